import {
  type CreateRequestPayload,
  DATE_MESSAGES,
  INPUT_MESSAGES,
  REQUEST_MESSAGES,
} from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from './core/db/schema';
import {
  app,
  command,
  createFor,
  db,
  policyholderWorld,
  requestRow,
} from './modules/requests/test-support/request-worlds';

const NUL = 'Dr \u0000 Null';
const { controlCharacter, controlCharacterMultiline } = INPUT_MESSAGES;

interface Issue {
  path: string;
  message: string;
}

/** The answer is 400 VALIDATION_FAILED with the field's message as its issue and headline. */
function expectRefused(response: Awaited<ReturnType<typeof app.inject>>, issue: Issue) {
  expect(response.statusCode, issue.path).toBe(400);
  const body = response.json<{ code: string; detailMessage: string; issues: Issue[] }>();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.issues, issue.path).toContainEqual(issue);
  expect(body.detailMessage).toBe(issue.message);
}

describe('bad characters and dates are refused before any query', () => {
  it('create: a NUL in doctorName is 400 with its message, and nothing is written', async () => {
    const world = await policyholderWorld();

    const response = await createFor(world, world.payload({ doctorName: NUL }));

    expectRefused(response, { path: 'doctorName', message: controlCharacter });
    expect(
      await db.select().from(t.paRequests).where(eq(t.paRequests.insurerId, world.insurer.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(t.auditLog)
        .where(
          and(eq(t.auditLog.insurerId, world.insurer.id), eq(t.auditLog.action, 'request.created')),
        ),
    ).toEqual([]);
  });

  it('create: other C0 characters too, in single-line text and emails', async () => {
    const world = await policyholderWorld();
    const cases: [string, string][] = [
      ['clinicName', 'Clinic\u0007'],
      ['doctorMcrno', 'M1\u001b2'],
      ['patientEmailaddress', 'jia\u0000hui@example.sg'],
      ['doctorName', 'Dr\tTab'],
      ['doctorName', 'Dr\nNew Line'],
      ['policyHolderName', 'Echo\u0000'],
    ];
    for (const [field, value] of cases) {
      const response = await createFor(world, world.payload({ [field]: value }));
      expectRefused(response, { path: field, message: controlCharacter });
    }
    expect(
      await db.select().from(t.paRequests).where(eq(t.paRequests.insurerId, world.insurer.id)),
    ).toEqual([]);
  });

  it('cancel: a reason keeps its tabs and line breaks but not a NUL', async () => {
    const world = await policyholderWorld();
    const request = await world.request();

    const refused = await command(world.login, request.id, 'cancel', {
      cancelReason: 'Changed\u0000 my mind',
    });
    expectRefused(refused, { path: 'cancelReason', message: controlCharacterMultiline });
    expect((await requestRow(request.id))?.statusCode).toBe('SUB');

    const accepted = await command(world.login, request.id, 'cancel', {
      cancelReason: 'Changed my mind:\n\t- surgery moved',
    });
    expect(accepted.statusCode).toBe(200);
    expect((await requestRow(request.id))?.cancelReason).toBe(
      'Changed my mind:\n\t- surgery moved',
    );
  });

  describe('the request list filters', () => {
    for (const field of ['patientName', 'erefNo', 'createdBy']) {
      it(`${field}: %00 is 400 with its message`, async () => {
        const world = await policyholderWorld();

        const response = await app.inject({
          method: 'GET',
          url: `/api/requests?${field}=Tan%00`,
          headers: { authorization: world.login.authorization },
        });

        expectRefused(response, { path: field, message: controlCharacter });
      });
    }

    it('createdOn: a date before 1900 or after 2100 is 400 with its message', async () => {
      const world = await policyholderWorld();
      const list = (createdOn: string) =>
        app.inject({
          method: 'GET',
          url: `/api/requests?createdOn=${createdOn}`,
          headers: { authorization: world.login.authorization },
        });

      for (const day of ['0000-01-01', '1899-12-31', '2101-01-01']) {
        expectRefused(await list(day), { path: 'createdOn', message: DATE_MESSAGES.outOfRange });
      }
      expect((await list('1900-01-01')).statusCode).toBe(200);
      expect((await list('2100-12-31')).statusCode).toBe(200);
    });
  });

  it("the lookups' and the doctors' name: %00 is 400 with its message", async () => {
    const world = await policyholderWorld();
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: world.login.authorization } });

    expectRefused(await get('/api/lookups/icd?name=K35%00'), {
      path: 'name',
      message: controlCharacter,
    });
    expectRefused(await get(`/api/doctors?insurerCode=${world.insurer.code}&name=Chua%00`), {
      path: 'name',
      message: controlCharacter,
    });
    expectRefused(await get('/api/lookups/tosp?admissionDate=0000-01-01'), {
      path: 'admissionDate',
      message: DATE_MESSAGES.outOfRange,
    });
  });

  it('a field keeps its own message for a value that is missing', async () => {
    const world = await policyholderWorld();

    const response = await createFor(world, world.payload({ doctorName: '  ' }));

    expectRefused(response, { path: 'doctorName', message: REQUEST_MESSAGES.selectDoctor });
  });
});

/* ------------------------------------------------------------------------------------------- */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const variants = (schema: JsonSchema): JsonSchema[] => [
  schema,
  ...(schema.anyOf ?? []).flatMap(variants),
  ...(schema.oneOf ?? []).flatMap(variants),
];

const isType = (schema: JsonSchema, type: string) =>
  variants(schema).some((s) => s.type === type || (Array.isArray(s.type) && s.type.includes(type)));

const takesText = (schema: JsonSchema) => isType(schema, 'string');
const takesDate = (schema: JsonSchema) => variants(schema).some((s) => s.format === 'date');

interface Leaf {
  /** Dotted path as the error envelope names it (`diagnosis.0.icdCode`). */
  path: string;
  /** The body with `value` at this leaf and nothing else. */
  bodyWith: (value: string) => unknown;
  schema: JsonSchema;
}

/** Every string-taking field of a JSON body schema, nested objects and arrays included. */
function leavesOf(schema: JsonSchema, path: string[] = []): Leaf[] {
  const leaves: Leaf[] = [];
  if (path.length > 0 && takesText(schema)) {
    leaves.push({ path: path.join('.'), schema, bodyWith: (value) => nest(path, value) });
  }
  for (const variant of variants(schema)) {
    for (const [name, child] of Object.entries(variant.properties ?? {})) {
      leaves.push(...leavesOf(child, [...path, name]));
    }
    if (variant.items && path.length > 0) leaves.push(...leavesOf(variant.items, [...path, '0']));
  }
  return leaves;
}

function nest(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = nest(rest, value);
  return /^\d+$/.test(head) ? [inner] : { [head]: inner };
}

/** The value with each `$ref` to a named schema replaced by that schema (ours have no cycles). */
function inlineRefs(value: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, schemas));
  if (!value || typeof value !== 'object') return value;
  const { $ref } = value as { $ref?: unknown };
  if (typeof $ref === 'string') {
    return inlineRefs(schemas[$ref.replace('#/components/schemas/', '')], schemas);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, inlineRefs(inner, schemas)]),
  );
}

/** A value each path parameter accepts, so the route is reached. */
const PATH_VALUES: Record<string, string> = {
  insurerCode: 'INS-CODE',
  paId: '00000000-0000-4000-8000-000000000000',
  uploadId: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  proposalId: '00000000-0000-4000-8000-000000000000',
  erefNo: 'PA2026-000001',
  date: '2026-12-25',
};

describe('a call that leaves a field out', () => {
  it('is told which field, in plain words', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'secret' },
    });
    expectRefused(login, { path: 'username', message: INPUT_MESSAGES.missingField('username') });

    const world = await policyholderWorld();
    const payload: Partial<CreateRequestPayload> = world.payload({});
    delete payload.insurerCode;
    const create = await createFor(world, payload as CreateRequestPayload);
    expectRefused(create, {
      path: 'insurerCode',
      message: INPUT_MESSAGES.missingField('insurerCode'),
    });
  });

  it("still says a field's own message where it has one", async () => {
    const world = await policyholderWorld();
    const payload: Partial<CreateRequestPayload> = world.payload({});
    delete payload.doctorName;
    const create = await createFor(world, payload as CreateRequestPayload);
    expectRefused(create, { path: 'doctorName', message: REQUEST_MESSAGES.selectDoctor });
  });
});

describe('every route of the OpenAPI document', () => {
  it('answers a NUL in any string parameter or body field with 400 on that field, never 500', async () => {
    const world = await policyholderWorld();
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths: named, components } = document.json<{
      paths: unknown;
      components: { schemas: Record<string, unknown> };
    }>();
    const paths = inlineRefs(named, components.schemas) as Record<
      string,
      Record<string, Operation>
    >;
    const checked: string[] = [];

    for (const [template, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const pathOf = (nulIn?: string, value = NUL) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(name === nulIn ? value : (PATH_VALUES[name] ?? 'x')),
          );
        const send = (url: string, payload?: unknown) =>
          app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { authorization: world.login.authorization },
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
        const expectRefusedField = async (
          label: string,
          response: Awaited<ReturnType<typeof send>>,
          field: string,
        ) => {
          expect(response.statusCode, label).not.toBe(500);
          // Access comes before the body (record 081): a route the world's login may not call
          // (a link holder's) refuses it first; its fields are checked by the route's own tests.
          if (response.statusCode === 403) return;
          expect(response.statusCode, label).toBe(400);
          const paths = response.json<{ issues?: Issue[] }>().issues?.map((i) => i.path);
          expect(paths, label).toContain(field);
          checked.push(label);
        };

        for (const parameter of parameters) {
          if (!parameter.schema || !takesText(parameter.schema)) continue;
          const values = takesDate(parameter.schema) ? [NUL, '0000-01-01'] : [NUL];
          for (const value of values) {
            const label = `${method.toUpperCase()} ${template} ${parameter.in} ${parameter.name}=${JSON.stringify(value)}`;
            if (parameter.in === 'path') {
              await expectRefusedField(
                label,
                await send(pathOf(parameter.name, value)),
                parameter.name,
              );
            } else if (parameter.in === 'query') {
              const query = `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`;
              await expectRefusedField(label, await send(`${pathOf()}?${query}`), parameter.name);
            }
            // Headers cannot carry a NUL: HTTP refuses it before the server reads it.
          }
        }

        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (const leaf of body ? leavesOf(body) : []) {
          const values = takesDate(leaf.schema) ? [NUL, '0000-01-01'] : [NUL];
          for (const value of values) {
            const label = `${method.toUpperCase()} ${template} body ${leaf.path}=${JSON.stringify(value)}`;
            await expectRefusedField(label, await send(pathOf(), leaf.bodyWith(value)), leaf.path);
          }
        }
      }
    }

    // The walk reached the fields the findings named, and many more.
    expect(checked).toEqual(
      expect.arrayContaining([
        `POST /api/insurers/{insurerCode}/requests body doctorName=${JSON.stringify(NUL)}`,
        `GET /api/requests query patientName=${JSON.stringify(NUL)}`,
        'GET /api/requests query createdOn="0000-01-01"',
        `GET /api/lookups/icd query name=${JSON.stringify(NUL)}`,
        `GET /api/doctors query name=${JSON.stringify(NUL)}`,
      ]),
    );
    expect(checked.length).toBeGreaterThan(80);
  });
});
