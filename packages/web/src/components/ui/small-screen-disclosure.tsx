import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { Button } from './button';
import './small-screen-disclosure.css';

/** The phone's width, where the content waits behind the button (as in the stylesheet). */
const SMALL_SCREEN = '(max-width: 480px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmallScreen = () => window.matchMedia(SMALL_SCREEN).matches;

/**
 * Content a phone user opens when needed (the list's filters and sort): on a small screen it sits
 * behind a button named `label` (a disclosure: aria-expanded, Enter or Space), closed at first; on
 * a wider screen the button is not shown and the content always is. `summary` follows the label,
 * e.g. how many filters are on, so a closed panel still says it matters. On a phone the content
 * is first rendered when first opened, so a screen's first paint does not wait for its code (the
 * filter forms, issue 27).
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
  const [opened, setOpened] = useState(false);
  const small = useSyncExternalStore(subscribeToWidth, isSmallScreen);
  const panelId = useId();
  return (
    <div className="small-screen-disclosure">
      <Button
        variant="outline"
        className="small-screen-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        {summary ? `${label} (${summary})` : label}
        <span className="small-screen-disclosure__chevron" aria-hidden="true" />
      </Button>
      <div id={panelId} className="small-screen-disclosure__panel" data-open={open}>
        {(opened || !small) && children}
      </div>
    </div>
  );
}
