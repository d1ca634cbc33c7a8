import { createServer } from 'node:net';

/** Where `npm start` listens in development (the server's LOOPBACK_HOST), and the tests connect. */
const HOST = '127.0.0.1';

/** The refusal when `port` is taken, naming it and how to find what holds it. */
export function portTakenMessage(port: number, what: string): string {
  return (
    `Port ${port} (${what}) on ${HOST} is already in use: the browser journeys would run ` +
    `against whatever listens there instead of the portal they start. Find it with ` +
    `\`ss -ltnp 'sport = :${port}'\` (or \`lsof -iTCP:${port} -sTCP:LISTEN\`) and stop it, or ` +
    `set E2E_PORT to a free port (E2E_BASE_URL tests a running portal on purpose).`
  );
}

/**
 * Fails at once, with `portTakenMessage`, when something already listens on `port`: a portal
 * started there would fail to bind while the tests found the stranger healthy. Binds the port
 * for a moment and lets it go.
 */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host: HOST, exclusive: true }, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(portTakenMessage(port, what), { cause: error });
    }
    throw error;
  }
  await new Promise<void>((resolve, reject) =>
    probe.close((error) => (error ? reject(error) : resolve())),
  );
}
