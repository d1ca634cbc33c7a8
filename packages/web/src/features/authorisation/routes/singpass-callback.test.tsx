import { AUTHORISATION_MESSAGES as M, MESSAGES } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import {
  readAuthorisation,
  startAuthorisation,
  writeAuthorisation,
} from '../lib/stored-authorisation';
import { PA_ID, renderAuthorisationAt } from '../testing';

const AUTHORIZE = 'GET /api/singpass-authorize';
const CALLBACK = '/spcb?code=c0de&state=st4te';

const leftForSingpass = (decision: 'accept' | 'reject' = 'accept') =>
  startAuthorisation({ paId: PA_ID, decision, authMethod: 'SP' }, null);

describe('Singpass callback (/spcb)', () => {
  it('exchanges the code and state once, then opens the declaration of the stored request', async () => {
    leftForSingpass();
    const server = stubFetch({
      [AUTHORIZE]: () =>
        json(200, { paId: PA_ID, authMethod: 'SP', validUntil: '2026-11-25T10:10:00.000Z' }),
    });
    const view = renderAuthorisationAt(CALLBACK);
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-accept`));
    expect(server.callsTo(AUTHORIZE)).toHaveLength(1);
    expect(server.callsTo(AUTHORIZE)[0]?.query.get('code')).toBe('c0de');
    expect(server.callsTo(AUTHORIZE)[0]?.query.get('state')).toBe('st4te');
    expect(readAuthorisation()).toMatchObject({ paId: PA_ID, authMethod: 'SP', verified: true });
  });

  it('passes on the issuer a FAPI 2.0 provider names on the callback (the server checks it)', async () => {
    leftForSingpass();
    const server = stubFetch({
      [AUTHORIZE]: () =>
        json(200, { paId: PA_ID, authMethod: 'SP', validUntil: '2026-11-25T10:10:00.000Z' }),
    });
    const view = renderAuthorisationAt(
      `${CALLBACK}&iss=${encodeURIComponent('https://id.example.sg')}`,
    );
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-accept`));
    expect(server.callsTo(AUTHORIZE)[0]?.query.get('iss')).toBe('https://id.example.sg');
  });

  it('opens the reject declaration after a login for a reject', async () => {
    leftForSingpass('reject');
    stubFetch({
      [AUTHORIZE]: () =>
        json(200, { paId: PA_ID, authMethod: 'SP', validUntil: '2026-11-25T10:10:00.000Z' }),
    });
    const view = renderAuthorisationAt(CALLBACK);
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-reject`));
  });

  it("shows 'Authorisation Error' with the server's message and the way back to the request", async () => {
    leftForSingpass();
    const server = stubFetch({
      [AUTHORIZE]: () =>
        apiError(403, { code: 'FORBIDDEN', detailMessage: M.singpassNricMismatch }),
    });
    renderAuthorisationAt(CALLBACK);
    expect(await screen.findByRole('heading', { name: M.authorisationError })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.singpassNricMismatch);
    expect(screen.getByRole('link', { name: M.backToDetails })).toHaveAttribute(
      'href',
      `/request/${PA_ID}/authorise`,
    );
    expect(server.callsTo(AUTHORIZE)).toHaveLength(1);
    expect(readAuthorisation()?.verified).toBe(false);
  });

  it('without a code or state, says the login could not be completed without asking the server', async () => {
    leftForSingpass();
    const server = stubFetch({});
    renderAuthorisationAt('/spcb?error=access_denied&state=st4te');
    expect(await screen.findByRole('heading', { name: M.authorisationError })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.singpassLoginInvalid);
    expect(server.calls).toHaveLength(0);
  });

  it('after the login went through, a Back or reload opens the declaration again without spending the code', async () => {
    writeAuthorisation({ ...leftForSingpass('reject'), verified: true });
    const server = stubFetch({});
    const view = renderAuthorisationAt(CALLBACK);
    await vi.waitFor(() => expect(view.location()).toBe(`/request/${PA_ID}/declaration-reject`));
    expect(server.callsTo(AUTHORIZE)).toHaveLength(0);
  });

  it('in a tab without the session, leads to log in and on to the dashboard, which lists the request', async () => {
    stubFetch({
      [AUTHORIZE]: () =>
        apiError(401, { code: 'UNAUTHENTICATED', detailMessage: MESSAGES.notLoggedIn }),
    });
    renderAuthorisationAt(CALLBACK);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notLoggedIn);
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('in a tab that did not take the decision, asks which declaration to open once the login went through', async () => {
    stubFetch({
      [AUTHORIZE]: () =>
        json(200, { paId: PA_ID, authMethod: 'SP', validUntil: '2026-11-25T10:10:00.000Z' }),
    });
    const view = renderAuthorisationAt(CALLBACK);
    expect(
      await screen.findByRole('heading', { name: 'Singpass login confirmed' }),
    ).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Reject' }));

    expect(view.location()).toBe(`/request/${PA_ID}/declaration-reject`);
    expect(readAuthorisation()).toMatchObject({
      decision: 'reject',
      authMethod: 'SP',
      verified: true,
    });
  });

  it('after a failure in a tab that knows no request, leads to the dashboard', async () => {
    stubFetch({
      [AUTHORIZE]: () =>
        apiError(400, { code: 'BAD_REQUEST', detailMessage: M.singpassLoginInvalid }),
    });
    renderAuthorisationAt(CALLBACK);
    expect(await screen.findByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
