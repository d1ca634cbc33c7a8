import { type ReactNode, useId } from 'react';

/** One of the six parts of the new-request form (000 §2.5), named by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="create-request__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
