import { LINK_MESSAGES, LINK_REFUSALS } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, inTurn, json, stubFetch } from '../../../testing/fetch-stub';
import { act, screen, within, FIRST_LOAD_MS } from '../../../testing/test-utils';
import { readLinkSession, writeLinkToken } from '../../../lib/link-session';
import {
  ADDRESS,
  BASE,
  createLinkSessionResponse,
  EREF,
  INSURER,
  renderDoctorAt,
} from '../testing';

const TOKEN = 'emailed-token-0123456789abcdef';
const CHECK = `GET /api/links/doctor/${INSURER}/${EREF}`;
const VERIFY = `POST /api/links/doctor/${INSURER}/${EREF}/verification`;
const linkLive = () => json(200, { erefNo: EREF, insurerCode: INSURER, role: 'doctor' });
const invalid = () =>
  apiError(404, { code: 'NOT_FOUND', detailMessage: LINK_MESSAGES.invalidLink });

describe('doctor verification page', () => {
  it('checks the emailed link, waiting with the specified text, then asks for the identity', async () => {
    const answer = deferred();
    const server = stubFetch({ [CHECK]: () => answer.promise });
    const view = renderDoctorAt(`${BASE}/verification#token=${TOKEN}`);

    expect(await screen.findByText(LINK_MESSAGES.checking)).toBeInTheDocument();
    await act(async () => answer.resolve(linkLive()));

    expect(await screen.findByLabelText("Patient's date of birth")).toBeInTheDocument();
    expect(screen.getByLabelText('Patient NRIC/FIN/Passport (Last 4 Chars)')).toBeInTheDocument();
    // The token went in its header, not in a URL, and left the address bar.
    expect(server.callsTo(CHECK)[0]?.headers.get('x-link-token')).toBe(TOKEN);
    expect(view.router.state.location.hash).toBe('');
  });

  it('retries the check once, then says the request is expired or invalid', async () => {
    const server = stubFetch({ [CHECK]: invalid });
    renderDoctorAt(`${BASE}/verification#token=${TOKEN}`);

    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(server.callsTo(CHECK)).toHaveLength(2);
    expect(screen.queryByLabelText("Patient's date of birth")).not.toBeInTheDocument();
  });

  it('says expired or invalid for a link without a token, asking nothing', async () => {
    const server = stubFetch({});
    renderDoctorAt(`${BASE}/verification`);
    expect(await screen.findByText(LINK_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the identity messages on blur, then checks the typed format', async () => {
    stubFetch({ [CHECK]: linkLive });
    const { user } = renderDoctorAt(`${BASE}/verification#token=${TOKEN}`);
    const dob = await screen.findByLabelText("Patient's date of birth");
    const nric = screen.getByLabelText('Patient NRIC/FIN/Passport (Last 4 Chars)');

    await user.click(dob);
    await user.click(nric);
    await user.tab();
    expect(await screen.findByText(LINK_MESSAGES.dobRequired)).toBeInTheDocument();
    expect(screen.getByText(LINK_MESSAGES.patientNricRequired)).toBeInTheDocument();

    await user.type(dob, '3102');
    expect(await screen.findByText(LINK_MESSAGES.dobFormat)).toBeInTheDocument();
    await user.type(nric, '567Dextra');
    expect(nric).toHaveValue('567D');
    expect(screen.queryByText(LINK_MESSAGES.patientNricRequired)).not.toBeInTheDocument();
  });

  it("shows the server's mismatch message once (no toast) with the tries left, then opens the OTP page once the identity matches", async () => {
    const mismatch = apiError(400, {
      code: 'VALIDATION_FAILED',
      detailMessage: LINK_REFUSALS.identityMismatch(3),
    });
    const server = stubFetch({
      [CHECK]: linkLive,
      [VERIFY]: inTurn(mismatch, json(200, createLinkSessionResponse())),
    });
    const view = renderDoctorAt(`${BASE}/verification#token=${TOKEN}`);
    await view.user.type(await screen.findByLabelText("Patient's date of birth"), '01021980');
    await view.user.type(screen.getByLabelText('Patient NRIC/FIN/Passport (Last 4 Chars)'), '567d');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${LINK_MESSAGES.identityMismatch} 3 tries left before the link locks.`,
    );
    expect(screen.getAllByText(/do not match the request/)).toHaveLength(1);
    expect(view.failures).toEqual([]);
    expect(server.callsTo(VERIFY)[0]?.body).toEqual({
      token: TOKEN,
      dob: '1980-02-01',
      nric: '567D',
    });

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/A 6-digit one-time PIN was sent to/)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/otp`);
    expect(readLinkSession(ADDRESS)?.accessToken).toBe('link.pending-token');
  });

  it('picks the date of birth in the calendar of its button, as every date field of the kit', async () => {
    const server = stubFetch({
      [CHECK]: linkLive,
      [VERIFY]: () => json(200, createLinkSessionResponse()),
    });
    const { user } = renderDoctorAt(`${BASE}/verification#token=${TOKEN}`);
    const dob = await screen.findByLabelText("Patient's date of birth");

    await user.click(screen.getByRole('button', { name: "Choose Patient's date of birth" }));
    const calendar = await screen.findByRole(
      'dialog',
      { name: "Choose Patient's date of birth" },
      { timeout: FIRST_LOAD_MS },
    );
    await user.selectOptions(
      within(calendar).getByRole('combobox', { name: 'Choose the Year' }),
      '1980',
    );
    await user.selectOptions(
      within(calendar).getByRole('combobox', { name: 'Choose the Month' }),
      'February',
    );
    const day = calendar.querySelector('[data-day="1980-02-01"]') as HTMLElement;
    await user.click(within(day).getByRole('button'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dob).toHaveValue('01-02-1980');
    await user.type(screen.getByLabelText('Patient NRIC/FIN/Passport (Last 4 Chars)'), '567D');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/A 6-digit one-time PIN was sent to/)).toBeInTheDocument();
    expect(server.callsTo(VERIFY)[0]?.body).toEqual({
      token: TOKEN,
      dob: '1980-02-01',
      nric: '567D',
    });
  });

  it('after a reload, checks the link with the token the tab kept', async () => {
    writeLinkToken(ADDRESS, TOKEN);
    const server = stubFetch({ [CHECK]: linkLive });
    renderDoctorAt(`${BASE}/verification`);
    expect(await screen.findByLabelText("Patient's date of birth")).toBeInTheDocument();
    expect(server.callsTo(CHECK)[0]?.headers.get('x-link-token')).toBe(TOKEN);
  });
});
