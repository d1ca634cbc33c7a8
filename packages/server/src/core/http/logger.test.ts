import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { errorWithoutValues, loggerOptions } from './logger';

/** A failed query as Drizzle reports it: the statement and its values, the driver's error beneath. */
function failedInsert() {
  const driver = Object.assign(new Error('invalid input syntax for type date: "1990-02-31"'), {
    code: '22007',
    detail: 'Key (nric)=(S1234567D) already exists.',
    table: 'patients',
  });
  const query = Object.assign(
    new Error(
      'Failed query: insert into "patients" values ($1, $2)\nparams: S1234567D,1990-02-31',
      {
        cause: driver,
      },
    ),
    { query: 'insert into "patients" values ($1, $2)', params: ['S1234567D', '1990-02-31'] },
  );
  return query;
}

describe('errors as logged', () => {
  it("keep a failed query's kind, code and table but none of its values", () => {
    const logged = JSON.stringify(errorWithoutValues(failedInsert()));

    expect(logged).not.toContain('S1234567D');
    expect(logged).not.toContain('1990-02-31');
    expect(logged).not.toContain('insert into');
    expect(errorWithoutValues(failedInsert())).toMatchObject({
      message: 'Failed query (statement and values not logged)',
      cause: { code: '22007', table: 'patients' },
    });
  });

  it('keep an ordinary error as it is', () => {
    expect(errorWithoutValues(new Error('Outbox insert returned no row'))).toMatchObject({
      type: 'Error',
      message: 'Outbox insert returned no row',
    });
  });
});

describe("the portal's logger", () => {
  it('logs a request without its headers or query, and redacts the bearer token, passwords, PINs, NRICs and dates of birth', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })), {
      write: (line: string) => void lines.push(line),
    });

    logger.info(
      {
        req: {
          method: 'POST',
          url: '/api/links/check?t=link-token',
          headers: { cookie: 'session=abc' },
        },
        headers: { authorization: 'Bearer secret-token' },
        body: { password: 'hunter22', otp: '482913', nric: 'S1234567D', dob: '1990-02-28' },
      },
      'logged',
    );

    const line = lines.join('');
    for (const value of [
      'session=abc',
      'link-token',
      'secret-token',
      'hunter22',
      '482913',
      'S1234567D',
      '1990-02-28',
    ])
      expect(line).not.toContain(value);
    expect(JSON.parse(line)).toMatchObject({
      msg: 'logged',
      req: { method: 'POST', path: '/api/links/check' },
      headers: { authorization: '[Redacted]' },
      body: { password: '[Redacted]', otp: '[Redacted]', nric: '[Redacted]', dob: '[Redacted]' },
    });
  });
});
