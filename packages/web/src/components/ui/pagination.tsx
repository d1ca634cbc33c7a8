import { PAGE_SIZES } from '@preauth/shared';
import { useEffect } from 'react';
import './pagination.css';

type PaginationProps = {
  /** The current page, counted from 1. */
  page: number;
  /** How many items there are in all. */
  total: number;
  /** `total` is a count that stopped early: at least that many ('Total: 1000+'). */
  totalIsLowerBound?: boolean;
  /** Items per page (specification 000 §2.12: 20 unless the screen says otherwise). */
  pageSize?: number;
  /** Asked for a page; also called with 1 when `page` is beyond the last page. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Requests pages" when a screen has two lists. */
  label?: string;
};

/** How many pages `total` items fill (at least one, so an empty list is on page 1). */
export function pageCount(total: number, pageSize: number = PAGE_SIZES.default): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Offset of the first item of a page, for the list call's `offset` query. */
export function pageOffset(page: number, pageSize: number = PAGE_SIZES.default): number {
  return (page - 1) * pageSize;
}

/** The block of page numbers that holds `page`: 1–10, 11–20, … (000 §2.12). */
export function pageBlock(page: number, lastPage: number) {
  const perBlock = PAGE_SIZES.pageNumbersPerBlock;
  const first = Math.floor((page - 1) / perBlock) * perBlock + 1;
  const last = Math.min(first + perBlock - 1, lastPage);
  return { first, last };
}

/**
 * Page numbers in blocks of 10 with previous- and next-block buttons, and 'Total: n' ('n+' for a
 * count that stopped early: its pages go as far as it counted, and the next block is there).
 * Controlled: the owner keeps the page (e.g. in the URL) and loads the list for it.
 */
export function Pagination({
  page,
  total,
  totalIsLowerBound = false,
  pageSize = PAGE_SIZES.default,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  const lastPage = pageCount(total, pageSize);
  const isBeyondLast = page > lastPage || page < 1;

  // A list can shrink under the current page (filters, deletions); go back to the first page
  // (000 §2.12). The owner changes the page, so this is a callback and not local state.
  useEffect(() => {
    if (isBeyondLast) onPageChange(1);
  }, [isBeyondLast, onPageChange]);

  // Until the owner has moved, draw page 1 rather than a block of pages that do not exist.
  const current = isBeyondLast ? 1 : page;
  const { first, last } = pageBlock(current, lastPage);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const perBlock = PAGE_SIZES.pageNumbersPerBlock;

  return (
    <nav className="pagination split-row" aria-label={label}>
      <p className="pagination__total">
        Total: {total}
        {totalIsLowerBound && '+'}
      </p>
      {total > 0 && (
        <ul className="pagination__pages">
          <li>
            <button
              type="button"
              className="pagination__button pagination__button--block"
              disabled={first === 1}
              onClick={() => onPageChange(first - 1)}
            >
              {/* Text rather than aria-label: the name then is the button's (hidden) content. */}
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{`Previous ${perBlock} pages`}</span>
            </button>
          </li>
          {numbers.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="pagination__button"
                aria-current={n === current ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => {
                  if (n !== current) onPageChange(n);
                }}
              >
                {n}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="pagination__button pagination__button--block"
              disabled={last === lastPage}
              onClick={() => onPageChange(last + 1)}
            >
              {/* Text rather than aria-label: the name then is the button's (hidden) content. */}
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{`Next ${perBlock} pages`}</span>
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
