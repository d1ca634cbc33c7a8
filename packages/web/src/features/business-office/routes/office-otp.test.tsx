import { LINK_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { readLinkSession, writeLinkSession } from '../../../lib/link-session';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import {
  ADDRESS,
  BASE,
  createOfficeParams,
  createOfficeSession,
  EREF,
  FEE_TYPES,
  PARAMS_CALL,
  renderOfficeAt,
} from '../testing';

const VERIFY = 'POST /api/links/otp/verify';

describe('business-office OTP page', () => {
  it('without a stored session, goes back to verification', async () => {
    stubFetch({});
    const view = renderOfficeAt(`${BASE}/otp`);
    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/verification`);
  });

  it("shows the office's email and the ref no, asks for the OTP when empty, then opens the input", async () => {
    writeLinkSession(ADDRESS, createOfficeSession());
    const server = stubFetch({
      [VERIFY]: () =>
        json(200, createOfficeSession({ access_token: 'office.verified', stage: 'verified' })),
      [PARAMS_CALL]: () => json(200, createOfficeParams()),
      ...FEE_TYPES,
    });
    const view = renderOfficeAt(`${BASE}/otp`);

    expect(
      await screen.findByRole('heading', { name: '2FA Security – One Time Pin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('b***e@hospital.example.sg')).toBeInTheDocument();
    expect(screen.getAllByText(EREF).length).toBeGreaterThan(0);
    const pin = screen.getByRole('textbox', { name: 'OTP' });
    expect(pin).toHaveAttribute('placeholder', 'Enter 6 digits OTP here');
    expect(screen.getByText('You can ask for another OTP in 60 seconds.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LINK_MESSAGES.otpRequired)).toBeInTheDocument();
    expect(server.callsTo(VERIFY)).toHaveLength(0);

    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await view.user.type(pin, 'abc12345');
    expect(pin).toHaveValue('12345');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LINK_MESSAGES.otpFormat)).toBeInTheDocument();
    expect(server.callsTo(VERIFY)).toHaveLength(0);

    await view.user.type(pin, '6');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('heading', { name: 'Pre-Authorisation Request Details' }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/input`);
    expect(server.callsTo(VERIFY)[0]?.body).toEqual({ authMethod: 'email', otp: '123456' });
    expect(readLinkSession(ADDRESS)?.stage).toBe('verified');
    expect(server.callsTo(PARAMS_CALL)[0]?.headers.get('Authorization')).toBe(
      'Bearer office.verified',
    );
  });
});
