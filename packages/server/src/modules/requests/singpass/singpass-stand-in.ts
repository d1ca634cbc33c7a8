import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../core/config/env';
import { LOOPBACK_HOST } from '../../../core/config/env';

/**
 * The local Singpass stand-in of development (`npm start` without SINGPASS_ISSUER): MockPass
 * 4.3.4's Singpass v2 login in a child process on its own port, so the SP button works on a fresh
 * machine. Its login page lists MockPass's test people and takes any NRIC typed in ("custom
 * profile"), so a developer can log in as the policyholder or as someone else. It reads the
 * portal's JWKS URL at each token call.
 */

/**
 * Runs in the child: MockPass's app with its Singpass v2 routes (MockPass's own index.js listens
 * on every interface; this listens on the portal's host only). The child ends with the portal:
 * when the IPC channel closes, even if the portal was killed.
 */
const CHILD = `
const [appPath, port, host] = process.argv.slice(1);
const { app } = require(appPath);
const server = app.listen(Number(port), host);
server.on('error', (error) => {
  console.error('Singpass stand-in: ' + error.message);
  process.exit(1);
});
process.on('disconnect', () => process.exit(0));
`;

export interface StandIn {
  /** Once the portal listens, so the child's start-up does not compete with the portal's. */
  start(): void;
  stop(): void;
}

/**
 * Restarts after an unexpected exit (MockPass exits on an altered `code`, record 081), at most
 * this many times over the portal's life, so a port in use does not restart it for ever.
 */
export const STAND_IN_MAX_RESTARTS = 10;

/** The stand-in when the configuration asks for one; undefined otherwise. */
export function singpassStandIn(
  config: AppConfig,
  logger: FastifyBaseLogger,
  spawnChild: typeof spawn = spawn,
): StandIn | undefined {
  const port = config.singpass?.standInPort;
  if (port === undefined) return undefined;
  let appPath: string;
  try {
    appPath = createRequire(import.meta.url).resolve('@opengovsg/mockpass/app.js');
  } catch {
    // A production install (`npm ci --omit=dev`) has no MockPass: say so, and run without it.
    logger.warn('Singpass stand-in not started: @opengovsg/mockpass is not installed');
    return undefined;
  }
  const jwksHost = config.host === '0.0.0.0' || config.host === '::' ? LOOPBACK_HOST : config.host;
  let child: ChildProcess | undefined;
  let stopped = false;
  let restarts = 0;
  function run() {
    child = spawnChild(process.execPath, ['-e', CHILD, appPath, String(port), config.host], {
      // MockPass reads a .env file of its working folder: not the portal's.
      cwd: path.dirname(appPath),
      env: {
        PATH: process.env.PATH,
        SP_RP_JWKS_ENDPOINT: `http://${jwksHost}:${config.port}/api/singpass/jwks`,
        SHOW_LOGIN_PAGE: 'true',
      },
      // MockPass logs every request and token on stdout; its errors (stderr) are worth seeing.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) logger.debug({ standIn: line }, 'Singpass stand-in');
      }
    });
    child.on('exit', (code) => {
      if (stopped) return;
      if (restarts >= STAND_IN_MAX_RESTARTS) {
        logger.warn({ port }, `Singpass stand-in exited with code ${code} (port in use?)`);
        return;
      }
      restarts += 1;
      logger.warn({ port, code }, 'Singpass stand-in exited; restarting it');
      run();
    });
  }
  return {
    start() {
      run();
      logger.info({ issuer: config.singpass?.issuer }, 'Singpass stand-in (MockPass) started');
    },
    stop: () => {
      stopped = true;
      child?.kill();
    },
  };
}
