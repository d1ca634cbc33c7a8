import { LINK_LOCKED_MESSAGES, LINK_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, inTurn, json, stubFetch } from '../../../testing/fetch-stub';
import { act, screen } from '../../../testing/test-utils';
import { readLinkSession } from '../../../lib/link-session';
import { ADDRESS, BASE, createOfficeSession, EREF, INSURER, renderOfficeAt } from '../testing';

const TOKEN = 'office-token-0123456789abcdef';
const CHECK = `GET /api/links/business-office/${INSURER}/${EREF}`;
const VERIFY = `POST /api/links/business-office/${INSURER}/${EREF}/verification`;
const NRIC = 'Patient NRIC/FIN/Passport (Last 4 Chars)';
const linkLive = () => json(200, { erefNo: EREF, insurerCode: INSURER, role: 'business-office' });

describe('business-office verification page', () => {
  it('checks the link with the waiting text, then asks for the last 4 characters only, saying a PIN follows', async () => {
    const answer = deferred();
    const server = stubFetch({ [CHECK]: () => answer.promise });
    const view = renderOfficeAt(`${BASE}/verification#token=${TOKEN}`);

    expect(await screen.findByText(LINK_MESSAGES.checking)).toBeInTheDocument();
    await act(async () => answer.resolve(linkLive()));

    expect(
      screen.getByRole('heading', { name: 'Pre-Authorisation Request – Business Office Inputs' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(NRIC)).toBeInTheDocument();
    expect(screen.queryByLabelText("Patient's date of birth")).not.toBeInTheDocument();
    expect(
      screen.getByText(/one-time PIN sent to the business office's email/),
    ).toBeInTheDocument();
    expect(server.callsTo(CHECK)[0]?.headers.get('x-link-token')).toBe(TOKEN);
    expect(view.router.state.location.hash).toBe('');
  });

  // The server's 404 says why when the token is genuine (issue 25), else the seed's text.
  it("retries the check once, then says why the link no longer opens, in the server's words", async () => {
    const server = stubFetch({
      [CHECK]: () =>
        apiError(404, {
          code: 'NOT_FOUND',
          detailMessage: LINK_LOCKED_MESSAGES['business-office'],
        }),
    });
    renderOfficeAt(`${BASE}/verification#token=${TOKEN}`);
    expect(await screen.findByText(LINK_LOCKED_MESSAGES['business-office'])).toBeInTheDocument();
    expect(server.callsTo(CHECK)).toHaveLength(2);
    expect(screen.queryByLabelText(NRIC)).not.toBeInTheDocument();
  });

  it('says the NRIC is needed on blur, keeps 4 characters, shows a mismatch, then opens the OTP page', async () => {
    const server = stubFetch({
      [CHECK]: linkLive,
      [VERIFY]: inTurn(
        apiError(400, { code: 'VALIDATION_FAILED', detailMessage: LINK_MESSAGES.identityMismatch }),
        json(200, createOfficeSession()),
      ),
    });
    const view = renderOfficeAt(`${BASE}/verification#token=${TOKEN}`);
    const nric = await screen.findByLabelText(NRIC);
    await view.user.click(nric);
    await view.user.tab();
    expect(await screen.findByText(LINK_MESSAGES.patientNricRequired)).toBeInTheDocument();

    await view.user.type(nric, '567dextra');
    expect(nric).toHaveValue('567d');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_MESSAGES.identityMismatch);
    expect(server.callsTo(VERIFY)[0]?.body).toEqual({ token: TOKEN, nric: '567D' });

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: '2FA Security – One Time Pin' }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/otp`);
    expect(readLinkSession(ADDRESS)?.accessToken).toBe('office.pending-token');
  });
});
