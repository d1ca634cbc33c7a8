import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserInfo } from '../../testing/data-generators';
import { renderWithProviders, screen, within } from '../../testing/test-utils';
import { Button } from '../ui/button';
import { LeavePagePrompt } from './leave-page-prompt';
import { removeAllDrafts } from './form-drafts';
import { RestoredDraftNote } from './restored-draft-note';
import { useFormDraft } from './use-form-draft';

type Values = { reason: string; password: string };

/** A form with the draft kit as a screen uses it: note, fields, Submit that succeeds, prompt. */
function ReasonForm() {
  const form = useForm<Values>({ defaultValues: { reason: '', password: '' } });
  const draft = useFormDraft(form, 'cancel:pa-1', { omit: ['password'] });
  return (
    <>
      <RestoredDraftNote draft={draft} />
      <label>
        Reason
        <input {...form.register('reason')} />
      </label>
      <label>
        Password
        <input type="password" {...form.register('password')} />
      </label>
      <Button onClick={draft.clear}>Submit</Button>
      <Link to="/elsewhere">Elsewhere</Link>
      <LeavePagePrompt hasUnsavedChanges={draft.hasUnsavedChanges} />
    </>
  );
}

const alice = createUserInfo({ userId: 'user-alice' });
const bob = createUserInfo({ userId: 'user-bob' });
const NOTE = 'We restored what you had typed on this form. Check it before you submit.';

const open = (currentUser = alice) =>
  renderWithProviders(<ReasonForm />, { path: '/form', currentUser });

afterEach(() => sessionStorage.clear());

describe('useFormDraft', () => {
  it('keeps what is typed in this tab, for this user, and never a password', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Reason'), 'Booked twice');
    await user.type(screen.getByLabelText('Password'), 'secret');

    expect(JSON.parse(sessionStorage.getItem('draft:user-alice:cancel:pa-1')!)).toEqual({
      reason: 'Booked twice',
    });
  });

  it('restores it when the form opens again, with a note and a way to start over', async () => {
    const first = open();
    await first.user.type(screen.getByLabelText('Reason'), 'Booked twice');
    first.unmount();

    const { user } = open();

    expect(screen.getByLabelText('Reason')).toHaveValue('Booked twice');
    expect(screen.getByRole('status')).toHaveTextContent(NOTE);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(sessionStorage.getItem('draft:user-alice:cancel:pa-1')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(sessionStorage.getItem('draft:user-alice:cancel:pa-1')).toBeNull();
  });

  it("never shows one user's draft to another", async () => {
    const first = open(alice);
    await first.user.type(screen.getByLabelText('Reason'), 'Booked twice');
    first.unmount();

    open(bob);

    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('forgets the draft once the form is done with, and all of them on removeAllDrafts', async () => {
    const first = open();
    await first.user.type(screen.getByLabelText('Reason'), 'Booked twice');
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sessionStorage.getItem('draft:user-alice:cancel:pa-1')).toBeNull();
    first.unmount();

    const second = open(bob);
    await second.user.type(screen.getByLabelText('Reason'), 'Changed my mind');
    sessionStorage.setItem('access_token', 'kept');
    removeAllDrafts();

    expect(Object.keys(sessionStorage)).toEqual(['access_token']);
  });
});

describe('LeavePagePrompt', () => {
  it('asks before leaving a form with unsaved changes inside the app; No stays', async () => {
    const { user, location } = open();
    await user.type(screen.getByLabelText('Reason'), 'Booked twice');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(location()).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(location()).toBe('/elsewhere');
  });

  it('lets an untouched or finished form go without a question', async () => {
    const { user, location } = open();
    await user.type(screen.getByLabelText('Reason'), 'Booked twice');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(location()).toBe('/elsewhere');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser to confirm a reload while there are unsaved changes', async () => {
    const { user } = open();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);

    await user.type(screen.getByLabelText('Reason'), 'Booked twice');

    expect(reload()).toBe(true);
  });
});
