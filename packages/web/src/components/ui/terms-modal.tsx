import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import './modal.css';
import './terms-modal.css';

type TermsModalProps = {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** The terms; they scroll inside the modal. */
  children: ReactNode;
};

/**
 * The terms and conditions in a modal dialog (specification 000 §2.5): the focus starts on the
 * scrollable text so the arrow keys scroll it, stays inside while open, and goes back to the opener.
 * Escape, a press outside and the Close button close it.
 */
export function TermsModal({
  open,
  onClose,
  title = 'Terms and Conditions',
  children,
}: TermsModalProps) {
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
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const titleId = useId();

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="modal-overlay" lockScroll>
        <FloatingFocusManager context={context}>
          <div
            ref={setFloating}
            className="modal terms-modal"
            aria-modal="true"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {/* Focusable so that keyboard users can scroll it; a region named by the title. */}
            <div
              className="terms-modal__content"
              role="region"
              aria-labelledby={titleId}
              tabIndex={0}
            >
              {children}
            </div>
            <div className="modal__actions">
              <Button onClick={onClose}>Close</Button>
            </div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
