import { type ReactNode, useId, useState } from 'react';
import type * as CalendarModule from './calendar-popup';

/** The calendar's code (react-day-picker, its style, Floating UI), once loaded. */
export type CalendarKit = typeof CalendarModule;

let loaded: CalendarKit | null = null;
let loading: Promise<CalendarKit> | null = null;

/** Loads the calendar's code once; a failed load (e.g. the network dropped) is tried again next time. */
function loadCalendar(): Promise<CalendarKit> {
  loading ??= import('./calendar-popup').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type CalendarButtonProps = {
  /** Names the calendar for tests and the gallery: the dialog gets data-testid `${testId}`. */
  testId: string;
  /** Accessible name of the button and of the dialog, e.g. "Choose Date of birth". */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element the popup lines up with (the input row), rather than the small button. */
  anchor: Element | null;
  disabled?: boolean | undefined;
  /** The calendar inside the popup, drawn with the loaded code's DayPicker. */
  children: (kit: CalendarKit) => ReactNode;
};

/**
 * The calendar button of a date field. The calendar's code is most of a form's and few open it,
 * so it loads on the first press (issue 27: a link's first screen on a phone must not wait for
 * it); meanwhile the button is busy, and if the code cannot be loaded a message says so, the date
 * can still be typed.
 */
export function CalendarButton({
  testId,
  label,
  open,
  onOpenChange,
  anchor,
  disabled,
  children,
}: CalendarButtonProps) {
  const popupId = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const kit = open ? loaded : null;

  const press = () => {
    if (open) return onOpenChange(false);
    if (loaded) return onOpenChange(true);
    if (state === 'loading') return;
    setState('loading');
    loadCalendar().then(
      () => {
        setState('idle');
        onOpenChange(true);
      },
      () => setState('failed'),
    );
  };

  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="date-field__button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={kit !== null}
        aria-controls={kit ? popupId : undefined}
        aria-busy={state === 'loading' || undefined}
        disabled={disabled}
        onClick={press}
      >
        <CalendarIcon />
      </button>
      {state === 'failed' && (
        <p className="field__error date-field__load-error" role="alert">
          The calendar could not be loaded: type the date, or check the connection and press the
          calendar button again.
        </p>
      )}
      {kit && (
        <kit.CalendarPopup
          id={popupId}
          testId={testId}
          label={label}
          onOpenChange={onOpenChange}
          button={button}
          anchor={anchor}
        >
          {children(kit)}
        </kit.CalendarPopup>
      )}
    </>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Zm2 6h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"
      />
    </svg>
  );
}
