import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC } from './callers';
import { defineContract, errorResponses, pathOf, successSchema } from './contract';

const answer = z.object({ ok: z.boolean() });

describe('contracts', () => {
  it('fill in the path parameters, URI-encoded, and name one that is missing', () => {
    expect(
      pathOf('/api/insurers/:insurerCode/requests/:paId', { insurerCode: 'A B', paId: '7' }),
    ).toBe('/api/insurers/A%20B/requests/7');
    expect(() => pathOf('/api/requests/:paId/resend', {})).toThrow(
      '/api/requests/:paId/resend needs the paId parameter.',
    );
  });

  it('take the first 2xx answer as the success schema', () => {
    const contract = defineContract({
      operationId: 'createThing',
      method: 'POST',
      path: '/api/things',
      callers: PUBLIC,
      schema: { tags: ['t'], summary: 's', response: { 201: answer, ...errorResponses(400) } },
    });
    expect(successSchema(contract)).toBe(answer);
  });

  it("check a params schema against the path's parameters (at compile time)", () => {
    const summary = { tags: ['t'], summary: 's', response: { 200: answer } };
    const declare = () => [
      defineContract({
        operationId: 'getThing',
        method: 'GET',
        path: '/api/things/:thingId',
        callers: PUBLIC,
        schema: { ...summary, params: z.object({ thingId: z.string() }) },
      }),
      defineContract({
        operationId: 'getThing',
        method: 'GET',
        path: '/api/things/:thingId',
        callers: PUBLIC,
        // @ts-expect-error the path has :thingId, the params schema another name
        schema: { ...summary, params: z.object({ id: z.string() }) },
      }),
      defineContract({
        operationId: 'getThing',
        method: 'GET',
        path: '/api/things/:thingId',
        callers: PUBLIC,
        // @ts-expect-error the path has a parameter and no params schema
        schema: summary,
      }),
      defineContract({
        operationId: 'getThings',
        method: 'GET',
        path: '/api/things',
        callers: PUBLIC,
        // @ts-expect-error a params schema for a path without parameters
        schema: { ...summary, params: z.object({ thingId: z.string() }) },
      }),
    ];
    expect(declare()).toHaveLength(4);
  });

  it('say who may call them (at compile time)', () => {
    const declare = () =>
      // @ts-expect-error a contract without callers
      defineContract({
        operationId: 'getThings',
        method: 'GET',
        path: '/api/things',
        schema: { tags: ['t'], summary: 's', response: { 200: answer } },
      });
    expect(declare).toBeTypeOf('function');
  });
});
