import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertPortFree } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3700);

async function waitForHealthy(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The portal exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not become healthy within ${timeoutMs} ms`);
}

/**
 * Stops `npm start` and the server under it. npm exits as soon as it is signalled, while the
 * server is still closing its database, so wait until no process of the group is left.
 */
async function stopProcessGroup(pgid: number) {
  process.kill(-pgid, 'SIGTERM');
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return; // the group is gone
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-pgid, 'SIGKILL');
}

/**
 * Starts the portal with `npm start`, as a new user would, on a fresh data folder. With
 * E2E_BASE_URL set (e.g. a running `npm run dev`), the tests use that portal instead.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseUrl', given.replace(/\/$/, ''));
    return;
  }
  // A stranger's server on the port would answer the health check while our portal fails to bind.
  await assertPortFree(PORT, 'E2E_PORT');
  await assertPortFree(PORT + 1000, "the Singpass stand-in's, E2E_PORT + 1000");
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preauth-e2e-'));
  const root = path.resolve(import.meta.dirname, '..', '..');
  // Without the npm_* variables of the `npm test -w` that runs us, as if typed in a shell; and
  // without the NODE_ENV=test Vitest sets, which made Vite build React's development bundle.
  const shellEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.toLowerCase().startsWith('npm_') && name !== 'NODE_ENV',
    ),
  );
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...shellEnv,
      PORT: String(PORT),
      // The browser's origin: the Singpass stand-in sends it back here after its login, and the
      // session lives in this origin's storage.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Its own Singpass stand-in port, so two portals (or a running `npm start`) do not clash.
      SINGPASS_STAND_IN_PORT: String(PORT + 1000),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitForHealthy(baseUrl, server, 180_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    if (server.pid) await stopProcessGroup(server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
