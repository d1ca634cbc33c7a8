import type { RequestDetail, StatusCode, UserType } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  createErrorEnvelope,
  createRequestDetail,
  createUserInfo,
} from '../../../testing/data-generators';
import { apiError, deferred, json, type Routes } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import type { RequestCommand } from '../api/put-request-command';
import { renderRequestsAt, stubRequestDetail } from '../testing';
import { cachedDetailIsStale, dialog, submit } from './request-command-screen.test-support';

/** The command's screen for a request in `statusCode`; `answer` is the PUT's fake answer. */
async function openScreen(
  command: RequestCommand,
  statusCode: StatusCode,
  answer: (detail: RequestDetail) => Response | Promise<Response> = () => json(500, {}),
  overrides: Partial<RequestDetail> = {},
  userType: UserType = 'policy-holder',
) {
  const detail = createRequestDetail({ statusCode, ...overrides });
  const put = `PUT /api/requests/${detail.paId}/${command}`;
  const server = stubRequestDetail(detail, { [put]: () => answer(detail) } satisfies Routes);
  const view = renderRequestsAt(`/request/${detail.paId}/${command}`, createUserInfo({ userType }));
  await screen.findByRole('heading', { level: 1 });
  return { ...view, detail, puts: () => server.callsTo(put) };
}

/** The answer of a successful command, which emailed the doctor. */
const succeeded = (statusCode: StatusCode) => (detail: RequestDetail) =>
  json(200, { paId: detail.paId, erefNo: detail.erefNo, statusCode, notified: ['doctor'] });

/** Waits for the field to be described by `text` (validation runs asynchronously). */
const describedBy = (field: HTMLElement, text: string) =>
  vi.waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text)));

describe('resend, cancel and amend screens', () => {
  it("show the request's key facts and the doctor's current email to resend to", async () => {
    await openScreen('resend', 'SUB', undefined, {
      erefNo: 'PA2026-000042',
      patientName: 'Tom Tan',
      doctor: { doctorId: 'd1', doctorName: 'Dr Lim', doctorMcrno: null },
      clinicdoctorEmailaddress: 'lim@clinic.test',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resend Request');
    const facts = within(screen.getByRole('region', { name: 'Request' }));
    expect(facts.getByText('PA2026-000042')).toBeVisible();
    expect(facts.getByText('Tom Tan')).toBeVisible();
    expect(facts.getByText('Dr Lim')).toBeVisible();
    expect(facts.getByText('Submitted')).toBeVisible();
    expect(screen.getByLabelText("Doctor's email address")).toHaveValue('lim@clinic.test');
  });

  it('starts from the address of the last resend when there was one', async () => {
    await openScreen('resend', 'SUB', undefined, {
      clinicdoctorEmailaddress: 'lim@clinic.test',
      resend_email_address: 'lim@other-clinic.test',
    });
    expect(screen.getByLabelText("Doctor's email address")).toHaveValue('lim@other-clinic.test');
  });

  it('resend asks for an email, then a valid one, before anything is sent', async () => {
    const { user, puts } = await openScreen('resend', 'SUB');
    const email = screen.getByLabelText("Doctor's email address");

    await user.clear(email);
    await user.click(submit());
    await describedBy(email, 'Please enter a email.');
    await user.type(email, 'x@y');
    await describedBy(email, 'Please enter a valid email.');
    await user.click(submit());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it.each<[RequestCommand, StatusCode, string, string]>([
    ['cancel', 'PRO', 'Reason for cancelling', 'Please add a reason for cancelling.'],
    ['amend', 'APP', 'Reason for amending', 'Please add a reason for amending.'],
  ])(
    '%s asks for a reason of at most 512 characters, with the counter',
    async (command, status, label, message) => {
      const { user } = await openScreen(command, status);
      const reason = screen.getByLabelText(label);
      expect(reason).toHaveAttribute('maxLength', '512');
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('Characters left: 512'));

      await user.click(submit());
      await describedBy(reason, message);
      await user.type(reason, 'Changed');
      await describedBy(reason, 'Characters left: 505');
      await vi.waitFor(() =>
        expect(reason).not.toHaveAccessibleDescription(expect.stringContaining(message)),
      );
    },
  );

  it.each<[StatusCode, string]>([
    ['SUB', 'The doctor is told to discard the request.'],
    [
      'PEN',
      "No doctor has been asked yet: the request is still waiting for the policyholder's authorisation.",
    ],
  ])('cancel of a %s request says who is told: %s', async (status, told) => {
    await openScreen('cancel', status);
    expect(screen.getByLabelText('Reason for cancelling')).toHaveAccessibleDescription(
      expect.stringContaining(told),
    );
  });

  it("'No' sends nothing; 'Yes' sends the email, busy until answered, then acknowledges", async () => {
    const answer = deferred();
    const { user, detail, puts, location } = await openScreen(
      'resend',
      'AME-REQ',
      () => answer.promise,
    );

    await user.clear(screen.getByLabelText("Doctor's email address"));
    await user.type(screen.getByLabelText("Doctor's email address"), ' Dr@Lim.SG ');
    await user.click(submit());
    let confirm = await dialog();
    expect(confirm).toHaveAccessibleName('Resend Request');
    expect(confirm).toHaveTextContent('Do you want to resend this request to the doctor?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(puts()).toHaveLength(0);

    await user.click(submit());
    confirm = await dialog();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const yes = within(confirm).getByRole('button', { name: 'Yes' });
    expect(yes).toBeDisabled();
    expect(yes).toHaveAttribute('aria-busy', 'true');
    expect(puts().map((c) => c.body)).toEqual([{ doctorEmail: 'dr@lim.sg' }]);

    answer.resolve(succeeded('AME-REQ')(detail));
    expect(
      await screen.findByRole('heading', { name: 'Pre-authorisation request resent' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/acknowledgment/resend/${detail.erefNo}?notified=doctor`);
  });

  it.each<[RequestCommand, StatusCode, string, object]>([
    ['cancel', 'SUB', 'Reason for cancelling', { cancelReason: 'Moved' }],
    ['amend', 'PRO', 'Reason for amending', { amendReason: 'Moved' }],
  ])(
    '%s sends the reason after Yes and shows its acknowledgement',
    async (command, status, label, body) => {
      const { user, puts, location, queryClient, detail } = await openScreen(
        command,
        status,
        succeeded(command === 'cancel' ? 'CAN' : 'AMEND'),
      );
      await user.type(screen.getByLabelText(label), ' Moved ');
      await user.click(submit());
      await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        command === 'cancel' ? 'cancelled' : 'amended',
      );
      expect(location()).toBe(`/acknowledgment/${command}/${detail.erefNo}?notified=doctor`);
      expect(puts().map((c) => c.body)).toEqual([body]);
      expect(cachedDetailIsStale(queryClient, detail)).toBe(true);
    },
  );

  it.each<[RequestCommand, StatusCode, UserType, string, string]>([
    [
      'resend-office',
      'PEN-AI',
      'policy-holder',
      'Do you want to send the business office a new link?',
      'New link sent to the business office',
    ],
    [
      'resend-authorisation',
      'PEN',
      'insurance-agent',
      'Do you want to send the policyholder a new authorisation link?',
      'New authorisation link sent',
    ],
  ])(
    '%s asks for nothing but a confirmation, then acknowledges (issue 25)',
    async (command, status, userType, question, acknowledged) => {
      const { user, puts, location, detail } = await openScreen(
        command,
        status,
        (d) =>
          json(200, {
            paId: d.paId,
            erefNo: d.erefNo,
            statusCode: status,
            notified: [command === 'resend-office' ? 'business-office' : 'policyholder'],
          }),
        {},
        userType,
      );
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByText(/stops working/)).toBeVisible();
      await user.click(submit());
      const confirm = await dialog();
      expect(confirm).toHaveTextContent(question);
      await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(acknowledged);
      expect(location()).toMatch(`/acknowledgment/${command}/${detail.erefNo}?notified=`);
      expect(puts().map((c) => c.body)).toEqual([{}]);
    },
  );

  it('does not offer the office a new link before the doctor has submitted', async () => {
    await openScreen('resend-office', 'SUB');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This request is Submitted, so it cannot be sent to the business office again.',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('puts the server’s field issues on the field and closes the confirmation', async () => {
    const { user, location, detail } = await openScreen('cancel', 'SUB', () =>
      apiError(
        400,
        createErrorEnvelope({
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'cancelReason', message: 'Please keep the reason shorter.' }],
        }),
      ),
    );
    const reason = screen.getByLabelText('Reason for cancelling');
    await user.type(reason, 'Because');
    await user.click(submit());
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    await describedBy(reason, 'Please keep the reason shorter.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe(`/request/${detail.paId}/cancel`);
  });

  it('stays on the screen when the server refuses the command (409)', async () => {
    const { user, location, detail } = await openScreen('amend', 'PRO', () =>
      apiError(
        409,
        createErrorEnvelope({
          code: 'CONFLICT',
          detailMessage: 'This request can no longer be amended.',
        }),
      ),
    );
    await user.type(screen.getByLabelText('Reason for amending'), 'Because');
    await user.click(submit());
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe(`/request/${detail.paId}/amend`);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("shows the server's message when a resend comes too soon (429), keeping what was typed", async () => {
    const message =
      'This request was sent to the doctor moments ago. Please wait 40 seconds before sending it again.';
    const { user, location, detail, failures, puts } = await openScreen('resend', 'SUB', () =>
      apiError(429, createErrorEnvelope({ code: 'RATE_LIMITED', detailMessage: message })),
    );
    const email = screen.getByLabelText("Doctor's email address");
    await user.clear(email);
    await user.type(email, 'dr.lim@clinic.example.sg');
    await user.click(submit());
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    await expect.poll(() => failures).toEqual([message]);
    expect(puts()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe(`/request/${detail.paId}/resend`);
    expect(email).toHaveValue('dr.lim@clinic.example.sg');
    expect(submit()).toBeEnabled();
  });

  it("sends one PUT for a double click on 'Yes', and the same Idempotency-Key when tried again", async () => {
    let first = true;
    const refused = deferred();
    const { user, puts, location, detail } = await openScreen('cancel', 'SUB', (d) => {
      if (!first) return succeeded('CAN')(d);
      first = false;
      return refused.promise;
    });
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Moved');
    await user.click(submit());

    await user.dblClick(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(puts()).toHaveLength(1);
    refused.resolve(apiError(503, createErrorEnvelope({ code: 'SERVICE_UNAVAILABLE' })));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(submit());
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    await vi.waitFor(() =>
      expect(location()).toBe(`/acknowledgment/cancel/${detail.erefNo}?notified=doctor`),
    );
    const keys = puts().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each<[RequestCommand, StatusCode, string]>([
    ['resend', 'PRO', 'This request is Processing, so it cannot be resent.'],
    ['cancel', 'APP', 'This request is Approved, so it cannot be cancelled.'],
    ['amend', 'SUB', 'This request is Submitted, so it cannot be amended.'],
    ['cancel', 'CAN', 'This request is Cancelled, so it cannot be cancelled.'],
  ])(
    '%s on a %s request says it is not allowed instead of the form',
    async (command, status, text) => {
      await openScreen(command, status);
      expect(screen.getByRole('status')).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );

  it('lets the insurance agent cancel its request while it waits for authorisation, and only then', async () => {
    await openScreen('cancel', 'PEN', undefined, {}, 'insurance-agent');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  it.each<[RequestCommand, StatusCode, string]>([
    ['cancel', 'SUB', 'This request is Submitted, so it cannot be cancelled.'],
    ['resend', 'SUB', 'This request is Submitted, so it cannot be resent.'],
  ])("%s on the agent's %s request says it is not allowed", async (command, status, text) => {
    await openScreen(command, status, undefined, {}, 'insurance-agent');
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
