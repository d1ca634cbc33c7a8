import { AUTHORISATION_MESSAGES as M, LINK_MESSAGES, PIN_NOT_SENT_MESSAGE } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createRequestDetail } from '../../../testing/data-generators';
import { apiError, inTurn, json, stubFetch, type Routes } from '../../../testing/fetch-stub';
import { act, screen } from '../../../testing/test-utils';
import { readAuthorisation, startAuthorisation } from '../lib/stored-authorisation';
import { createPinState, EREF, INSURER, PA_ID, renderAuthorisationAt, USER_ID } from '../testing';

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
const PIN = `GET /api/authorise-request/${PA_ID}/pin`;
const pinAnswer = () => json(200, createPinState());

/** The server's refusal of a PIN, on the field. */
const refusedPin = (message: string) =>
  apiError(400, {
    code: 'VALIDATION_FAILED',
    detailMessage: message,
    issues: [{ path: 'otp', message }],
  });

const pinSent = (decision: 'accept' | 'reject' = 'accept', authMethod: 'EMAIL' | 'SMS' = 'EMAIL') =>
  startAuthorisation({ paId: PA_ID, decision, authMethod }, createPinState());

describe('authorisation PIN screen', () => {
  it('without a PIN sent by this method for the request, goes back to the authorise screen', async () => {
    pinSent('accept', 'SMS');
    stubFetch(withDetail({ [PIN]: pinAnswer }));
    const view = renderAuthorisationAt(PIN_PATH);
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/authorise`));
  });

  it.each([
    '/request/not-an-id/authorise/EMAIL',
    '/request/not-an-id/authorise/SP',
    `/request/${PA_ID}/review/EMAIL`,
  ])('is not found at %s', async (path) => {
    pinSent();
    stubFetch(withDetail({ [PIN]: pinAnswer }));
    renderAuthorisationAt(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says where the PIN went and wants exactly 6 characters', async () => {
    pinSent();
    const server = stubFetch(withDetail({ [PIN]: pinAnswer }));
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
        [PIN]: pinAnswer,
        [SEND]: () => json(200, createPinState()),
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

  it("shows a wrong PIN's refusal once, on the field, then stores the verified method and opens the declaration", async () => {
    pinSent();
    const server = stubFetch(
      withDetail({
        [PIN]: pinAnswer,
        [VERIFY]: inTurn(
          refusedPin('The OTP is incorrect. 4 tries left.'),
          json(200, { authMethod: 'EMAIL', validUntil: '2026-11-25T10:10:00.000Z' }),
        ),
      }),
    );
    const view = renderAuthorisationAt(PIN_PATH);
    const pin = await screen.findByRole('textbox', { name: 'OTP' });
    await view.user.type(pin, '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP is incorrect. 4 tries left.')).toBeInTheDocument();
    expect(screen.getAllByText(/The OTP is incorrect/)).toHaveLength(1);
    expect(view.failures).toEqual([]);
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
        [PIN]: pinAnswer,
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

  it('after the 5th wrong PIN disables Verify and offers "Resend again" at once', async () => {
    pinSent();
    const server = stubFetch(
      withDetail({
        [PIN]: pinAnswer,
        [VERIFY]: () => refusedPin(LINK_MESSAGES.otpTooManyTries),
        [SEND]: () => json(200, createPinState()),
      }),
    );
    const view = renderAuthorisationAt(PIN_PATH);
    await view.user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(LINK_MESSAGES.otpTooManyTries)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Resend again' }));

    expect(
      await screen.findByText('You can ask for another OTP in 60 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(server.callsTo(SEND)).toHaveLength(1);
    expect(view.failures).toEqual([]);
  });

  it("counts down the PIN's life from what the send answered", async () => {
    startAuthorisation(
      { paId: PA_ID, decision: 'accept', authMethod: 'EMAIL' },
      createPinState({ resendAfterSeconds: 20, expiresInSeconds: 545 }),
    );
    stubFetch(withDetail({ [PIN]: pinAnswer }));
    renderAuthorisationAt(PIN_PATH);
    expect(await screen.findByText('The OTP expires in 9:05.')).toBeInTheDocument();
    expect(screen.getByText('You can ask for another OTP in 20 seconds.')).toBeInTheDocument();
  });

  it('says when the PIN could not be sent: Verify off, a new PIN offered at once', async () => {
    pinSent();
    const server = stubFetch(
      withDetail({ [PIN]: () => json(200, createPinState({ delivery: 'failed' })) }),
    );
    renderAuthorisationAt(PIN_PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_NOT_SENT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend again' })).toBeInTheDocument();
    expect(server.callsTo(PIN)[0]?.query.get('authMethod')).toBe('EMAIL');
  });
});
