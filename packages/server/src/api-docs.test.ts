import { describe, expect, it } from 'vitest';
import { loadConfig } from './core/config/env';
import { createTestApp } from '../test/test-app';

/** What a production server is given, with or without API_DOCS. */
const production = (env: Record<string, string> = {}) =>
  loadConfig({
    SESSION_SECRET: 'k3Y9-fQ2xW7pL0zR8mN4vB6tH1jC5dG3sA9eU2yI',
    DATABASE_URL: 'postgresql://db/preauth',
    ...env,
  });

const docsOf = async (apiDocs: boolean) => {
  const { app } = await createTestApp({ config: { isProduction: true, apiDocs } });
  const page = await app.inject({ method: 'GET', url: '/api/docs' });
  const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
  return { page, document };
};

describe('/api/docs', () => {
  it('is not served in production (NODE_ENV unset) unless configured', async () => {
    const { page, document } = await docsOf(production().apiDocs);

    for (const response of [page, document]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        detailMessage: 'There is no such API endpoint.',
      });
    }
  });

  it('is served in production with API_DOCS=true', async () => {
    const { page, document } = await docsOf(production({ API_DOCS: 'true' }).apiDocs);

    expect(page.statusCode).toBeLessThan(400);
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/auth/login');
  });
});

describe('the OpenAPI document', () => {
  type Document = {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, { operationId?: string }>>;
    components: { schemas: Record<string, unknown> };
  };
  const documentOf = async () => {
    const { app } = await createTestApp({ config: { apiDocs: true } });
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    return { document: response.json<Document>(), text: response.body };
  };

  it('is OpenAPI 3.1, served beside the API, with null as a type rather than `nullable`', async () => {
    const { document, text } = await documentOf();

    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/' }] });
    expect(text).not.toContain('"nullable"');
  });

  it('gives every operation a unique camelCase operationId', async () => {
    const { document } = await documentOf();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        operation: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
      })),
    );
    const ids = operations.map((o) => o.operationId);

    expect(operations.filter((o) => !o.operationId?.match(/^[a-z][a-zA-Z]+$/))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listRequests',
        'getRequest',
        'resendRequest',
        'searchAdmissionTypes',
      ]),
    );
  });

  it('names the shared schemas under components, each referenced from the operations', async () => {
    const { document, text } = await documentOf();
    const names = Object.keys(document.components.schemas);

    expect(names).toEqual(
      expect.arrayContaining(['ErrorEnvelope', 'LoginBodyInput', 'LoginResponse', 'UserInfo']),
    );
    for (const name of names) expect(text).toContain(`"$ref":"#/components/schemas/${name}"`);
    expect(document.paths['/api/users/me']?.get).toMatchObject({
      responses: {
        200: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/UserInfo' } } },
        },
      },
    });
  });
});
