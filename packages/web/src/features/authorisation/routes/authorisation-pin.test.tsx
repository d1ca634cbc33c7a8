import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createRequestDetail } from '../../../testing/data-generators';
import { apiError, inTurn, json, stubFetch, type Routes } from '../../../testing/fetch-stub';
import { act, screen } from '../../../testing/test-utils';
import { readAuthorisation, startAuthorisation } from '../lib/stored-authorisation';
import { EREF, INSURER, PA_ID, renderAuthorisationAt, USER_ID } from '../testing';

const VERIFY = `POST /api/authorise-request/${PA_ID}/verify`;
const SEND = `POST /api/users/${USER_ID}/send`;
const PIN_PATH = `/request/${PA_ID}/authorise/EMAIL`;
const DETAIL = `GET /api/insurers/${INSURER}/requests/${PA_ID}`;

/** The request the PIN is for, as the screen names it, beside the calls under test. */
const withDetail = (handlers: Routes): Routes => ({
  [DETAIL]: () =>
    json(
      200,
      createRequestDetail({
        paId: PA_ID,
        erefNo: EREF,
        insurerCode: INSURER,
        patientName: 'Tan Ah Kow',
        statusCode: 'PEN',
      }),
    ),
  ...handlers,
});

const pinSent = (decision: 'accept' | 'reject' = 'accept', authMethod: 'EMAIL' | 'SMS' = 'EMAIL') =>
  startAuthorisation(
    { paId: PA_ID, decision, authMethod },
    { pinSentTo: 'j***n@mail.sg', resendAfterSeconds: 60 },
  );

describe('authorisation PIN screen', () => {
  it('without a PIN sent by this method for the request, goes back to the authorise screen', async () => {
    pinSent('accept', 'SMS');
    stubFetch(withDetail({}));
    const view = renderAuthorisationAt(PIN_PATH);
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/authorise`));
  });

  it.each([
    '/request/not-an-id/authorise/EMAIL',
    '/request/not-an-id/authorise/SP',
    `/request/${PA_ID}/review/EMAIL`,
  ])('is not found at %s', async (path) => {
    pinSent();
    stubFetch(withDetail({}));
    renderAuthorisationAt(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says where the PIN went and wants exactly 6 characters', async () => {
    pinSent();
    const server = stubFetch(withDetail({}));
    const view = renderAuthorisationAt(PIN_PATH);
    expect(await screen.findByText('j***n@mail.sg')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.otpLength)).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'OTP' }), '12345');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(M.otpLength)).toBeInTheDocument();
    expect(server.callsTo(VERIFY)).toHaveLength(0);
  });

  it('hides the resend link for 60 seconds, then offers "Resend again", which sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pinSent();
    const server = stubFetch(
      withDetail({
        [SEND]: () => json(200, { pinSentTo: 'j***n@mail.sg', resendAfterSeconds: 60 }),
      }),
    );
    const { user } = renderAuthorisationAt(PIN_PATH);

    expect(
      await screen.findByText('You can ask for another OTP in 60 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    await user.click(screen.getByRole('button', { name: 'Resend again' }));
    expect(
      await screen.findByText('You can ask for another OTP in 60 seconds.'),
    ).toBeInTheDocument();
    expect(server.callsTo(SEND)[0]?.body).toEqual({
      authMethod: 'EMAIL',
      paId: PA_ID,
      decision: 'accept',
    });
  });

  it("shows the server's refusal of a wrong PIN, then stores the verified method and opens the declaration", async () => {
    pinSent();
    const server = stubFetch(
      withDetail({
        [VERIFY]: inTurn(
          apiError(400, {
            code: 'VALIDATION_FAILED',
            detailMessage: 'The OTP is incorrect.',
            issues: [{ path: 'otp', message: 'The OTP is incorrect.' }],
          }),
          json(200, { authMethod: 'EMAIL', validUntil: '2026-11-25T10:10:00.000Z' }),
        ),
      }),
    );
    const view = renderAuthorisationAt(PIN_PATH);
    const pin = await screen.findByRole('textbox', { name: 'OTP' });
    await view.user.type(pin, '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP is incorrect.')).toBeInTheDocument();
    expect(readAuthorisation()?.verified).toBe(false);

    await view.user.clear(pin);
    await view.user.type(pin, '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-accept`));
    expect(server.callsTo(VERIFY)[1]?.body).toEqual({
      otp: '123456',
      authMethod: 'EMAIL',
      paId: PA_ID,
    });
    expect(readAuthorisation()).toMatchObject({ authMethod: 'EMAIL', verified: true });
  });

  it('opens the reject declaration after a PIN sent for a reject', async () => {
    pinSent('reject', 'SMS');
    stubFetch(
      withDetail({
        [VERIFY]: () => json(200, { authMethod: 'SMS', validUntil: '2026-11-25T10:10:00.000Z' }),
      }),
    );
    const view = renderAuthorisationAt(`/request/${PA_ID}/authorise/SMS`);
    await view.user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-reject`));
  });

  it.each([
    ['accept', `You are authorising request ${EREF} for Tan Ah Kow.`],
    ['reject', `You are rejecting request ${EREF} for Tan Ah Kow.`],
  ] as const)('names the request and says the person is %sing it', async (decision, sentence) => {
    pinSent(decision);
    stubFetch(withDetail({}));
    renderAuthorisationAt(PIN_PATH);
    expect(await screen.findByText(sentence, { exact: false })).toBeInTheDocument();
  });

  it('has Cancel, to the dashboard, and Back, to the authorise screen to choose again', async () => {
    pinSent('reject');
    stubFetch(withDetail({}));
    const view = renderAuthorisationAt(PIN_PATH);
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await view.user.click(screen.getByRole('link', { name: 'Back' }));

    expect(view.location()).toBe(`/request/${PA_ID}/authorise`);
  });
});
