import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { SERVER_TIMEOUTS, addressKey, type ServerTimeouts } from './server-limits';

// Slow and greedy clients over a real port on 127.0.0.1, against servers with short timeouts.
// Every socket is closed by the test or the server; every wait is bounded.

const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

async function listening(
  options: { timeouts?: Partial<ServerTimeouts>; maxConnectionsPerAddress?: number } = {},
) {
  const { app } = await createTestApp({
    timeouts: options.timeouts,
    config:
      options.maxConnectionsPerAddress === undefined
        ? {}
        : { maxConnectionsPerAddress: options.maxConnectionsPerAddress },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/**
 * A raw connection from `localAddress`; `closed` settles with what the server sent and when it
 * closed (or says it is still open after 10 s).
 */
async function connect(port: number, localAddress = '127.0.0.1') {
  const socket = net.createConnection({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  const received: Buffer[] = [];
  socket.on('data', (data: Buffer) => received.push(data));
  socket.on('error', () => {});
  const closed = Promise.race([
    new Promise<{ answer: string; afterMs: number }>((resolve) =>
      socket.on('close', () =>
        resolve({ answer: Buffer.concat(received).toString(), afterMs: Date.now() - openedAt }),
      ),
    ),
    delay(10_000, { answer: 'still open after 10 s', afterMs: Infinity }),
  ]);
  await new Promise((resolve) => socket.once('connect', resolve));
  const openedAt = Date.now();
  return { socket, closed };
}

/** Writes `text` one byte every `everyMs` until the socket closes, at most `maxBytes`. */
async function dribble(socket: net.Socket, text: string, everyMs: number, maxBytes = 100) {
  for (const char of text.slice(0, maxBytes)) {
    if (socket.destroyed) return;
    socket.write(char);
    await delay(everyMs);
  }
}

/** GET /api/health over a fresh connection from `localAddress`: its status, or the error code. */
function health(port: number, localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, localAddress, path: '/api/health', agent: false, timeout: 5_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    request.on('timeout', () => request.destroy());
  });
}

const JSON_HEAD = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  it('uses the documented timeouts by default', async () => {
    const { app } = await listening();

    expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(app.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
    expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
  });

  it('answers 408 and closes a connection whose headers keep trickling past the header limit', async () => {
    const { port } = await listening({
      timeouts: { headersMs: 400, requestMs: 5_000, idleMs: 5_000, checkIntervalMs: 50 },
    });
    const { socket, closed } = await connect(port);

    void dribble(socket, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X'.repeat(90)}`, 50);

    const { answer, afterMs } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(350);
    expect(afterMs).toBeLessThan(2_000);
  });

  it('answers 408 and closes a JSON body that keeps trickling past the request limit', async () => {
    const { port } = await listening({
      timeouts: { headersMs: 300, requestMs: 800, idleMs: 5_000, checkIntervalMs: 50 },
    });
    const { socket, closed } = await connect(port);
    socket.write(JSON_HEAD(100));

    // A byte every 50 ms is never idle, and would need 5 s for the 100 bytes.
    void dribble(socket, `{"username":"${'a'.repeat(80)}","password":"x"}`, 50);

    const { answer, afterMs } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(750);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('closes a connection whose JSON body stalls after 17 of 100 bytes once idle too long', async () => {
    const { port } = await listening({
      timeouts: { headersMs: 10_000, requestMs: 20_000, idleMs: 500, checkIntervalMs: 50 },
    });
    const { socket, closed } = await connect(port);

    socket.write(JSON_HEAD(100) + '{"username":"abc');

    const { afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(450);
    expect(afterMs).toBeLessThan(2_000);
  });
});

describe('answers sent before the body has arrived', () => {
  it('close a stalled connection after the idle limit, not the keep-alive one', async () => {
    const { port } = await listening({
      timeouts: { headersMs: 10_000, requestMs: 20_000, idleMs: 500, keepAliveMs: 10_000 },
    });
    const { socket, closed } = await connect(port);

    // An upload without a session: refused (401) before its body is read; 17 of 100 bytes sent.
    socket.write(
      'POST /api/insurers/AURORA/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100\r\n\r\n--x\r\nContent-Di',
    );

    const { answer, afterMs } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(afterMs).toBeGreaterThanOrEqual(450);
    expect(afterMs).toBeLessThan(2_000);
  });

  it('keep a connection whose client goes on sending, for its next request', async () => {
    const { port } = await listening({ timeouts: { idleMs: 500, keepAliveMs: 10_000 } });
    const { socket, closed } = await connect(port);
    const head =
      'POST /api/insurers/AURORA/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100\r\n\r\n';

    socket.write(head + '-'.repeat(17));
    await delay(300);
    socket.write('-'.repeat(83));
    await delay(300);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');

    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 [\s\S]*HTTP\/1\.1 200 /);
  });
});

describe('connections per address', () => {
  it('refuses connections over the bound from one address while another address gets through', async () => {
    const { port } = await listening({ maxConnectionsPerAddress: 3 });
    const held = [await connect(port), await connect(port), await connect(port)];

    const refused = await connect(port);
    const { answer, afterMs } = await refused.closed;
    expect(answer).toBe('');
    expect(afterMs).toBeLessThan(1_000);
    expect(await health(port, '127.0.0.1')).toBe('ECONNRESET');
    expect(await health(port, '127.0.0.2')).toBe(200);

    // A connection closed makes room for the next one.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await expect.poll(() => health(port, '127.0.0.1'), { timeout: 2_000 }).toBe(200);
  });

  it('counts IPv4 addresses alone, IPv6-mapped ones as IPv4, and IPv6 ones by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:0DB8:000a:0b::9')).toBe('2001:db8:a:b::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // An embedded IPv4 tail is two groups, so the zeros before it are counted right.
    expect(addressKey('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64');
    expect(addressKey('1::2:3:4:5:192.0.2.1')).toBe('1:0:2:3::/64');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
