import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fireEvent, render, screen, userEvent } from '../../testing/test-utils';
import { deferred } from '../../testing/fetch-stub';
import { Field } from './field';
import { SubmitButton } from './submit-button';
import { useSubmitOnce } from './use-submit-once';

const schema = z.object({ reason: z.string().min(1, 'Enter a reason.') });

function ReasonForm({ send }: { send: (values: { reason: string }) => Promise<unknown> }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const onSubmit = useSubmitOnce(form, async (values) => void (await send(values)));
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Reason">
        <Field type="text" name="reason" label="Reason" />
        <SubmitButton>Send</SubmitButton>
      </form>
    </FormProvider>
  );
}

function setup(
  send: (values: { reason: string }) => Promise<unknown> = vi.fn(() => Promise.resolve()),
) {
  const user = userEvent.setup();
  render(<ReasonForm send={send} />);
  const field = screen.getByRole('textbox', { name: 'Reason' });
  const button = screen.getByRole('button', { name: 'Send' });
  return { send, user, field, button };
}

describe('a form sent through useSubmitOnce and its SubmitButton', () => {
  it('sends once for a double click, even when the answer comes before the second click', async () => {
    const { send, user, field, button } = setup();
    await user.type(field, 'Elective');

    await user.dblClick(button);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ reason: 'Elective' });
  });

  it('sends once for two submits before the busy button renders', async () => {
    const answer = deferred();
    const { send, user, field } = setup(vi.fn(() => answer.promise));
    await user.type(field, 'Elective');
    const form = screen.getByRole('form', { name: 'Reason' });

    fireEvent.submit(form);
    fireEvent.submit(form);
    answer.resolve(new Response());

    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again on a click of its own once the first send has ended (a retry)', async () => {
    const { send, user, field, button } = setup();
    await user.type(field, 'Elective');
    await user.click(button);

    await user.click(button);

    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets the corrected form send after its checks failed', async () => {
    const { send, user, field, button } = setup();
    await user.click(button);
    expect(await screen.findByText('Enter a reason.')).toBeVisible();

    await user.type(field, 'Elective');
    await user.click(button);

    expect(send).toHaveBeenCalledTimes(1);
  });
});
