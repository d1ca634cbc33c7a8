import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useEffect } from 'react';
import 'react-day-picker/style.css';
import { enGB } from 'react-day-picker/locale';
import { calendarMonthRange } from './date-input';
import { PANEL_OFFSET_PX } from './list-panel';

/**
 * The calendar's code: react-day-picker, its style and the popup on Floating UI. It is loaded
 * when a calendar button is first pressed (calendar-button.tsx), so no page waits for it.
 */
export { DayPicker } from 'react-day-picker';

type CalendarPopupProps = {
  id: string;
  /** data-testid of the dialog, e.g. `visit-calendar`. */
  testId: string;
  /** Accessible name of the dialog, the button's. */
  label: string;
  onOpenChange: (open: boolean) => void;
  /** The calendar button: a press on it is not a press outside, and focus returns to it. */
  button: HTMLElement | null;
  /** The element the popup lines up with (the input row), rather than the small button. */
  anchor: Element | null;
  children: ReactNode;
};

/**
 * The open calendar: a modal dialog below the field (flipping above when there is no room),
 * closed by Escape or a press outside, giving focus back to the button when it closes.
 */
export function CalendarPopup({
  id,
  testId,
  label,
  onOpenChange,
  button,
  anchor,
  children,
}: CalendarPopupProps) {
  const {
    refs: { setFloating, setPositionReference },
    floatingStyles,
    context,
  } = useFloating({
    open: true,
    onOpenChange,
    placement: 'bottom-start',
    middleware: [offset(PANEL_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: button },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  // Positioned by the input row; `reference` stays the button for focus and outside presses.
  useEffect(() => {
    setPositionReference(anchor);
  }, [anchor, setPositionReference]);

  return (
    <FloatingPortal>
      {/* initialFocus -1: react-day-picker's autoFocus puts focus on the selected day or today. */}
      <FloatingFocusManager context={context} initialFocus={-1}>
        <div
          ref={setFloating}
          className="date-field__popup"
          style={floatingStyles}
          aria-label={label}
          data-testid={testId}
          {...getFloatingProps({ id })}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
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
