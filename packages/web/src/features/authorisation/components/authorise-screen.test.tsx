import { AUTHORISATION_MESSAGES as M, type AuthMode, type RequestDetail } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createRequestDetail } from '../../../testing/data-generators';
import { apiError, json, stubFetch, type Routes } from '../../../testing/fetch-stub';
import { findToast, screen } from '../../../testing/test-utils';
import { readAuthorisation } from '../lib/stored-authorisation';
import { createPinState, EREF, INSURER, PA_ID, renderAuthorisationAt, USER_ID } from '../testing';

const MODES = 'GET /api/auth-modes';
const SEND = `POST /api/users/${USER_ID}/send`;
const STATE = 'GET /api/digital-identity/state';
const DETAIL = `GET /api/insurers/${INSURER}/requests/${PA_ID}`;

const mode = (authCode: string, overrides: Partial<AuthMode> = {}): AuthMode => ({
  authCode,
  authDesc: `${authCode} description`,
  validflag: true,
  ...overrides,
});

/** A pending request an agent raised (the policyholder chooses the method). */
const pending = (overrides: Partial<RequestDetail> = {}) =>
  createRequestDetail({
    paId: PA_ID,
    erefNo: EREF,
    insurerCode: INSURER,
    statusCode: 'PEN',
    creatorRole: 'insurance-agent',
    ...overrides,
  });

function openAuthorise(
  detail: RequestDetail,
  modes: AuthMode[] = [mode('SP'), mode('EMAIL'), mode('SMS')],
  routes: Routes = {},
  path = `/request/${PA_ID}/authorise`,
) {
  const server = stubFetch({
    [DETAIL]: () => json(200, detail),
    [MODES]: () => json(200, modes),
    ...routes,
  });
  const view = renderAuthorisationAt(path);
  return { server, view };
}

const pinScreen = () => screen.findByRole('heading', { name: '2FA Security – One Time Pin' });

const choices = () =>
  screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');

describe('authorise screen', () => {
  it("offers the insurer's valid, described, known methods a policyholder can use, EMAIL chosen", async () => {
    const { server } = openAuthorise(pending(), [
      mode('SMS'),
      mode('SP'),
      mode('EMAIL'),
      mode('REM'),
      mode('FAX'),
      mode('SMS', { validflag: false, authDesc: 'second entry' }),
      mode('EMAIL', { authDesc: '  ' }),
    ]);
    expect(
      await screen.findByRole('radiogroup', { name: 'Choose how to authorise this request' }),
    ).toBeInTheDocument();
    expect(choices()).toEqual(['SMS', 'Singpass', 'Email', 'Remote Authentication']);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(server.callsTo(MODES)[0]?.query.get('userType')).toBe('policy-holder');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('chooses the first offered method when EMAIL is not offered', async () => {
    openAuthorise(pending(), [mode('SMS'), mode('SP')]);
    expect(await screen.findByRole('radio', { name: 'SMS' })).toBeChecked();
  });

  it('says so when the insurer offers no usable method', async () => {
    openAuthorise(pending(), [mode('FAX'), mode('EMAIL', { validflag: false })]);
    expect(await screen.findByText(/No authorisation method is available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it.each(['policy-holder', 'insured-patient'])(
    'skips the choice for a request the %s raised (EMAIL) and asks no methods',
    async (creatorRole) => {
      const { server, view } = openAuthorise(pending({ creatorRole }), [], {
        [SEND]: () => json(200, createPinState()),
      });
      await view.user.click(await screen.findByRole('button', { name: 'Accept' }));
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(await pinScreen()).toBeInTheDocument();
      expect(server.callsTo(MODES)).toHaveLength(0);
      expect(server.callsTo(SEND)[0]?.body).toEqual({
        authMethod: 'EMAIL',
        paId: PA_ID,
        decision: 'accept',
      });
    },
  );

  it('Reject with Remote Authentication sends nothing and opens its password screen', async () => {
    const { server, view } = openAuthorise(pending(), [mode('EMAIL'), mode('REM')]);
    await view.user.click(await screen.findByRole('radio', { name: 'Remote Authentication' }));
    await view.user.click(screen.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByRole('heading', { name: M.remoteTitle })).toBeInTheDocument();
    expect(view.location()).toBe(`/request/${PA_ID}/authorise/REM`);
    expect(readAuthorisation()).toMatchObject({
      paId: PA_ID,
      authMethod: 'REM',
      decision: 'reject',
      verified: false,
    });
    expect(server.callsTo(SEND)).toHaveLength(0);
  });

  it('Accept sends the PIN with the toasts, stores the method and opens the PIN screen', async () => {
    const { server, view } = openAuthorise(pending(), undefined, {
      [SEND]: () => json(200, createPinState({ pinSentTo: '+65 ****4567' })),
    });
    await view.user.click(await screen.findByRole('radio', { name: 'SMS' }));
    await view.user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await findToast(M.otpSent)).toBeInTheDocument();
    expect(view.location()).toBe(`/request/${PA_ID}/authorise/SMS`);
    expect(server.callsTo(SEND)[0]?.body).toEqual({
      authMethod: 'SMS',
      paId: PA_ID,
      decision: 'accept',
    });
    expect(readAuthorisation()).toMatchObject({
      paId: PA_ID,
      decision: 'accept',
      authMethod: 'SMS',
      verified: false,
      pinSentTo: '+65 ****4567',
    });
  });

  it('says it is preparing the OTP while it is sent', async () => {
    const { view } = openAuthorise(pending(), undefined, {
      [SEND]: () => new Promise<Response>(() => {}),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await findToast(M.preparingOtp)).toBeInTheDocument();
  });

  it('Reject also sends a PIN first, for a reject (its message says so), remembering the decision', async () => {
    const { server, view } = openAuthorise(pending(), undefined, {
      [SEND]: () => json(200, createPinState()),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await pinScreen()).toBeInTheDocument();
    expect(view.location()).toBe(`/request/${PA_ID}/authorise/EMAIL`);
    expect(readAuthorisation()).toMatchObject({ decision: 'reject', authMethod: 'EMAIL' });
    expect(server.callsTo(SEND)[0]?.body).toMatchObject({ decision: 'reject' });
  });

  it("shows the server's refusal of the send in the toast and stays", async () => {
    const { view } = openAuthorise(pending(), undefined, {
      [SEND]: () => apiError(409, { code: 'CONFLICT', detailMessage: M.smsUnavailable }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(view.failures).toEqual([M.smsUnavailable]));
    expect(view.location()).toBe(`/request/${PA_ID}/authorise`);
    expect(readAuthorisation()).toBeNull();
  });

  it('with Singpass chosen, shows its login button instead of Accept, stores SP and leaves for the login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = 'https://id.singpass.example/auth?state=s1';
    const { server, view } = openAuthorise(pending(), undefined, {
      [STATE]: () => json(200, { state: 's1', authorizationUrl: url }),
    });
    await view.user.click(await screen.findByRole('radio', { name: 'Singpass' }));
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Log in with Singpass' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(server.callsTo(STATE)[0]?.query.get('insurerCode')).toBe(INSURER);
    expect(server.callsTo(STATE)[0]?.query.get('paId')).toBe(PA_ID);
    expect(readAuthorisation()).toMatchObject({
      paId: PA_ID,
      decision: 'accept',
      authMethod: 'SP',
      verified: false,
    });
  });

  it('/request/{id}/authorise/SP opens the authorise screen with Singpass chosen (000 L46)', async () => {
    const { view } = openAuthorise(pending(), undefined, {}, `/request/${PA_ID}/authorise/SP`);
    expect(await screen.findByRole('radio', { name: 'Singpass' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Log in with Singpass' })).toBeInTheDocument();
    expect(view.location()).toBe(`/request/${PA_ID}/authorise`);
  });

  it('says a request that is not pending cannot be authorised', async () => {
    const { server } = openAuthorise(pending({ statusCode: 'SUB' }));
    expect(
      await screen.findByText(/cannot be authorised or rejected any more/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(server.callsTo(MODES)).toHaveLength(0);
  });
});
