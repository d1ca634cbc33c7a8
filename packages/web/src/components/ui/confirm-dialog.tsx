import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  open: boolean;
  /** A heading; without one the message names the dialog. */
  title?: string;
  message: ReactNode;
  /** Extra content between the message and the buttons, e.g. the reason field of a cancel. */
  children?: ReactNode;
  /**
   * 'Yes'. Return the action's promise: 'Yes' and 'No' are then disabled, and Escape ignored,
   * until it settles, so a double click on 'Yes' acts once.
   */
  onConfirm: () => unknown;
  /** 'No', and Escape. */
  onCancel: () => void;
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
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(true);
    try {
      await onConfirm();
    } finally {
      setConfirming(false);
    }
  };
  const cancel = () => {
    if (!confirming) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      role="alertdialog"
      closeOnOutsidePress={false}
      className="confirm-dialog"
      labelledBy={title ? titleId : messageId}
      describedBy={title ? messageId : undefined}
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
        <Button variant="outline" onClick={cancel} disabled={confirming}>
          No
        </Button>
        <Button onClick={confirm}>Yes</Button>
      </div>
    </Modal>
  );
}
