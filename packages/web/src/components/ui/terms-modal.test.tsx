import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, waitFor } from '../../testing/test-utils';
import { TermsModal } from './terms-modal';

function Consent() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Read the terms</button>
      <TermsModal open={open} onClose={() => setOpen(false)}>
        <p>1. The insurer may ask for more documents.</p>
      </TermsModal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Read the terms' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  return { user, opener, dialog };
}

describe('TermsModal', () => {
  it('shows the title and the terms in a scrollable region', async () => {
    render(<Consent />);
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const region = screen.getByRole('region', { name: 'Terms and Conditions' });
    expect(region).toHaveTextContent('1. The insurer may ask for more documents.');
    // It takes the focus so that the arrow keys scroll it.
    await waitFor(() => expect(region).toHaveFocus());
  });

  it('keeps the focus inside while open', async () => {
    render(<Consent />);
    const { user } = await openModal();
    const region = screen.getByRole('region');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(region).toHaveFocus());
    await user.tab();
    expect(close).toHaveFocus();
    // Past the last control a focus guard sends the focus back to the first (a moment later).
    await user.tab();
    await waitFor(() => expect(region).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(close).toHaveFocus());
  });

  it('closes with the Close button and returns the focus to the opener', async () => {
    render(<Consent />);
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape and returns the focus to the opener', async () => {
    render(<Consent />);
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
