import { LINK_MESSAGES, LINK_REFUSALS, PIN_NOT_SENT_MESSAGE, type PinState } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { apiError, inTurn, json, stubFetch } from '../../../testing/fetch-stub';
import { act, screen } from '../../../testing/test-utils';
import { readLinkSession, writeLinkSession } from '../../../lib/link-session';
import {
  ADDRESS,
  BASE,
  createLinkSessionResponse,
  doctorInputRoutes,
  renderDoctorAt,
} from '../testing';

const VERIFY = 'POST /api/links/otp/verify';
const RESEND = 'POST /api/links/otp/resend';
const PIN = 'GET /api/links/otp';

/** The PIN in flight as a resend answers it. */
const pinState = (overrides: Partial<PinState> = {}): PinState => ({
  pinSentTo: 'd***r@clinic.example.sg',
  pinSentAt: '2026-11-27T09:00:00.000Z',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
  delivery: 'sending',
  ...overrides,
});

const pinAnswer = () => json(200, pinState());

/** The server's refusal of a PIN, on the field. */
const refusedPin = (message: string) =>
  apiError(400, {
    code: 'VALIDATION_FAILED',
    detailMessage: message,
    issues: [{ path: 'otp', message }],
  });

describe('doctor OTP page', () => {
  it('without a session from the identity check, goes back to verification', async () => {
    stubFetch({ [PIN]: pinAnswer });
    const view = renderDoctorAt(`${BASE}/otp`);
    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/verification`);
  });

  it('asks for the OTP when it is empty', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse());
    const server = stubFetch({ [PIN]: pinAnswer });
    const { user } = renderDoctorAt(`${BASE}/otp`);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LINK_MESSAGES.otpRequired)).toBeInTheDocument();
    expect(server.callsTo(VERIFY)).toHaveLength(0);
  });

  it('keeps only digits, at most 6, on a numeric keypad, and spends no try on fewer (001 L77)', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse());
    const server = stubFetch({ [PIN]: pinAnswer });
    const { user } = renderDoctorAt(`${BASE}/otp`);
    const pin = await screen.findByRole('textbox', { name: 'OTP' });
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '1a2b3c4d5');
    expect(pin).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LINK_MESSAGES.otpFormat)).toBeInTheDocument();
    await user.type(pin, '67');
    expect(pin).toHaveValue('123456');
    expect(server.callsTo(VERIFY)).toHaveLength(0);
  });

  it('hides the resend link for 60 seconds, then offers "Resend again", which starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeLinkSession(ADDRESS, createLinkSessionResponse({ resendAfterSeconds: 60 }));
    const server = stubFetch({
      [PIN]: pinAnswer,
      [RESEND]: () => json(200, pinState()),
    });
    const { user } = renderDoctorAt(`${BASE}/otp`);

    expect(
      await screen.findByText('You can ask for another OTP in 60 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('You can ask for another OTP in 1 seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    await user.click(screen.getByRole('button', { name: 'Resend again' }));
    expect(
      await screen.findByText('You can ask for another OTP in 60 seconds.'),
    ).toBeInTheDocument();
    expect(server.callsTo(RESEND)[0]?.body).toEqual({ authMethod: 'email' });
    expect(server.callsTo(RESEND)[0]?.headers.get('Authorization')).toBe(
      'Bearer link.pending-token',
    );
  });

  it("shows a wrong PIN's refusal once, on the field, with the tries left; then opens the form with the verified session", async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse());
    const server = stubFetch(
      doctorInputRoutes({
        routes: {
          [PIN]: pinAnswer,
          [VERIFY]: inTurn(
            refusedPin(LINK_REFUSALS.otpWrong(4)),
            json(
              200,
              createLinkSessionResponse({ access_token: 'link.verified', stage: 'verified' }),
            ),
          ),
        },
      }),
    );
    const view = renderDoctorAt(`${BASE}/otp`);
    const pin = await screen.findByRole('textbox', { name: 'OTP' });
    await view.user.type(pin, '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP is incorrect. 4 tries left.')).toBeInTheDocument();
    expect(screen.getAllByText(/The OTP is incorrect/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.failures).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('heading', { name: 'Request Details' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.callsTo(VERIFY)[1]?.body).toEqual({ authMethod: 'email', otp: '123456' });
    expect(readLinkSession(ADDRESS)).toMatchObject({
      accessToken: 'link.verified',
      stage: 'verified',
    });
  });

  it('after the 5th wrong PIN disables Verify and offers "Resend again" at once; the new PIN can be typed', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse({ resendAfterSeconds: 50 }));
    const server = stubFetch({
      [PIN]: pinAnswer,
      [VERIFY]: () => refusedPin(LINK_MESSAGES.otpTooManyTries),
      [RESEND]: () => json(200, pinState({ pinSentAt: '2026-11-27T09:01:00.000Z' })),
    });
    const view = renderDoctorAt(`${BASE}/otp`);
    expect(
      await screen.findByText('You can ask for another OTP in 50 seconds.'),
    ).toBeInTheDocument();
    await view.user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(LINK_MESSAGES.otpTooManyTries)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.queryByText(/You can ask for another OTP in/)).not.toBeInTheDocument();
    expect(screen.queryByText(/The OTP expires in/)).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Resend again' }));
    expect(
      await screen.findByText('You can ask for another OTP in 60 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveValue('');
    expect(screen.queryByText(LINK_MESSAGES.otpTooManyTries)).not.toBeInTheDocument();
    expect(server.callsTo(RESEND)).toHaveLength(1);
    expect(view.failures).toEqual([]);
  });

  it("counts down the PIN's life; at its end Verify is disabled and a new one may be asked for", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeLinkSession(
      ADDRESS,
      createLinkSessionResponse({ resendAfterSeconds: 0, expiresInSeconds: 90 }),
    );
    stubFetch({ [PIN]: pinAnswer });
    renderDoctorAt(`${BASE}/otp`);

    expect(await screen.findByText('The OTP expires in 1:30.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(90_000));

    expect(screen.queryByText(/The OTP expires in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend again' })).toBeInTheDocument();
  });

  it('says when to try again once a refused resend answers 429, in one place', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse({ resendAfterSeconds: 0 }));
    const tooMany = LINK_REFUSALS.otpTooManySends(50 * 60);
    stubFetch({
      [PIN]: pinAnswer,
      [RESEND]: () => apiError(429, { code: 'RATE_LIMITED', detailMessage: tooMany }),
    });
    const view = renderDoctorAt(`${BASE}/otp`);

    await view.user.click(await screen.findByRole('button', { name: 'Resend again' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many OTPs were sent. Please try again in 50 minutes.',
    );
    expect(view.failures).toEqual([]);
  });

  it("says when the PIN could not be sent, in place of the form's messages: Verify off, a new PIN offered", async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse({ resendAfterSeconds: 40 }));
    stubFetch({ [PIN]: () => json(200, pinState({ delivery: 'failed' })) });
    renderDoctorAt(`${BASE}/otp`);

    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_NOT_SENT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend again' })).toBeInTheDocument();
  });
});
