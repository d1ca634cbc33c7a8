import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, portTakenMessage } from './free-port';

const listening: Server[] = [];

/** A server of someone else's on a port the system picks. */
async function stranger(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  listening.push(server);
  await new Promise<void>((resolve) => server.listen({ port: 0, host }, resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

afterEach(async () => {
  await Promise.all(
    listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('the e2e port check', () => {
  it('refuses a port another process listens on, naming it and how to find the process', async () => {
    const port = await stranger();

    const refusal = assertPortFree(port, 'E2E_PORT');

    await expect(refusal).rejects.toThrow(portTakenMessage(port, 'E2E_PORT'));
    await expect(refusal).rejects.toThrow(`ss -ltnp 'sport = :${port}'`);
  });

  it('refuses a port another process listens on for every address', async () => {
    const port = await stranger('0.0.0.0');

    await expect(assertPortFree(port, 'E2E_PORT')).rejects.toThrow(`Port ${port} (E2E_PORT)`);
  });

  it('lets a free port go again once checked', async () => {
    const port = await stranger();
    await new Promise((resolve) => listening.pop()?.close(resolve));

    await assertPortFree(port, 'E2E_PORT');
    await assertPortFree(port, 'E2E_PORT');
  });
});
