import { LINK_MESSAGES } from '@preauth/shared';
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

describe('doctor OTP page', () => {
  it('without a session from the identity check, goes back to verification', async () => {
    stubFetch({});
    const view = renderDoctorAt(`${BASE}/otp`);
    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/verification`);
  });

  it('asks for the OTP when it is empty', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse());
    const server = stubFetch({});
    const { user } = renderDoctorAt(`${BASE}/otp`);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LINK_MESSAGES.otpRequired)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('keeps only digits, at most 6, on a numeric keypad, and spends no try on fewer (001 L77)', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse());
    const server = stubFetch({});
    const { user } = renderDoctorAt(`${BASE}/otp`);
    const pin = await screen.findByRole('textbox', { name: 'OTP' });
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '1a2b3c4d5');
    expect(pin).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LINK_MESSAGES.otpFormat)).toBeInTheDocument();
    await user.type(pin, '67');
    expect(pin).toHaveValue('123456');
    expect(server.calls).toHaveLength(0);
  });

  it('hides the resend link for 60 seconds, then offers "Resend again", which starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeLinkSession(ADDRESS, createLinkSessionResponse({ resendAfterSeconds: 60 }));
    const server = stubFetch({
      [RESEND]: () => json(200, { pinSentTo: 'd***r@clinic.example.sg', resendAfterSeconds: 60 }),
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

  it("shows the server's refusal of a wrong PIN, and opens the form with the verified session", async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse());
    const server = stubFetch(
      doctorInputRoutes({
        routes: {
          [VERIFY]: inTurn(
            apiError(400, { code: 'VALIDATION_FAILED', detailMessage: LINK_MESSAGES.otpWrong }),
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
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_MESSAGES.otpWrong);

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
});
