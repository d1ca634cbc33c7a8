import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRequestDetails, createUser, TEST_PASSWORD } from '../test/factories';
import {
  app,
  db,
  loginAs,
  policyholderWorld,
  readDetail,
} from './modules/requests/test-support/request-worlds';

interface DocumentedRoute {
  method: string;
  path: string;
}

/** Every route of the OpenAPI document, as method and path template (`/api/requests/{paId}`). */
async function documentedRoutes(): Promise<DocumentedRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const NO_STORE = 'no-store';

describe('Cache-Control of the API', () => {
  it('is no-store on every documented route, signed in or not, whatever the status', async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    // A session of its own: the walk logs it out on the way.
    const walker = await loginAs(world.insurer.id, { policyholderId: world.holder.id });
    const values: Record<string, string> = {
      insurerCode: world.insurer.code,
      paId: request.id,
      erefNo: request.erefNo,
      uploadId: randomUUID(),
    };
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(30);

    const statuses = new Set<number>();
    for (const { method, path } of routes) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
      for (const headers of [{ authorization: walker.authorization }, {}]) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        statuses.add(response.statusCode);
        expect(response.headers['cache-control'], `${method} ${url}`).toBe(NO_STORE);
      }
    }
    // The walk met successes and refusals alike.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });

  it('is no-store on the answers that carry personal data', async () => {
    const world = await policyholderWorld();
    const request = await world.request();
    const user = await createUser(db, { insurerId: world.insurer.id });
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: world.login.authorization } });

    const answers = {
      login: await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.0.1',
        payload: { username: user.email, password: TEST_PASSWORD },
      }),
      list: await get('/api/requests'),
      patients: await get('/api/policyholders/patients'),
      detail: await readDetail(world.login, world.insurer.code, request.id, true),
      me: await get('/api/users/me'),
    };

    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['cache-control'], name).toBe(NO_STORE);
    }
    expect(answers.login.json().access_token).toEqual(expect.any(String));
    expect(answers.patients.json()[0].dob).toBe(world.patient.dob);
  });

  it('is no-store on errors, and the downloads keep their private, no-store', async () => {
    const world = await policyholderWorld();
    const approved = await world.request({ statusCode: 'APP' });
    await createRequestDetails(db, approved.id);

    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const refused = await app.inject({ method: 'GET', url: '/api/requests' });
    const certificate = await app.inject({
      method: 'GET',
      url: `/api/requests/certificate?paId=${approved.id}`,
      headers: { authorization: world.login.authorization },
    });

    expect([unknown.statusCode, refused.statusCode]).toEqual([404, 401]);
    expect(unknown.headers['cache-control']).toBe(NO_STORE);
    expect(refused.headers['cache-control']).toBe(NO_STORE);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['cache-control']).toBe('private, no-store');
  });
});
