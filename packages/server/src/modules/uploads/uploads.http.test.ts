import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createInsurer, createUser } from '../../../test/factories';
import { loggedInUser } from '../../../test/sessions';
import { createTestApp } from '../../../test/test-app';
import * as t from '../../core/db/schema';

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

describe('a stalled upload', () => {
  it('is cut off once idle too long, leaving no partial file and no row', async () => {
    const stalledDir = await mkdtemp(path.join(tmpdir(), 'preauth-uploads-stalled-'));
    afterAll(() => rm(stalledDir, { recursive: true, force: true }));
    const env = await createTestApp({
      config: { dataDir: stalledDir },
      timeouts: { headersMs: 2_000, requestMs: 10_000, idleMs: 500, checkIntervalMs: 50 },
    });
    const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
    // Logged in without the socket: a password check on a busy machine can outlast idleMs.
    const insurer = await createInsurer(env.db);
    const { user, token, insurerCode } = await loggedInUser(env.app, env.db, insurer.id);
    const files = async () =>
      (await readdir(path.join(stalledDir, 'uploads'), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);

    // Headers for 5,000,000 bytes, the form's part header and 120 bytes of the file, then nothing.
    const boundary = 'stalled-boundary';
    const start = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="letter.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from(`%PDF-1.7\n${'%'.repeat(111)}`),
    ]);
    const { port } = new URL(address);
    const socket = net.createConnection({ host: '127.0.0.1', port: Number(port) });
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    socket.write(
      `POST /api/insurers/${insurerCode}/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n`,
    );
    socket.write(start);

    // The upload got as far as its partial file…
    await expect.poll(files, { timeout: 2_000 }).toHaveLength(1);
    const stalledAt = Date.now();
    // …and the server closes the connection and removes it.
    const closedAt = await Promise.race([closed, delay(5_000, Infinity)]);
    socket.destroy();
    expect(closedAt - stalledAt).toBeLessThan(2_000);
    await expect.poll(files, { timeout: 2_000 }).toEqual([]);
    expect(
      await env.db.select().from(t.uploads).where(eq(t.uploads.uploadedById, user.id)),
    ).toEqual([]);
  });
});
