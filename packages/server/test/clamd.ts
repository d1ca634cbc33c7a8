// A real clamd (Debian's clamav-daemon) for the tests of the virus scan, on a socket in a fresh
// folder, with a signature database of its own: this machine cannot download ClamAV's, so the
// database holds one signature, for the EICAR test string anywhere in a file.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { ClamdConfig } from '../src/core/config/env';

export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

const CLAMD = '/usr/sbin/clamd';

/** Answers clamd's PING over the socket, or null when nothing answers. */
function ping(socketPath: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ path: socketPath });
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(answer || null));
  });
}

/**
 * Starts clamd (at most `streamMaxBytes` per scanned stream) and waits until it answers, at most
 * 60 s; `stop()` ends it and removes its folder.
 */
export async function startClamd(options: { streamMaxBytes?: number } = {}) {
  if (!existsSync(CLAMD)) {
    throw new Error(`${CLAMD} is missing: apt-get install -y clamav-daemon`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'preauth-clamd-'));
  const socketPath = path.join(dir, 'clamd.sock');
  const hex = Buffer.from(EICAR).toString('hex');
  await writeFile(path.join(dir, 'test-signatures.ndb'), `Test.EICAR:0:*:${hex}\n`);
  await writeFile(
    path.join(dir, 'clamd.conf'),
    [
      `DatabaseDirectory ${dir}`,
      `LocalSocket ${socketPath}`,
      'Foreground yes',
      `LogFile ${path.join(dir, 'clamd.log')}`,
      `StreamMaxLength ${options.streamMaxBytes ?? 20 * 1024 * 1024}`,
      '',
    ].join('\n'),
  );
  const child = spawn(CLAMD, ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      child.kill('SIGTERM');
      await Promise.race([exited, delay(10_000)]);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while ((await ping(socketPath)) !== 'PONG\0') {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('clamd did not start');
    }
    await delay(100);
  }
  const config: ClamdConfig = { socket: socketPath };
  return { config, stop };
}
