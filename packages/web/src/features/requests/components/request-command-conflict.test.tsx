import { type ErrorCode, type RequestDetail, type StatusCode, statusLabel } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createErrorEnvelope, createRequestDetail } from '../../../testing/data-generators';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import type { RequestCommand } from '../api/put-request-command';
import { COMMAND_TEXTS, commandOvertaken } from '../command-texts';
import { renderRequestsAt } from '../testing';
import { dialog, submit } from './request-command-screen.test-support';

describe('resend, cancel and amend when the request changed meanwhile (409)', () => {
  const CHANGED = 'This request has just been changed. Please reload it to see its current status.';

  /**
   * The command's screen for a request read as `before`; the server then holds it as `after`, and
   * answers the first PUT with a 409 of `code` and the next ones with success.
   */
  async function openOutdatedScreen(
    command: RequestCommand,
    before: StatusCode,
    after: StatusCode,
    code: ErrorCode,
    detailMessage: string,
  ) {
    const read = createRequestDetail({ statusCode: before });
    const current: RequestDetail = { ...read, statusCode: after };
    const get = `GET /api/insurers/${read.insurerCode}/requests/${read.paId}`;
    const put = `PUT /api/requests/${read.paId}/${command}`;
    let putCount = 0;
    const server = stubFetch({
      [get]: () => json(200, server.callsTo(get).length === 1 ? read : current),
      [put]: () =>
        ++putCount === 1
          ? apiError(409, createErrorEnvelope({ code, detailMessage }))
          : json(200, {
              paId: read.paId,
              erefNo: read.erefNo,
              statusCode: 'CAN',
              notified: ['doctor'],
            }),
    });
    const view = renderRequestsAt(`/request/${read.paId}/${command}`);
    await screen.findByRole('heading', { level: 1 });
    return {
      ...view,
      detail: read,
      reads: () => server.callsTo(get),
      puts: () => server.callsTo(put),
    };
  }

  /** Fills the command's field, Submit, then Yes. */
  async function sendCommand(
    user: ReturnType<typeof renderRequestsAt>['user'],
    command: RequestCommand,
    text: string,
  ) {
    const field = screen.getByLabelText(COMMAND_TEXTS[command].label);
    await user.clear(field);
    await user.type(field, text);
    await user.click(submit());
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
  }

  /** The key facts' status. */
  const shows = (status: string) =>
    within(screen.getByRole('region', { name: 'Request' })).queryByText(status);

  it.each<[RequestCommand, StatusCode, StatusCode, ErrorCode, string, string, string]>([
    [
      'resend',
      'SUB',
      'PRO',
      'REQUEST_CHANGED',
      CHANGED,
      'dr@lim.sg',
      'This request is Processing, so it cannot be resent.',
    ],
    [
      'cancel',
      'PRO',
      'APP',
      'NOT_ALLOWED_IN_STATUS',
      'This request cannot be cancelled while it is Approved.',
      'Moved',
      'This request is Approved, so it cannot be cancelled.',
    ],
    [
      'amend',
      'APP',
      'CAN',
      'NOT_ALLOWED_IN_STATUS',
      'This request can no longer be amended: it is Cancelled.',
      'Moved',
      'This request is Cancelled, so it cannot be amended.',
    ],
  ])(
    '%s on a %s request that is %s by now (%s): closes the dialog and shows the current status',
    async (command, before, after, code, message, text, sentence) => {
      const { user, reads, location, detail } = await openOutdatedScreen(
        command,
        before,
        after,
        code,
        message,
      );
      expect(screen.queryByRole('status')).toBeNull();
      await sendCommand(user, command, text);

      expect(await screen.findByRole('status')).toHaveTextContent(sentence);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(reads()).toHaveLength(2);
      // Said on the screen, with the current status (the app shows no notification for it).
      expect(screen.getByRole('alert')).toHaveTextContent(
        commandOvertaken(statusLabel(after), command),
      );
      expect(location()).toBe(`/request/${detail.paId}/${command}`);
    },
  );

  it('keeps what was typed when the command is still allowed after reading the request again', async () => {
    const { user, reads, puts, location, detail } = await openOutdatedScreen(
      'cancel',
      'SUB',
      'PRO',
      'REQUEST_CHANGED',
      CHANGED,
    );
    expect(shows('Submitted')).toBeVisible();
    await sendCommand(user, 'cancel', 'Moved abroad');

    await vi.waitFor(() => expect(shows('Processing')).toBeVisible());
    expect(shows('Submitted')).toBeNull();
    expect(reads()).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Reason for cancelling')).toHaveValue('Moved abroad');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was cancelled: this request had just been changed elsewhere (in another tab, or by someone else). It is now Processing.',
    );

    // Sent again as it stands, it goes through.
    await user.click(submit());
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() =>
      expect(location()).toBe(`/acknowledgment/cancel/${detail.erefNo}?notified=doctor`),
    );
    expect(puts().map((c) => c.body)).toEqual([
      { cancelReason: 'Moved abroad' },
      { cancelReason: 'Moved abroad' },
    ]);
  });
});
