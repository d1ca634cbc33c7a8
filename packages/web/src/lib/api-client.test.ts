import { type ApiContract, MESSAGES, type UserInfo, contracts } from '@preauth/shared';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  createErrorEnvelope,
  createLoginResponse,
  createUserInfo,
} from '../testing/data-generators';
import { apiError, json, noBody, stubFetch } from '../testing/fetch-stub';
import { seedSession } from '../testing/test-utils';
import { callApi } from './api-client';
import { ApiError, UnreachableError } from './api-error';
import { onSessionActivity } from './session-activity';

describe('api client', () => {
  it("calls the contract's path and parses a success answer with its schema", async () => {
    const me = createUserInfo({ name: 'Aisha Rahman' });
    const server = stubFetch({ 'GET /api/users/me': () => json(200, { ...me, extra: 'dropped' }) });

    await expect(callApi(contracts.getCurrentUser)).resolves.toEqual(me);
    expect(server.calls).toHaveLength(1);
  });

  it('sends the bearer token when there is a session, and none without', async () => {
    const server = stubFetch({ 'GET /api/users/me': () => json(200, createUserInfo()) });
    await callApi(contracts.getCurrentUser);
    expect(server.calls[0]?.headers.get('Authorization')).toBeNull();

    seedSession(createLoginResponse({ access_token: 'abc123' }));
    await callApi(contracts.getCurrentUser);
    expect(server.calls[1]?.headers.get('Authorization')).toBe('Bearer abc123');
  });

  it("sends a link session's token instead of the login's, without counting it as login activity", async () => {
    const server = stubFetch({ 'GET /api/links/session': () => noBody(401) });
    seedSession(createLoginResponse({ access_token: 'login-token' }));
    const activity = vi.fn();
    const stop = onSessionActivity(activity);
    try {
      await callApi(contracts.getLinkSession, { bearerToken: 'link.abc' }).catch(() => undefined);
      stubFetch({ 'GET /api/users/me': () => json(200, createUserInfo()) });
      await callApi(contracts.getCurrentUser);
    } finally {
      stop();
    }
    expect(server.calls[0]?.headers.get('Authorization')).toBe('Bearer link.abc');
    // Only the login's own call restarted its idle clock.
    expect(activity).toHaveBeenCalledTimes(1);
  });

  it('sends a JSON body', async () => {
    const server = stubFetch({ 'POST /api/auth/login': () => json(200, createLoginResponse()) });
    await callApi(contracts.login, { body: { username: 'aisha', password: 'pw' } });
    expect(server.calls[0]?.body).toEqual({ username: 'aisha', password: 'pw' });
    expect(server.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('reads a 204 as an answer without a body', async () => {
    stubFetch({ 'POST /api/auth/logout': () => noBody(204) });
    await expect(callApi(contracts.logout)).resolves.toBeNull();
  });

  it('sends the extra headers it is given', async () => {
    const server = stubFetch({ 'POST /api/auth/logout': () => noBody(204) });
    await callApi(contracts.logout, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(server.calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('throws an ApiError with the status and the error envelope', async () => {
    const envelope = createErrorEnvelope({ code: 'NOT_FOUND', detailMessage: 'No such request.' });
    stubFetch({ 'GET /api/users/me': () => apiError(404, envelope) });

    const error = await callApi(contracts.getCurrentUser).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: envelope, code: 'NOT_FOUND' });
  });

  it('throws an ApiError without a body when the error answer has none or not an envelope', async () => {
    stubFetch({
      'GET /api/users/me': () => noBody(502),
      'POST /api/auth/logout': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(callApi(contracts.getCurrentUser)).rejects.toMatchObject({
      status: 502,
      body: undefined,
    });
    await expect(callApi(contracts.logout)).rejects.toMatchObject({
      status: 502,
      body: undefined,
    });
  });

  it('treats a success answer that does not match the schema as an answer without a body', async () => {
    stubFetch({ 'GET /api/users/me': () => json(200, { name: 'no id' }) });
    await expect(callApi(contracts.getCurrentUser)).rejects.toMatchObject({
      status: 200,
      body: undefined,
    });
  });

  it('throws an UnreachableError, with the cause, when there is no answer', async () => {
    stubFetch({});
    const error = await callApi(contracts.getCurrentUser).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect((error as UnreachableError).message).toBe(MESSAGES.unreachable);
    expect((error as UnreachableError).cause).toBeInstanceOf(TypeError);
  });

  it('lets an abort through as it is', async () => {
    stubFetch({
      'GET /api/users/me': () => {
        throw new DOMException('aborted', 'AbortError');
      },
    });
    const controller = new AbortController();
    controller.abort();
    const error = await callApi(contracts.getCurrentUser, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
  });
});

// Checked by the type-check (`npm run typecheck`), which fails when a marked line compiles.
describe('api client types', () => {
  it("types a call's answer, parameters, query and body by the contract", () => {
    type Answer<C extends ApiContract> = Awaited<ReturnType<typeof callApi<C>>>;
    expectTypeOf<Answer<typeof contracts.getCurrentUser>>().toEqualTypeOf<UserInfo>();

    // Never run: these lines only have to compile, or (marked) fail to.
    const calls = () => {
      // @ts-expect-error the login needs a body
      void callApi(contracts.login);
      // @ts-expect-error a body the contract does not declare
      void callApi(contracts.login, { body: { user: 'aisha', password: 'pw' } });
      // @ts-expect-error a password of the wrong type
      void callApi(contracts.login, { body: { username: 'aisha', password: 1 } });
      const paId = '00000000-0000-4000-8000-000000000000';
      const body = { doctorEmail: 'dr.tan@example.sg' };
      void callApi(contracts.resendRequest, { params: { paId }, body });
      // @ts-expect-error the resend needs the request's paId
      void callApi(contracts.resendRequest, { body });
      // @ts-expect-error a parameter the path does not have
      void callApi(contracts.resendRequest, { params: { id: paId }, body });
      // @ts-expect-error the cancel's body sent to the resend
      void callApi(contracts.resendRequest, { params: { paId }, body: { cancelReason: 'x' } });
      // @ts-expect-error a query the request detail does not take
      void callApi(contracts.getRequest, { params: { insurerCode: 'A', paId }, query: { x: 1 } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
