import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TermsModal } from '../../../components/ui/terms-modal';
import type { GallerySection } from '../gallery-section';

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string>();
  const close = (reply: 'Yes' | 'No') => {
    setAnswer(reply);
    setOpen(false);
  };
  return (
    <div className="ui-gallery__state">
      <h3>Confirmation</h3>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Cancel request
      </Button>
      <output data-testid="confirm-answer">Answer: {answer ?? 'none yet'}</output>
      <ConfirmDialog
        open={open}
        title="Cancel request"
        message="Do you want to cancel this pre-authorisation request?"
        onConfirm={() => close('Yes')}
        onCancel={() => close('No')}
      />
    </div>
  );
}

/** A confirmation that asks for a value first, as Resend asks for the doctor's email. */
function ConfirmWithFieldDemo() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string>();
  return (
    <div className="ui-gallery__state">
      <h3>Confirmation with a field, busy 'Yes'</h3>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Resend to doctor
      </Button>
      <output>Answer: {answer ?? 'none yet'}</output>
      <ConfirmDialog
        open={open}
        title="Resend to doctor"
        message="The request is emailed to the doctor again."
        // The dialog waits for the action's promise: 'Yes' is busy until it settles.
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          setOpen(false);
          setAnswer('Yes');
        }}
        onCancel={() => {
          setOpen(false);
          setAnswer('No');
        }}
      >
        <TextField id="gallery-resend-email" label="Doctor's email" type="email" />
      </ConfirmDialog>
    </div>
  );
}

function TermsDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div className="ui-gallery__state">
      <h3>Terms and conditions</h3>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Read the terms and conditions
      </Button>
      <TermsModal open={open} onClose={() => setOpen(false)}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {i + 1}. The insurer may ask the doctor, the clinic or the hospital for any medical
            information needed to assess this request, and the policyholder consents to its
            disclosure for that purpose. Approval is subject to the policy terms, its limits and
            exclusions.
          </p>
        ))}
      </TermsModal>
    </div>
  );
}

function DialogsSection() {
  return (
    <div className="ui-gallery__states">
      <ConfirmDemo />
      <ConfirmWithFieldDemo />
      <TermsDemo />
    </div>
  );
}

export const section: GallerySection = {
  id: 'dialogs',
  title: 'Dialogs',
  order: 90,
  Component: DialogsSection,
};
