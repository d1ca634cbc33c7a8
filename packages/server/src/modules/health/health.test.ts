import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const { app } = await createTestApp();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error envelope when the database is gone', async () => {
    const handle = await openTestDatabase();
    const { app } = await createTestApp({ db: handle.db });
    await handle.close();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      detailMessage: 'The database is not answering.',
    });
  });
});
