// The server process at start-up (src/main.ts through tsx), when its database cannot be reached.
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '../test/server-process';

describe('start-up against a database that cannot be reached', () => {
  it('retries for DATABASE_CONNECT_TIMEOUT_SECONDS, then exits 1 with one line naming DATABASE_URL', async () => {
    // Nobody listens on this port.
    const port = await freePort();
    const server = await spawnServer({
      DATABASE_URL: `postgres://preauth:a-password@127.0.0.1:${port}/preauth`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
    });

    const exit = await server.exited;

    expect(exit.code).toBe(1);
    const retries = server.stdout().match(/^Waiting for the database .*$/gm) ?? [];
    // 2 s of pauses: 0.25, 0.5, 1 and what is left.
    expect(retries.length).toBeGreaterThanOrEqual(3);
    expect(retries[0]).toContain('ECONNREFUSED');
    const errorLines = server.stderr().trim().split('\n');
    expect(errorLines).toEqual([
      expect.stringMatching(
        /^Database error: no connection to the database at DATABASE_URL within 2 s \(.*ECONNREFUSED.*\)/,
      ),
    ]);
    expect(server.stderr() + server.stdout()).not.toContain('a-password');
  }, 60_000);
});
