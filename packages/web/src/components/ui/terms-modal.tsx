import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';
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
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="dialog"
      closeOnOutsidePress
      className="terms-modal"
      labelledBy={titleId}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {/* Focusable so that keyboard users can scroll it; a region named by the title. */}
      <div className="terms-modal__content" role="region" aria-labelledby={titleId} tabIndex={0}>
        {children}
      </div>
      <div className="modal__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
