import { PUBLIC, contracts, type ApiContract } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { loggedInUser } from '../../../test/sessions';
import { createInsurer } from '../../../test/factories';

const { app, db } = await createTestApp();

/** Every operation that takes a bearer token and a body: the access check answers first. */
const withBody = (Object.values(contracts) as ApiContract[]).filter(
  (contract) => contract.schema.body && contract.callers !== PUBLIC,
);

const urlOf = (contract: ApiContract) =>
  contract.path.replace(/:\w+/g, '3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f607');

describe('the access check comes before the body check', () => {
  it('covers the operations with a body', () => {
    expect(withBody.length).toBeGreaterThan(10);
  });

  it.each(withBody.map((contract) => [contract.operationId, contract] as const))(
    '%s: 401 without a session, whatever the body',
    async (_id, contract) => {
      const response = await app.inject({
        method: contract.method,
        url: urlOf(contract),
        payload: { unexpected: 'x'.repeat(5) },
      });

      expect(response.statusCode).toBe(401);
      expect(response.json().issues).toBeUndefined();
    },
  );

  it('answers 403, not 400 with field messages, to a caller the route does not name', async () => {
    const { authorization } = await loggedInUser(app, db, (await createInsurer(db)).id);

    const response = await app.inject({
      method: 'POST',
      url: '/api/links/otp/verify',
      headers: { authorization },
      payload: { otp: 'abc' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().issues).toBeUndefined();
  });
});
