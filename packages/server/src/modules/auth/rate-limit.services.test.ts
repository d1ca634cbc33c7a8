import { LOGIN_POLICY } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

describe('login rate limit with REDIS_URL', () => {
  it('is shared by every server process', async () => {
    const config = { redisUrl };
    const first = await createTestApp({ config });
    const second = await createTestApp({ config, db: first.db });
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const attempt = (app: typeof first.app, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `nobody-${i}@example.sg`, password: 'x' },
        remoteAddress: ip,
      });

    for (let i = 0; i < LOGIN_POLICY.perIpMax; i++) {
      const response = await attempt(i % 2 === 0 ? first.app : second.app, i);
      expect(response.statusCode).toBe(401);
    }

    expect((await attempt(first.app, -1)).statusCode).toBe(429);
    expect((await attempt(second.app, -2)).statusCode).toBe(429);
  });
});
