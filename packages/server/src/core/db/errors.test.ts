import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionProblem, DatabaseUnreachableError, isDatabaseUnavailable } from './errors';

/** An error as PostgreSQL sends it (pg's DatabaseError), with its SQLSTATE. */
function fromServer(message: string, code: string) {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
}

/** As Drizzle reports a failed statement: the driver's error as its cause. */
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select 1 from "sessions" where "id" = $1', ['x'], cause);

function networkError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111 });
}

describe('a database error that means "try again later"', () => {
  it.each([
    [
      'the backend was terminated (57P01)',
      fromServer('terminating connection due to administrator command', '57P01'),
    ],
    [
      'the server crashed (57P02)',
      fromServer('terminating connection due to crash of another server process', '57P02'),
    ],
    ['the server is starting (57P03)', fromServer('the database system is starting up', '57P03')],
    ['a connection exception (08006)', fromServer('connection failure', '08006')],
    ['a refused connection', networkError('ECONNREFUSED')],
    ['a reset connection', networkError('ECONNRESET')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    [
      'a client broken earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a pool that gave no connection in time',
      new Error('timeout exceeded when trying to connect'),
    ],
    [
      'a pool that could not connect',
      new DatabaseUnreachableError(
        fromServer('database "x" is not currently accepting connections', '55000'),
      ),
    ],
  ])('%s, also inside a failed query', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ['a unique violation', fromServer('duplicate key value violates unique constraint', '23505')],
    ['a bad value', fromServer('invalid input syntax for type uuid', '22P02')],
    ['a statement timeout', fromServer('canceling statement due to statement timeout', '57014')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });
});

describe('connectionProblem', () => {
  it("names the driver's innermost error, without the URL", () => {
    expect(connectionProblem(new DatabaseUnreachableError(networkError('ECONNREFUSED')))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(
      connectionProblem(
        new DatabaseUnreachableError(
          fromServer('database "x" is not currently accepting connections', '55000'),
        ),
      ),
    ).toBe('55000: database "x" is not currently accepting connections');
  });

  it('names the code of an error that has no message (both addresses refused)', () => {
    const both = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(connectionProblem(new DatabaseUnreachableError(both))).toBe(
      'ECONNREFUSED: AggregateError',
    );
  });
});
