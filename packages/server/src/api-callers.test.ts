import {
  PUBLIC,
  contracts,
  linkRoleContracts,
  lookupContracts,
  type ApiContract,
} from '@preauth/shared';
import type { RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';

type Registered = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/** Every route as registered: the app's own instance records them before it is ready. */
const registered = vi.hoisted(() => [] as Registered[]);
vi.mock(import('fastify'), async (importOriginal) => {
  const original = await importOriginal();
  const withRecorder = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', ({ method, url, schema, config }) => {
      registered.push({ method, url, schema, config });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: withRecorder };
});

const { app } = await createTestApp({ config: { apiDocs: true } });

const allContracts: ApiContract[] = [
  ...Object.values(contracts),
  ...Object.values(lookupContracts),
  ...Object.values(linkRoleContracts).flatMap((role) => Object.values(role)),
];
const contractOf = new Map(allContracts.map((contract) => [contract.operationId, contract]));

type Operation = { operationId: string; security?: unknown[]; description?: string };
const documented = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.values(paths).flatMap((methods) => Object.values(methods));
};

describe("each route's callers", () => {
  // The API's routes, but for the document's own pages (served only where configured).
  const apiRoutes = registered.filter(
    ({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
  );
  const named = (method: string) => apiRoutes.filter((route) => route.method === method);

  it('are those of its contract, for every route under /api/ (and its HEAD)', () => {
    // Each contract is registered once, and no /api/ route is registered without one.
    const ids = apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => route.schema?.operationId);
    expect(ids.sort()).toEqual([...contractOf.keys()].sort());
    expect(named('HEAD').length).toBe(named('GET').length);

    for (const route of apiRoutes) {
      const contract = contractOf.get(route.schema?.operationId as string);
      const label = `${String(route.method)} ${route.url}`;

      expect(route.url, label).toBe(contract?.path);
      expect([contract?.method, 'HEAD'], label).toContain(route.method);
      expect(route.config?.callers, label).toEqual(
        contract?.callers === PUBLIC ? undefined : contract?.callers,
      );
    }
  });

  it('keep the config a route adds beside them (the login rate limit)', () => {
    const login = apiRoutes.find((route) => route.schema?.operationId === 'login');

    expect(login?.config).toMatchObject({ rateLimit: expect.any(Object) });
  });
});

describe('the OpenAPI document', () => {
  it('asks no token of the public operations and a bearer token of the others', async () => {
    const operations = await documented();

    for (const { operationId, security } of operations) {
      // The development mailbox's list (no contract: the web never calls it) takes no token.
      const isPublic = (contractOf.get(operationId)?.callers ?? PUBLIC) === PUBLIC;
      expect(security, operationId).toEqual(isPublic ? [] : [{ bearerAuth: [] }]);
    }
    expect(operations.filter((o) => o.security?.length === 0).length).toBeGreaterThan(5);
  });

  it('says who may call each operation', async () => {
    const described = new Map((await documented()).map((o) => [o.operationId, o.description]));

    expect(described.get('login')).toBe('Who may call: anyone, with no token.');
    expect(described.get('approveCase')).toBe('Who may call: a logged-in insurer-adjudicator.');
    expect(described.get('createRequest')).toBe(
      'Who may call: a logged-in policy-holder, insurance-agent or insured-patient.',
    );
    expect(described.get('listRequests')).toBe(
      'Who may call: any logged-in user; a remote-authoriser link holder' +
        ' (also a short while after its link ended).',
    );
    expect(described.get('verifyLinkPin')).toBe(
      'Who may call: any link holder' +
        ' (also before its PIN is checked; also on a re-visit of its submitted link).',
    );
  });
});
