import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useEffect } from 'react';
import { enGB } from 'react-day-picker/locale';
import { calendarMonthRange } from './date-input';
import { PANEL_OFFSET_PX } from './list-panel';

type CalendarPopoverProps = {
  /** Names the calendar for tests and the gallery: the dialog gets data-testid `${testId}`. */
  testId: string;
  /** Accessible name of the button and of the dialog, e.g. "Choose Date of birth". */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element the popup lines up with (the input row), rather than the small button. */
  anchor: Element | null;
  disabled?: boolean | undefined;
  children: ReactNode;
};

/**
 * The calendar button and its popup: a modal dialog below the field (flipping above when there is
 * no room), closed by Escape or a press outside, giving focus back to the button when it closes.
 */
export function CalendarPopover({
  testId,
  label,
  open,
  onOpenChange,
  anchor,
  disabled,
  children,
}: CalendarPopoverProps) {
  const {
    refs: { setReference, setFloating, setPositionReference },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    middleware: [offset(PANEL_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  useEffect(() => {
    setPositionReference(anchor);
  }, [anchor, setPositionReference]);

  return (
    <>
      <button
        ref={setReference}
        type="button"
        className="date-field__button"
        aria-label={label}
        disabled={disabled}
        {...getReferenceProps()}
      >
        <CalendarIcon />
      </button>
      {open && (
        <FloatingPortal>
          {/* initialFocus -1: react-day-picker's autoFocus puts focus on the selected day or today. */}
          <FloatingFocusManager context={context} initialFocus={-1}>
            <div
              ref={setFloating}
              className="date-field__popup"
              style={floatingStyles}
              aria-label={label}
              data-testid={testId}
              {...getFloatingProps()}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
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

/**
 * What every calendar of the kit shares: month and year dropdowns whose years run from 90 years
 * back to the current year, British day names and Monday-first weeks as used in Singapore, and
 * focus on the selected day (or today) when it opens, showing the month of `shownDate`.
 */
export function calendarProps(shownDate: Date | undefined, today: Date = new Date()) {
  return {
    ...calendarMonthRange(today),
    // Opens on the month of the chosen date (the calendar mounts on each opening).
    defaultMonth: shownDate,
    captionLayout: 'dropdown',
    locale: enGB,
    autoFocus: true,
  } as const;
}
