import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import './modal.css';

type ModalProps = {
  open: boolean;
  /** Escape (and a press outside, when allowed) asks to close. */
  onClose: () => void;
  role: 'dialog' | 'alertdialog';
  closeOnOutsidePress: boolean;
  className: string;
  labelledBy: string;
  describedBy?: string | undefined;
  children: ReactNode;
};

/**
 * The frame of the portal's modal dialogs: an overlay that locks the page's scroll, focus kept
 * inside while open and given back to the opener, Escape to close.
 */
export function Modal({
  open,
  onClose,
  role,
  closeOnOutsidePress,
  className,
  labelledBy,
  describedBy,
  children,
}: ModalProps) {
  const {
    // Taken out of `refs` so the hooks lint sees a callback ref, not a ref object read in render.
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePress: closeOnOutsidePress });
  const { getFloatingProps } = useInteractions([dismiss, useRole(context, { role })]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="modal-overlay" lockScroll>
        <FloatingFocusManager context={context}>
          <div
            ref={setFloating}
            className={`modal ${className}`}
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            {...getFloatingProps()}
          >
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
