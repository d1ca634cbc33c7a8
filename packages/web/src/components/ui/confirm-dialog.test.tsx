import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, userEvent, waitFor, within } from '../../testing/test-utils';
import { ConfirmDialog } from './confirm-dialog';

/** A page with an opener and the dialog, which any answer closes. */
function CancelRequest({ onYes = vi.fn(), onNo = vi.fn() }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Cancel request</button>
      <a href="#elsewhere">Elsewhere</a>
      <ConfirmDialog
        open={open}
        title="Cancel request"
        message="Do you want to cancel this request?"
        onConfirm={() => {
          onYes();
          setOpen(false);
        }}
        onCancel={() => {
          onNo();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel request' }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Cancel request' }) };
}

describe('ConfirmDialog', () => {
  it("asks with the message and the buttons 'No' and 'Yes'", async () => {
    render(<CancelRequest />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Do you want to cancel this request?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('button', { name: /^(No|Yes)$/ }).map((b) => b.textContent)).toEqual(
      ['No', 'Yes'],
    );
  });

  it("calls onConfirm for 'Yes' and onCancel for 'No'", async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<CancelRequest onYes={onYes} onNo={onNo} />);

    let { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledOnce();
    expect(onNo).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    ({ user } = await openDialog());
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onNo).toHaveBeenCalledOnce();
    expect(onYes).toHaveBeenCalledOnce();
  });

  it("answers 'No' on Escape and returns the focus to the opener", async () => {
    const onNo = vi.fn();
    render(<CancelRequest onNo={onNo} />);
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel request' })).toHaveFocus(),
    );
  });

  it("keeps the focus inside while open, starting on 'No'", async () => {
    render(<CancelRequest />);
    const { user } = await openDialog();
    const no = screen.getByRole('button', { name: 'No' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    await waitFor(() => expect(no).toHaveFocus());
    await user.tab();
    expect(yes).toHaveFocus();
    // Past the last button a focus guard sends the focus back to the first (a moment later).
    await user.tab();
    await waitFor(() => expect(no).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(yes).toHaveFocus());
  });

  it('does not close on a press outside', async () => {
    const onNo = vi.fn();
    render(<CancelRequest onNo={onNo} />);
    const { user } = await openDialog();
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onNo).not.toHaveBeenCalled();
  });

  it("waits for the action 'Yes' starts: a double click confirms once, and 'No' waits too", async () => {
    let settle = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Resend"
        message="Resend?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Resend' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });

    await user.dblClick(yes);
    await user.keyboard('{Escape}');

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(yes).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => settle());
    expect(yes).toBeEnabled();
  });
});
