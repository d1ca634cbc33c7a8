import { MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createInsurer, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();

describe('GET /api/users/me', () => {
  it('answers the logged-in user info', async () => {
    const insurer = await createInsurer(db);
    const user = await createUser(db, {
      insurerId: insurer.id,
      userType: 'insured-patient',
      overrides: { name: 'Lee Mei Ling' },
    });
    const { access_token } = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.email, password: user.password },
      })
    ).json();

    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${access_token}` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: user.id,
      name: 'Lee Mei Ling',
      insurerCode: insurer.code,
      userType: 'insured-patient',
    });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
  ])('answers 401 with %s', async (_case, authorization) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: authorization ? { authorization } : {},
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'UNAUTHENTICATED',
      detailMessage: MESSAGES.notLoggedIn,
    });
  });
});
