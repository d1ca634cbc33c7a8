import {
  AUTHORISATION_MESSAGES,
  type GetAuthorizeResponse,
  LINK_LOCKED_MESSAGES,
  LINK_MESSAGES,
  LINK_REFUSALS,
} from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { isRemoteAuthenticationRequired } from '../../../lib/session-storage';
import { apiError, deferred, inTurn, json, stubFetch } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import { EREF, INSURER, PA_ID, renderAuthorisationAt, USER_ID } from '../testing';

const CHECK = 'POST /api/policyholder-verification';
const AUTHORIZE = 'POST /api/get-authorize';
const PAYLOAD = 'a'.repeat(43);

const authorized = (overrides: Partial<GetAuthorizeResponse> = {}): GetAuthorizeResponse => ({
  access_token: 'remote.session',
  userInfo: { userId: USER_ID, name: 'Jane Tan', insurerCode: INSURER, userType: 'policy-holder' },
  paId: PA_ID,
  erefNo: EREF,
  remoteAuthenticationRequired: true,
  ...overrides,
});

describe('policyholder verification page (/verify)', () => {
  it('without a payload, is not found without asking the server', async () => {
    const server = stubFetch({});
    const view = renderAuthorisationAt('/verify');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(view.location()).toBe('/not-found');
    expect(server.calls).toHaveLength(0);
  });

  it('checks the payload once more after a failure, then is not found', async () => {
    const server = stubFetch({
      [CHECK]: () => apiError(404, { code: 'NOT_FOUND', detailMessage: LINK_MESSAGES.invalidLink }),
    });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(view.location()).toBe('/not-found');
    expect(server.callsTo(CHECK)).toHaveLength(2);
    expect(server.callsTo(CHECK)[0]?.body).toEqual({ payload: PAYLOAD });
  });

  it("says why a genuine link ended, in the server's words, instead of not found (issue 25)", async () => {
    stubFetch({
      [CHECK]: () =>
        apiError(404, {
          code: 'NOT_FOUND',
          detailMessage: LINK_LOCKED_MESSAGES['remote-authoriser'],
        }),
    });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LINK_LOCKED_MESSAGES['remote-authoriser'],
    );
    expect(view.location()).toMatch(/^\/verify/);
  });

  it('takes the payload out of the address once read, and still knows it after a reload', async () => {
    const server = stubFetch({ [CHECK]: () => json(200, { erefNo: EREF, insurerCode: INSURER }) });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(view.location()).toBe('/verify');
    expect(window.location.href).not.toContain(PAYLOAD);
    view.unmount();

    renderAuthorisationAt('/verify');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(server.callsTo(CHECK).map((c) => c.body)).toContainEqual({ payload: PAYLOAD });
  });

  it('says it is processing while the payload is checked, then asks the identity', async () => {
    const answer = deferred();
    stubFetch({ [CHECK]: () => answer.promise });
    renderAuthorisationAt(`/verify?payload=${PAYLOAD}`);
    expect(await screen.findByText(LINK_MESSAGES.checking)).toBeInTheDocument();
    answer.resolve(json(200, { erefNo: EREF, insurerCode: INSURER }));
    expect(
      await screen.findByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' }),
    ).toHaveAttribute('placeholder', LINK_MESSAGES.policyholderNricRequired);
    expect(screen.getByText(EREF)).toBeInTheDocument();
  });

  it('asks for the NRIC characters, then keeps the session as a login and goes to the remote authentication', async () => {
    const startSession = vi.fn();
    const server = stubFetch({
      [CHECK]: () => json(200, { erefNo: EREF, insurerCode: INSURER }),
      [AUTHORIZE]: () => json(200, authorized()),
    });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`, { startSession });
    const nric = await screen.findByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' });

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(LINK_MESSAGES.policyholderNricRequired)).toBeInTheDocument();
    expect(server.callsTo(AUTHORIZE)).toHaveLength(0);

    await view.user.type(nric, '567d');
    await view.user.type(
      screen.getByRole('textbox', { name: 'Date of birth (optional)' }),
      '01021980',
    );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { name: AUTHORISATION_MESSAGES.remoteTitle }),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/remote-authentication');
    expect(server.callsTo(AUTHORIZE)[0]?.body).toEqual({
      identifier: '567D',
      dob: '1980-02-01',
      payload: PAYLOAD,
    });
    expect(startSession).toHaveBeenCalledWith(authorized());
    expect(isRemoteAuthenticationRequired()).toBe(true);
  });

  it('shows a refusal once: above the form, or on the field it names, and never as a toast too', async () => {
    const mismatch = LINK_REFUSALS.identityMismatch(3);
    stubFetch({
      [CHECK]: () => json(200, { erefNo: EREF, insurerCode: INSURER }),
      [AUTHORIZE]: inTurn(
        apiError(400, { code: 'VALIDATION_FAILED', detailMessage: mismatch }),
        apiError(400, {
          code: 'VALIDATION_FAILED',
          detailMessage: 'Please enter a valid date.',
          issues: [{ path: 'dob', message: 'Please enter a valid date.' }],
        }),
      ),
    });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`);
    const nric = await screen.findByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' });
    await view.user.type(nric, '0000');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(mismatch);
    expect(screen.getAllByText(mismatch)).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid date.')).toBeInTheDocument();
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date of birth (optional)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(view.failures).toEqual([]);
  });

  it('leaves the date of birth out when it is not given, and goes to the dashboard when no remote authentication is needed', async () => {
    const server = stubFetch({
      [CHECK]: () => json(200, { erefNo: EREF, insurerCode: INSURER }),
      [AUTHORIZE]: () => json(200, authorized({ remoteAuthenticationRequired: false })),
    });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`);
    await view.user.type(
      await screen.findByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' }),
      '567D',
    );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
    expect(server.callsTo(AUTHORIZE)[0]?.body).toEqual({
      identifier: '567D',
      dob: null,
      payload: PAYLOAD,
    });
    expect(isRemoteAuthenticationRequired()).toBe(false);
  });

  it.each([
    [403, 'FORBIDDEN', LINK_MESSAGES.identityMismatch],
    [403, 'FORBIDDEN', LINK_LOCKED_MESSAGES['remote-authoriser']],
    [429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'],
  ] as const)("shows the server's %s refusal above the form", async (status, code, message) => {
    const startSession = vi.fn();
    stubFetch({
      [CHECK]: () => json(200, { erefNo: EREF, insurerCode: INSURER }),
      [AUTHORIZE]: inTurn(apiError(status, { code, detailMessage: message })),
    });
    const view = renderAuthorisationAt(`/verify?payload=${PAYLOAD}`, { startSession });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'NRIC/FIN/Passport (Last 4 Chars)' }),
      '1234',
    );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.location()).toBe('/verify');
    expect(startSession).not.toHaveBeenCalled();
  });
});
