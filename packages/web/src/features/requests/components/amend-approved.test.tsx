import type { StatusCode } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createRequestDetail } from '../../../testing/data-generators';
import { deferred, json } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import { renderRequestsAt, stubRequestDetail } from '../testing';
import { dialog, submit } from './request-command-screen.test-support';

const WARNING =
  'This request is approved. Amending it withdraws the approval, and its certificate will no longer be valid.';

/** The amend screen of a request in `statusCode`; the PUT answers `answer` (a success unless told). */
async function openAmend(statusCode: StatusCode, answer?: Promise<Response>) {
  const detail = createRequestDetail({ statusCode });
  const put = `PUT /api/requests/${detail.paId}/amend`;
  const server = stubRequestDetail(detail, {
    [put]: () =>
      answer ??
      json(200, {
        paId: detail.paId,
        erefNo: detail.erefNo,
        statusCode: 'AMEND',
        notified: ['doctor'],
      }),
  });
  const view = renderRequestsAt(`/request/${detail.paId}/amend`);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, detail, puts: () => server.callsTo(put) };
}

describe('amending an approved request', () => {
  it('warns that the approval is withdrawn, and sends the amend only once the warning is accepted', async () => {
    const answer = deferred();
    const { user, puts, location, detail } = await openAmend('APP', answer.promise);
    expect(screen.getByText(WARNING)).toBeVisible();

    await user.type(screen.getByLabelText('Reason for amending'), 'Admission moved');
    await user.click(submit());
    const confirm = await dialog();
    expect(confirm).toHaveAccessibleName('Amend Request');
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(WARNING));
    expect(puts()).toHaveLength(0);

    // A double click on 'Yes' amends once.
    await user.dblClick(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(puts().map((call) => call.body)).toEqual([{ amendReason: 'Admission moved' }]);
    answer.resolve(
      json(200, { paId: detail.paId, erefNo: detail.erefNo, statusCode: 'AMEND', notified: [] }),
    );
    await vi.waitFor(() => expect(location()).toMatch(`/acknowledgment/amend/${detail.erefNo}`));
    expect(puts()).toHaveLength(1);
  });

  it("sends nothing when the warning is answered 'No' or Escape, from the keyboard", async () => {
    const { user, puts, location, detail } = await openAmend('APP');
    await user.type(screen.getByLabelText('Reason for amending'), 'Admission moved');

    submit().focus();
    await user.keyboard('{Enter}');
    const confirm = await dialog();
    // The focus starts on 'No'.
    const no = within(confirm).getByRole('button', { name: 'No' });
    await vi.waitFor(() => expect(no).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(submit());
    await dialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    expect(puts()).toHaveLength(0);
    expect(location()).toBe(`/request/${detail.paId}/amend`);
    expect(screen.getByLabelText('Reason for amending')).toHaveValue('Admission moved');
  });

  it('gives no such warning while the request is still being processed', async () => {
    const { user } = await openAmend('PRO');
    expect(screen.queryByText(WARNING)).toBeNull();

    await user.type(screen.getByLabelText('Reason for amending'), 'Admission moved');
    await user.click(submit());
    expect(await dialog()).toHaveAccessibleDescription('Do you want to amend this request?');
  });
});
