import { AUTHORISATION_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import { readAuthorisation, startAuthorisation } from '../lib/stored-authorisation';
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
});
