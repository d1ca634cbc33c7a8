import type { ReactNode } from 'react';

/** One labelled value of a request list item: under its label on a phone, a cell when wide. */
export function ItemField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="request-item__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
