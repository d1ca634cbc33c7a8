// The processes of the cluster soak: web and worker processes of the built portal on one
// PostgreSQL database and, with --cluster, nginx in front of the web processes. Each process runs
// in its own process group, so a SIGKILL reaches everything it started.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alive, processTree, rssMb, sleep, stopServer, waitUntilHealthy } from '../lib.mjs';

/**
 * The commands of each role, in one place (`--role`, docs/decisions/069): --single runs one
 * process doing everything; --cluster web processes that only answer calls and workers that only
 * do the background work. SOAK_ALL_CMD, SOAK_WEB_CMD and SOAK_WORKER_CMD replace them; split on
 * spaces, run without a shell.
 */
const SERVER = 'node packages/server/dist/main.js --development';
export const COMMANDS = {
  all: process.env.SOAK_ALL_CMD ?? `${SERVER} --role=all`,
  web: process.env.SOAK_WEB_CMD ?? `${SERVER} --role=web`,
  worker: process.env.SOAK_WORKER_CMD ?? `${SERVER} --role=worker`,
};
/** Where each process's log goes (one file a process name), printed at the start of a run. */
export const LOG_DIR = mkdtempSync(path.join(tmpdir(), 'soak-logs-'));
export const NGINX = process.env.SOAK_NGINX ?? '/usr/sbin/nginx';

/** Ports: the load balancer, then one per process (a worker's is unused: it listens on none). */
const FIRST_PORT = Number(process.env.SOAK_PORT ?? 3917);
const BALANCER_PORT = FIRST_PORT;

/** Each process's plan: its role, name and port. */
export function planOf(mode) {
  if (mode === 'single') return [{ role: 'all', name: 'web-1', port: FIRST_PORT }];
  return [
    { role: 'web', name: 'web-1', port: FIRST_PORT + 1 },
    { role: 'web', name: 'web-2', port: FIRST_PORT + 2 },
    { role: 'worker', name: 'worker-1', port: FIRST_PORT + 3 },
    { role: 'worker', name: 'worker-2', port: FIRST_PORT + 4 },
  ];
}

/** Starts one process of the plan and waits until it is ready; answers it with its child. */
async function startProcess(entry, databaseUrl) {
  const [command, ...args] = COMMANDS[entry.role].split(' ').filter(Boolean);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(entry.port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
    // Each process's log (warnings and errors) appended to its own file: read it after a run.
    stdio: ['ignore', openSync(path.join(LOG_DIR, `${entry.name}.log`), 'a'), 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${entry.port}`;
  if (entry.role !== 'worker') {
    await waitUntilHealthy(child, base);
  } else {
    // A worker has no HTTP port: ready when it is still running after a few seconds.
    await sleep(5000);
    if (child.exitCode !== null) throw new Error(`${entry.name} exited with ${child.exitCode}`);
  }
  return { ...entry, child, base, starts: 1 };
}

/** nginx as this user: its configuration, pid, logs and temp files in a folder of its own. */
async function startBalancer(webs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'soak-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const upstream = webs
    .map((web) => `    server 127.0.0.1:${web.port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs/error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream portal {
${upstream}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${BALANCER_PORT};
    client_max_body_size 20m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The soak's clients name their own address; the portal trusts its proxy's header.
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_read_timeout 60s;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${BALANCER_PORT}`;
  await waitUntilHealthy(child, base);
  return { name: 'nginx', child, dir, base };
}

/**
 * Starts the plan's processes on `databaseUrl` (the first alone, as it migrates the database and
 * loads the demo data; the others after it), then nginx for --cluster. Answers the topology:
 * `base` is where clients call.
 */
export async function startTopology(mode, databaseUrl) {
  const [first, ...rest] = planOf(mode);
  const processes = [await startProcess(first, databaseUrl)];
  try {
    processes.push(...(await Promise.all(rest.map((entry) => startProcess(entry, databaseUrl)))));
    const balancer = mode === 'cluster' ? await startBalancer(processes.filter(isWeb)) : null;
    return { mode, databaseUrl, processes, balancer, base: balancer?.base ?? processes[0].base };
  } catch (error) {
    await Promise.all(processes.map((entry) => stopServer(entry.child)));
    throw error;
  }
}

// A process that answers calls: a web process, or the single process doing everything.
const isWeb = (entry) => entry.role !== 'worker';

/**
 * SIGKILLs the last web process and the last worker (the only process with --single), waits
 * `downMs`, and starts them again with the same commands; answers what it did.
 */
export async function killAndRestart(topology, downMs = 3000) {
  const victims = [
    topology.processes.findLast(isWeb),
    topology.processes.findLast((entry) => entry.role === 'worker'),
  ].filter(Boolean);
  for (const victim of victims) process.kill(-victim.child.pid, 'SIGKILL');
  await sleep(downMs);
  for (const victim of victims) {
    const restarted = await startProcess(victim, topology.databaseUrl);
    Object.assign(victim, { child: restarted.child, starts: victim.starts + 1 });
  }
  return victims.map((victim) => victim.name);
}

/** Each process's memory (its whole process tree) in MB, null when it is gone. */
export function memoryOf(topology) {
  const all = [...topology.processes, ...(topology.balancer ? [topology.balancer] : [])];
  return Object.fromEntries(
    all.map((entry) => {
      if (!alive(entry.child.pid)) return [entry.name, null];
      const sizes = processTree(entry.child.pid).map(rssMb);
      return [entry.name, sizes.reduce((sum, size) => sum + (size ?? 0), 0)];
    }),
  );
}

/** Whether every process of the topology is still running. */
export const allAlive = (topology) =>
  topology.processes.every((entry) => alive(entry.child.pid)) &&
  (!topology.balancer || alive(topology.balancer.child.pid));

/** Stops everything: the processes (SIGTERM, then SIGKILL past the bound) and nginx. */
export async function stopTopology(topology) {
  await Promise.all(topology.processes.map((entry) => stopServer(entry.child)));
  if (topology.balancer) {
    await stopServer(topology.balancer.child);
    const errors = readFileSync(path.join(topology.balancer.dir, 'logs/error.log'), 'utf8');
    rmSync(topology.balancer.dir, { recursive: true, force: true });
    return errors;
  }
  return '';
}
