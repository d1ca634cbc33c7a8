import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginResponse } from '../../../testing/data-generators';
import {
  isRemoteAuthenticationRequired,
  setRemoteAuthenticationRequired,
} from '../../../lib/session-storage';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { screen, seedSession } from '../../../testing/test-utils';
import { policyholder, renderAuthorisationAt } from '../testing';

const AUTHENTICATE = 'POST /api/remote-authentication';

/** The remote authoriser's session, opened by the emailed link (a link session's token). */
const remoteAuthoriser = () =>
  seedSession(createLoginResponse({ access_token: 'link.remote-authoriser' }));

describe('remote authentication screen', () => {
  beforeEach(remoteAuthoriser);

  it("sends a login's session (not the remote authoriser's) to the dashboard, asking nothing (000 L37)", async () => {
    seedSession(createLoginResponse());
    const server = stubFetch({});
    const view = renderAuthorisationAt('/remote-authentication');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
    expect(server.calls).toHaveLength(0);
  });

  it('shows the title, the text and one password field named otp', async () => {
    stubFetch({});
    renderAuthorisationAt('/remote-authentication');
    expect(await screen.findByRole('heading', { name: M.remoteTitle })).toBeInTheDocument();
    expect(screen.getByText(M.remoteText)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'otp');
    expect(password).toHaveAttribute('placeholder', M.remotePlaceholder);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('asks for the password when empty; a pass keeps the new token, goes to the dashboard and ends the redirect', async () => {
    setRemoteAuthenticationRequired(true);
    const verified = { access_token: 'link.verified-token', userInfo: policyholder() };
    const server = stubFetch({ [AUTHENTICATE]: () => json(200, verified) });
    const startSession = vi.fn();
    const view = renderAuthorisationAt('/remote-authentication', { startSession });

    await view.user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.remoteRequired)).toBeInTheDocument();
    expect(server.callsTo(AUTHENTICATE)).toHaveLength(0);

    await view.user.type(screen.getByLabelText('Password'), '01021980S1234567D');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
    expect(server.callsTo(AUTHENTICATE)[0]?.body).toEqual({ otp: '01021980S1234567D' });
    expect(isRemoteAuthenticationRequired()).toBe(false);
    expect(startSession).toHaveBeenCalledWith(verified);
  });

  it("shows the server's refusal once, on the field (no toast), and keeps the redirect", async () => {
    setRemoteAuthenticationRequired(true);
    stubFetch({
      [AUTHENTICATE]: () => apiError(403, { code: 'FORBIDDEN', detailMessage: M.remoteMismatch }),
    });
    const view = renderAuthorisationAt('/remote-authentication');
    await view.user.type(await screen.findByLabelText('Password'), '01021980S0000000X');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.remoteMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(M.remoteMismatch)).toHaveLength(1);
    expect(view.failures).toEqual([]);
    expect(isRemoteAuthenticationRequired()).toBe(true);
  });
});
