import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Skip link, header and the main landmark around a screen. */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="app-shell">
      <SkipLink />
      {header}
      <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
