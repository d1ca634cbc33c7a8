import type { ReactNode } from 'react';
import './detail-list.css';

/** What a missing value shows as (the review screen never leaves a blank). */
export const NOT_AVAILABLE = 'N/A';

export type DetailItem = { label: string; value: ReactNode };

/** Label and value pairs; a missing or empty value reads 'N/A'. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map(({ label, value }) => (
        <div className="detail-list__item" key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? NOT_AVAILABLE : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section of the review. */
export function ReviewSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `review-${id}-title`;
  return (
    <section className="review-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
