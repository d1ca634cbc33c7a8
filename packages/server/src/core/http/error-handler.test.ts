import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError } from '../db/errors';
import { registerErrorHandling } from './error-handler';

/** An app whose one route fails with `error`, answered by the error handler every route has. */
async function failingWith(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/api/thing', async () => {
    throw error;
  });
  return app.inject({ method: 'GET', url: '/api/thing' });
}

const terminated = () =>
  Object.assign(
    new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'),
    { code: '57P01' },
  );

describe('a call that fails because the database is out of reach', () => {
  it.each([
    ['its connection was terminated', new DrizzleQueryError('select 1', [], terminated())],
    [
      'no connection could be had',
      new DrizzleQueryError(
        'select 1',
        [],
        new DatabaseUnreachableError(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        ),
      ),
    ],
    ['its connection ended mid-transaction', new Error('Connection terminated unexpectedly')],
  ])('answers 503 with Retry-After in the error envelope when %s', async (_what, error) => {
    const response = await failingWith(error);

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      detailMessage: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });

  it('while any other failure stays a 500 without Retry-After', async () => {
    const duplicate = Object.assign(
      new pg.DatabaseError('duplicate key value violates unique constraint', 0, 'error'),
      { code: '23505' },
    );
    const response = await failingWith(new DrizzleQueryError('insert', [], duplicate));

    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });
});
