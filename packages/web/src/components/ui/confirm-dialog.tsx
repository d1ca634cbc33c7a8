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
import './confirm-dialog.css';

type ConfirmDialogProps = {
  open: boolean;
  /** A heading; without one the message names the dialog. */
  title?: string;
  message: ReactNode;
  /** Extra content between the message and the buttons, e.g. the reason field of a cancel. */
  children?: ReactNode;
  /** 'Yes'. */
  onConfirm: () => void;
  /** 'No', and Escape. */
  onCancel: () => void;
  /** Shows 'Yes' busy while the confirmed action runs. */
  isConfirming?: boolean;
};

/**
 * Asks the user to confirm with 'No' or 'Yes' (specification 000 §2.7), as a modal alert dialog:
 * the focus starts on the first control (No, unless `children` hold a field), stays inside while
 * it is open, and goes back to the opener when it closes. Escape answers 'No'; a press outside
 * does nothing, so an answer is always deliberate.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  onConfirm,
  onCancel,
  isConfirming = false,
}: ConfirmDialogProps) {
  const {
    // Taken out of `refs` so the hooks lint sees a callback ref, not a ref object read in render.
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onCancel();
    },
  });
  const dismiss = useDismiss(context, { outsidePress: false });
  const role = useRole(context, { role: 'alertdialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const titleId = useId();
  const messageId = useId();

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="modal-overlay" lockScroll>
        <FloatingFocusManager context={context}>
          <div
            ref={setFloating}
            className="modal confirm-dialog"
            aria-modal="true"
            aria-labelledby={title ? titleId : messageId}
            aria-describedby={title ? messageId : undefined}
            {...getFloatingProps()}
          >
            {title && (
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
            )}
            <div id={messageId} className="confirm-dialog__message">
              {message}
            </div>
            {children}
            <div className="modal__actions">
              <Button variant="outline" onClick={onCancel}>
                No
              </Button>
              <Button onClick={onConfirm} isLoading={isConfirming}>
                Yes
              </Button>
            </div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
