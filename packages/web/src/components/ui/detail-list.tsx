import type { ReactNode } from 'react';
import './detail-list.css';

/** What a missing value shows as (the review screen never leaves a blank). */
export const NOT_AVAILABLE = 'N/A';

export type DetailItem = { label: string; value: ReactNode };

/** A yes-or-no answer in words. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** 'code – description', or the code alone when the lookup has no description for it. */
export const codeWithName = (code: string, name: string | null) =>
  name ? `${code} – ${name}` : code;

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

/** Repeated rows (diagnoses, procedures, …): one numbered detail list per row, or 'N/A'. */
export function DetailRows<T>({
  rows,
  items,
}: {
  rows: readonly T[];
  items: (row: T) => DetailItem[];
}) {
  if (rows.length === 0) return <p>{NOT_AVAILABLE}</p>;
  return (
    <ol className="detail-rows">
      {rows.map((row, index) => (
        <li key={index}>
          <DetailList items={items(row)} />
        </li>
      ))}
    </ol>
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
