import { userInfoSchema } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createErrorEnvelope,
  createLoginResponse,
  createUserInfo,
} from '../testing/data-generators';
import { apiError, json, noBody, stubFetch } from '../testing/fetch-stub';
import { seedSession } from '../testing/test-utils';
import { api } from './api-client';
import { ApiError } from './api-error';

describe('api client', () => {
  it('calls under /api and parses a success answer with the given schema', async () => {
    const me = createUserInfo({ name: 'Aisha Rahman' });
    const server = stubFetch({ 'GET /api/users/me': () => json(200, { ...me, extra: 'dropped' }) });

    await expect(api.get('/users/me', userInfoSchema)).resolves.toEqual(me);
    expect(server.calls).toHaveLength(1);
  });

  it('sends the bearer token when there is a session, and none without', async () => {
    const server = stubFetch({ 'GET /api/users/me': () => json(200, createUserInfo()) });
    await api.get('/users/me', userInfoSchema);
    expect(server.calls[0]?.headers.get('Authorization')).toBeNull();

    seedSession(createLoginResponse({ access_token: 'abc123' }));
    await api.get('/users/me', userInfoSchema);
    expect(server.calls[1]?.headers.get('Authorization')).toBe('Bearer abc123');
  });

  it('sends a JSON body', async () => {
    const server = stubFetch({ 'POST /api/auth/logout': () => noBody(204) });
    await expect(api.post('/auth/logout', null, { body: { a: 1 } })).resolves.toBeUndefined();
    expect(server.calls[0]?.body).toEqual({ a: 1 });
    expect(server.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the extra headers it is given', async () => {
    const server = stubFetch({ 'POST /api/things': () => noBody(204) });
    await api.post('/things', null, { body: {}, headers: { 'Idempotency-Key': 'key-1' } });
    expect(server.calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('throws an ApiError with the status and the error envelope', async () => {
    const envelope = createErrorEnvelope({ code: 'NOT_FOUND', detailMessage: 'No such request.' });
    stubFetch({ 'GET /api/users/me': () => apiError(404, envelope) });

    const error = await api.get('/users/me', userInfoSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: envelope, code: 'NOT_FOUND' });
  });

  it('throws an ApiError without a body when the error answer has none or not an envelope', async () => {
    stubFetch({
      'GET /api/users/me': () => noBody(502),
      'GET /api/other': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(api.get('/users/me', userInfoSchema)).rejects.toMatchObject({
      status: 502,
      body: undefined,
    });
    await expect(api.get('/other', userInfoSchema)).rejects.toMatchObject({
      status: 502,
      body: undefined,
    });
  });

  it('treats a success answer that does not match the schema as an answer without a body', async () => {
    stubFetch({ 'GET /api/users/me': () => json(200, { name: 'no id' }) });
    await expect(api.get('/users/me', userInfoSchema)).rejects.toMatchObject({
      status: 200,
      body: undefined,
    });
  });

  it('rethrows the transport error when there is no answer', async () => {
    stubFetch({});
    const error = await api.get('/users/me', userInfoSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
