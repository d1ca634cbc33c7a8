import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useTransitionStyles,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import './list-panel.css';

/** Gap between the field and its panel (specification 000 §2.12). */
export const PANEL_OFFSET_PX = 5;
/** Opening and closing take 0.1 s (specification 000 §2.12). */
export const PANEL_TRANSITION_MS = 100;
/** Below this the panel would be too short to use, so it keeps this height and the page scrolls. */
const MIN_PANEL_HEIGHT_PX = 120;

/**
 * The floating list panel of the select and the autocomplete: below the field, aligned to its
 * start, 5 px away, flipping above when there is no room, optionally as wide as the field, closed
 * by a press outside or Escape, fading in and out in 0.1 s.
 */
export function useListPanel({
  open,
  onOpenChange,
  matchWidth,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  matchWidth: boolean;
}) {
  // Taken out of `refs` so the hooks lint sees callback refs, not a ref object read in render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(PANEL_OFFSET_PX),
      flip(),
      size({
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            maxHeight: `${Math.max(MIN_PANEL_HEIGHT_PX, availableHeight)}px`,
            ...(matchWidth ? { width: `${rects.reference.width}px` } : {}),
          });
        },
      }),
    ],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context)]);
  const { isMounted, styles } = useTransitionStyles(context, { duration: PANEL_TRANSITION_MS });
  return {
    setReference,
    getReferenceProps,
    panel: {
      open,
      isMounted,
      setFloating,
      floatingStyles,
      transitionStyles: styles,
      getFloatingProps,
    },
  };
}

type ListPanelProps = ReturnType<typeof useListPanel>['panel'] & {
  id: string;
  children: ReactNode;
};

/**
 * Renders the panel of `useListPanel` (spread its `panel`) while it is open or fading out. A
 * panel fading out is inert and hidden from assistive technology: its options can no longer be
 * chosen, by a click or a screen reader, once the list has closed.
 */
export function ListPanel({
  id,
  open,
  isMounted,
  setFloating,
  floatingStyles,
  transitionStyles,
  getFloatingProps,
  children,
}: ListPanelProps) {
  if (!isMounted) return null;
  return (
    <FloatingPortal>
      <div
        ref={setFloating}
        id={id}
        className="list-panel"
        style={floatingStyles}
        inert={!open}
        aria-hidden={!open || undefined}
        {...getFloatingProps()}
      >
        <div className="list-panel__transition" style={transitionStyles}>
          {children}
        </div>
      </div>
    </FloatingPortal>
  );
}
