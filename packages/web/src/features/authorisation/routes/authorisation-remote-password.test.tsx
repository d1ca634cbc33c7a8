import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { createRequestDetail } from '../../../testing/data-generators';
import { apiError, inTurn, json, stubFetch, type Routes } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import { readAuthorisation, startAuthorisation } from '../lib/stored-authorisation';
import { EREF, INSURER, PA_ID, renderAuthorisationAt } from '../testing';

const CHECK = `POST /api/authorise-request/${PA_ID}/remote-authentication`;
const REM_PATH = `/request/${PA_ID}/authorise/REM`;
const DETAIL = `GET /api/insurers/${INSURER}/requests/${PA_ID}`;
const WRONG = 'The password does not match our records. Please check and try again. 4 tries left.';

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

const remChosen = (decision: 'accept' | 'reject' = 'accept') =>
  startAuthorisation({ paId: PA_ID, decision, authMethod: 'REM' }, null);

const passed = () => json(200, { authMethod: 'REM', validUntil: '2026-11-25T10:10:00.000Z' });

describe('REM screen (a logged-in policyholder authorising with Remote Authentication)', () => {
  it('without REM chosen for the request in this tab, goes back to the authorise screen', async () => {
    startAuthorisation({ paId: PA_ID, decision: 'accept', authMethod: 'EMAIL' }, null);
    stubFetch(withDetail({}));
    const view = renderAuthorisationAt(REM_PATH);
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/authorise`));
  });

  it('names the request and decision, asks the 000 §2.2 password, with Cancel and Back', async () => {
    remChosen('reject');
    stubFetch(withDetail({}));
    renderAuthorisationAt(REM_PATH);

    expect(await screen.findByRole('heading', { name: M.remoteTitle })).toBeInTheDocument();
    expect(
      await screen.findByText(
        `You are rejecting request ${EREF} for Tan Ah Kow. After the password, you confirm the rejection.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(M.remoteText)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', M.remotePlaceholder);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/request/${PA_ID}/authorise`,
    );
  });

  it('asks for the password when empty, without a call', async () => {
    remChosen();
    const server = stubFetch(withDetail({ [CHECK]: passed }));
    const view = renderAuthorisationAt(REM_PATH);
    await view.user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.remoteRequired)).toBeInTheDocument();
    expect(server.callsTo(CHECK)).toHaveLength(0);
  });

  it('shows a wrong password once, on the field with the tries left, then a pass opens the declaration', async () => {
    remChosen();
    const server = stubFetch(
      withDetail({
        [CHECK]: inTurn(
          apiError(400, {
            code: 'VALIDATION_FAILED',
            detailMessage: WRONG,
            issues: [{ path: 'otp', message: WRONG }],
          }),
          passed(),
        ),
      }),
    );
    const view = renderAuthorisationAt(REM_PATH);
    const password = await screen.findByLabelText('Password');
    await view.user.type(password, '01011970S0000000Z');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(screen.getAllByText(/does not match our records/)).toHaveLength(1);
    expect(view.failures).toEqual([]);
    expect(readAuthorisation()?.verified).toBe(false);

    await view.user.clear(password);
    await view.user.type(password, '01021980S1234567D');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-accept`));
    expect(server.callsTo(CHECK)[1]?.body).toEqual({ otp: '01021980S1234567D' });
    expect(readAuthorisation()).toMatchObject({ authMethod: 'REM', verified: true });
  });

  it('says once, above the field, that REM is locked and the other methods are open', async () => {
    remChosen();
    stubFetch(
      withDetail({
        [CHECK]: () => apiError(403, { code: 'FORBIDDEN', detailMessage: M.remoteLocked }),
      }),
    );
    const view = renderAuthorisationAt(REM_PATH);
    await view.user.type(await screen.findByLabelText('Password'), '01011970S0000000Z');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.remoteLocked);
    expect(screen.getAllByText(M.remoteLocked)).toHaveLength(1);
    expect(view.failures).toEqual([]);
  });
});
