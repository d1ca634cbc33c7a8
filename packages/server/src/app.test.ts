import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

describe('API conventions', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const { app } = await createTestApp();

    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      detailMessage: 'There is no such API endpoint.',
    });
  });

  it('answers malformed JSON with 400 and an unsupported body type with 415', async () => {
    const { app } = await createTestApp();

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'username,password',
    });

    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'BAD_REQUEST',
      detailMessage: 'The request body is not valid JSON.',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const { app } = await createTestApp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes an OpenAPI document built from the same schemas, browsable at /api/docs', async () => {
    const { app } = await createTestApp();

    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });

    expect(
      spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/LoginBodyInput' });
    expect(spec.components.schemas.LoginBodyInput).toMatchObject({
      required: ['username', 'password'],
    });
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/logout', '/api/users/me', '/api/health']),
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('logs a request id per request and never a password, token or body', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    const { app, db } = await createTestApp({
      logger: true,
      logStream: stream,
      config: { logLevel: 'info' },
    });
    const user = await createUser(db);

    const loginResponse = await app.inject({
      method: 'POST',
      url: '/api/auth/login?next=secret-query',
      payload: { username: user.email, password: user.password },
    });
    const token = loginResponse.json().access_token as string;
    await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });

    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.map((l) => JSON.parse(l).reqId)).not.toContain(undefined);
    expect(loginResponse.headers['x-request-id']).toBe(JSON.parse(lines[0] ?? '{}').reqId);
    for (const secret of [user.password, token, user.email, 'secret-query']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('the web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');

  it('serves index.html for page paths so the client router can answer', async () => {
    const { app } = await createTestApp({ config: { webDistDir: dist } });

    const page = await app.inject({ method: 'GET', url: '/request/123/review' });
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('serves the /dev pages outside production only', async () => {
    const development = await createTestApp({ config: { webDistDir: dist } });
    const production = await createTestApp({ config: { webDistDir: dist, isProduction: true } });

    expect((await development.app.inject({ method: 'GET', url: '/dev/ui' })).statusCode).toBe(200);
    const hidden = await production.app.inject({ method: 'GET', url: '/dev/ui' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('<title>Portal</title>');
    // Not a /dev page: the app, with its not-found screen.
    const notDev = await production.app.inject({ method: 'GET', url: '/developers' });
    expect(notDev.statusCode).toBe(404);
    expect(notDev.body).toContain('<title>Portal</title>');
  });
});
