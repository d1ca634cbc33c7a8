import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

// Over a real socket rather than inject: a refusal answered while the client is still sending
// leaves the connection (and a graceful shutdown) hanging unless the server reads the body out.
const dataDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-http-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { app, db } = await createTestApp({ config: { dataDir } });

it('refuses a disguised file sent over HTTP without stranding the connection', async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(db);
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  const { access_token, userInfo } = (await login.json()) as {
    access_token: string;
    userInfo: { insurerCode: string };
  };
  const form = new FormData();
  form.append('file', new Blob([randomBytes(5_000_000)]), 'letter.pdf');

  const response = await fetch(`${address}/api/insurers/${userInfo.insurerCode}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: form,
  });

  expect(response.status).toBe(415);
  await response.text();
  const closed = await Promise.race([app.close().then(() => true), delay(5_000, false)]);
  expect(closed).toBe(true);
});
