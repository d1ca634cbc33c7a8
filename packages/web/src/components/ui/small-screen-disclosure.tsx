import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import './small-screen-disclosure.css';

/**
 * Content a phone user opens when needed (the list's filters and sort): on a small screen it sits
 * behind a button named `label` (a disclosure: aria-expanded, Enter or Space), closed at first; on
 * a wider screen the button is not shown and the content always is. `summary` follows the label,
 * e.g. how many filters are on, so a closed panel still says it matters.
 */
export function SmallScreenDisclosure({
  label,
  summary,
  children,
}: {
  label: string;
  summary?: string | undefined;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="small-screen-disclosure">
      <Button
        variant="outline"
        className="small-screen-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {summary ? `${label} (${summary})` : label}
        <span className="small-screen-disclosure__chevron" aria-hidden="true" />
      </Button>
      <div id={panelId} className="small-screen-disclosure__panel" data-open={open}>
        {children}
      </div>
    </div>
  );
}
