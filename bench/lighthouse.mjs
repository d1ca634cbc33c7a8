// Lighthouse 12 (mobile preset, its simulated slow 4G and 4× CPU slowdown) on every page issue 27
// names, with the built server on a throw-away PostgreSQL database: the login page, a doctor's and
// a business office's emailed links, and the logged-in dashboard, work queue and case page; and
// each page's first contentful paint on DevTools' Fast 3G with 4× CPU slowdown, from an empty
// cache. The office's link follows a doctor's submission at a panel hospital, which the cluster
// soak's link holders make (bench/cluster/link-holders.ts, reading the mailbox in the database).
//
// Lighthouse is not a dependency of the project: `npx -y lighthouse@12` fetches it into npm's own
// cache the first time (about a minute), as `npm run lint:openapi` does with its linter. It drives
// Debian's Chromium, which this suite starts with a DevTools port. Logged-in pages: the session
// lives in each tab's sessionStorage and a new tab asks an open one for it (record 029's session
// handover), so a tab of the role stays open, logged in, while Lighthouse opens the page in a tab
// of its own; Lighthouse clears the origin's cache and storage but not that open tab.
import { chromium } from 'playwright-core';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BASE,
  createCaller,
  newRequestBody,
  sleep,
  startServer,
  stopServer,
  withDataDir,
  withThrowawayDatabase,
  writeResults,
} from './lib.mjs';

const linkHolders = await tsImport('./cluster/link-holders.ts', import.meta.url);

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE ?? 'lighthouse@12';
/** Only these pages (their names as printed, comma-separated), e.g. `case page,adjudicator queue`. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/** The doctor whose emailed link is measured (any address; the local mailbox keeps it). */
const DOCTOR_EMAIL = 'doctor.lighthouse@example.sg';
/** The doctor who submits at a panel hospital, so that its office gets a link to measure. */
const PANEL_DOCTOR_EMAIL = 'doctor.panel.lighthouse@example.sg';

/** A free TCP port on loopback, for Chromium's DevTools endpoint. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'preauth-bench-lighthouse-'));
  const child = spawn(
    CHROME_PATH,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      // Lighthouse's tab opens beside the session's tab: neither may count as in the background.
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    }
    await sleep(100);
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  return {
    port,
    browser,
    async close() {
      await browser.close().catch(() => {});
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      // Chromium's helper processes may still be writing its cache as the main one exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** One Lighthouse run of `url` in the Chromium at `port`: its report (JSON). */
function lighthouse(url, port) {
  const out = mkdtempSync(path.join(tmpdir(), 'preauth-bench-lh-report-'));
  const report = path.join(out, 'report.json');
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        `--port=${port}`,
        '--only-categories=performance,best-practices',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--max-wait-for-load=60000',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
        resolve(JSON.parse(readFileSync(report, 'utf8')));
      } catch (error) {
        reject(error);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Lighthouse once more when a run fails: on a busy machine it now and then loses its trace of the
 * load (NO_NAVSTART), which says nothing about the page.
 */
async function lighthouseAgainOnError(url, port, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, port);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.error(`${error.message}; running it again`);
    }
  }
}

/** The largest contentful paint's element, as a snippet of its HTML. */
function lcpElementOf(lhr) {
  const [table] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  return table?.items?.[0]?.node?.snippet ?? null;
}

/**
 * The largest contentful paint's phases (ms): time to first byte, the wait before its resource
 * starts, its loading, and the render delay after (for text: everything after the document, the
 * scripts and the data calls the element waits on).
 */
function lcpPhasesOf(lhr) {
  const [, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  return Object.fromEntries(
    (phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  );
}

/**
 * The page's calls to the API in the order they started, with their observed start and end (ms
 * from the page's first request): which call waits for which.
 */
function apiCallsOf(requests) {
  return requests
    .filter((item) => new URL(item.url).pathname.startsWith('/api/'))
    .map((item) => {
      const { pathname } = new URL(item.url);
      return `${pathname} ${Math.round(item.networkRequestTime)}–${Math.round(item.networkEndTime)}`;
    });
}

/** What the issue asks of a run: the scores, the paint and layout figures, scripts and requests. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  // A CSP violation shows as a browser issue (and a console error when it was not caught).
  const issues = lhr.audits['inspector-issues']?.details?.items ?? [];
  const csp = issues.find((item) => /content security policy/i.test(item.issueType ?? ''));
  const failedBestPractices = lhr.categories['best-practices']?.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
    .filter((ref) => lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  return {
    performance: lhr.categories.performance.score,
    bestPractices: lhr.categories['best-practices']?.score ?? null,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift')?.toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.length,
    requests: requests.length,
    cspViolations: csp?.subItems?.items?.length ?? 0,
    failedBestPractices,
    browserIssues: issues.map((item) => item.issueType),
    finalUrl: lhr.finalDisplayedUrl,
    // Which element Lighthouse took for the largest paint: a screen's data or its frame.
    lcpElement: lcpElementOf(lhr),
    lcpPhases: lcpPhasesOf(lhr),
    observedLcpMs: Math.round(
      lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0,
    ),
    apiCalls: apiCallsOf(requests),
    longTasks: longTasksOf(lhr),
  };
}

/** The main thread's long tasks (simulated ms): what blocks, when, and whose script it was. */
function longTasksOf(lhr) {
  return (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => {
    const source = URL.canParse(item.url) ? new URL(item.url).pathname : item.url;
    return `${source} ${Math.round(item.startTime)}+${Math.round(item.duration)}`;
  });
}

/** DevTools' "Fast 3G" profile, as first-paint.mjs applies it (issue 27's first-paint targets). */
const FAST_3G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

/**
 * The first contentful paint of `url` in a new tab of the same browser (so a session tab can hand
 * it the session) on Fast 3G with 4× CPU slowdown, after emptying the browser's cache.
 */
async function fast3gPaint(chrome, url) {
  const [context] = chrome.browser.contexts();
  const tab = await context.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(url, { timeout: 120_000 });
    await tab.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 120_000 },
    );
    return Math.round(
      await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime),
    );
  } finally {
    await tab.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `RUNS` Lighthouse runs of `url`; the run of median performance, with every run's score. */
async function measure(chrome, name, url) {
  const runs = [];
  const fast3gFcp = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(figuresOf(await lighthouseAgainOnError(url, chrome.port)));
    fast3gFcp.push(await fast3gPaint(chrome, url));
  }
  const score = median(runs.map((run) => run.performance));
  const chosen = runs.find((run) => run.performance === score);
  const paint = median(fast3gFcp);
  console.log(
    `${name.padEnd(22)} perf ${score.toFixed(2)} (${runs.map((r) => r.performance).join(', ')})` +
      `  FCP ${chosen.fcpMs} ms  LCP ${chosen.lcpMs} ms  CLS ${chosen.cls}  TBT ${chosen.tbtMs} ms` +
      `  JS ${(chosen.jsBytes / 1024).toFixed(0)} KiB in ${chosen.scripts}  ${chosen.requests} requests` +
      `  CSP violations ${chosen.cspViolations}  Fast 3G FCP ${paint} ms` +
      `\n${''.padEnd(22)} LCP element ${chosen.lcpElement}` +
      `\n${''.padEnd(22)} LCP phases ${JSON.stringify(chosen.lcpPhases)}` +
      `  observed LCP ${chosen.observedLcpMs} ms  API calls ${chosen.apiCalls.join(', ')}` +
      `\n${''.padEnd(22)} long tasks ${chosen.longTasks.join(', ')}`,
  );
  return {
    name,
    url: url.replace(/#token=.*/, '#token=…'),
    ...chosen,
    runs,
    fast3g: { fcpMs: paint, runs: fast3gFcp },
  };
}

/**
 * A tab of `chrome` holding `username`'s session (an API login, its answer stored in the tab's
 * sessionStorage as the login screen stores it), open on `path`: it hands the session to the
 * tabs Lighthouse opens. Closing it ends nothing on the server.
 */
async function sessionTab(chrome, username, ip, path) {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password: 'demo-password' }),
  });
  if (!response.ok) throw new Error(`login of ${username} answered ${response.status}`);
  const session = await response.json();
  const [context] = chrome.browser.contexts();
  const tab = await context.newPage();
  await tab.goto(`${BASE}/session-expired`);
  await tab.evaluate(({ access_token, userInfo }) => {
    sessionStorage.setItem('access_token', access_token);
    sessionStorage.setItem('userInfo', JSON.stringify(userInfo));
  }, session);
  await tab.goto(`${BASE}${path}`);
  await tab.locator('main h1').first().waitFor({ timeout: 60_000 });
  return { tab, token: session.access_token };
}

async function api(method, path, token, body) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body
        ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }
        : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** The newest link emailed to `recipient` that matches `pattern`, waiting for its delivery. */
async function emailedLink(recipient, pattern) {
  for (let tries = 0; tries < 120; tries++) {
    const response = await fetch(
      `${BASE}/dev/mailbox/api/messages?to=${encodeURIComponent(recipient)}`,
    );
    const messages = response.ok ? await response.json() : [];
    const link = messages.map((m) => pattern.exec(m.text)?.[0]).find(Boolean);
    if (link) return link;
    await sleep(250);
  }
  throw new Error(`No link reached ${recipient}`);
}

/** A new request of the demo policyholder for its first free patient, its doctor at `doctorEmail`. */
async function newRequestOf(token, doctorEmail) {
  const me = (await api('GET', '/api/users/me', token)).json;
  const patients = (await api('GET', '/api/policyholders/patients', token)).json;
  for (const patient of Array.isArray(patients) ? patients : patients.list) {
    const body = newRequestBody(me.insurerCode, patient, doctorEmail);
    const created = await api('POST', `/api/insurers/${me.insurerCode}/requests`, token, body);
    if (created.status === 201) return;
  }
  throw new Error('No demo patient was free for a new request');
}

/** The doctor's link of a new request of the demo policyholder. */
async function doctorLinkOf(token) {
  await newRequestOf(token, DOCTOR_EMAIL);
  return emailedLink(DOCTOR_EMAIL, /https?:\/\/\S+\/verification#token=[\w%-]+/);
}

/**
 * The business office's link of a new request of the demo policyholder: its doctor opens the
 * emailed link and submits at a panel hospital as the cluster soak's doctors do, and the office's
 * link is emailed then.
 */
async function officeLinkOf(token, databaseUrl) {
  await newRequestOf(token, PANEL_DOCTOR_EMAIL);
  const doctorLink = await emailedLink(
    PANEL_DOCTOR_EMAIL,
    /https?:\/\/\S+\/verification#token=[\w%-]+/,
  );
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const { call, untilAnswered } = createCaller(BASE);
    const soak = {
      db,
      call,
      untilAnswered,
      stopAt: performance.now() + 60_000,
      acknowledged: { created: [], cancelled: [], submitted: [], decided: [] },
      expiring: new Set(),
      refusals: [],
    };
    const linkOf = async (role, match) => {
      for (let tries = 0; tries < 120; tries++) {
        const link = (await linkHolders.newLinks(soak, 0)).find(
          (candidate) => candidate.role === role && match(candidate),
        );
        if (link) return link;
        await sleep(250);
      }
      throw new Error(`No ${role} link in the mailbox`);
    };
    const doctor = await linkOf('doctor', (link) => doctorLink.includes(link.erefNo));
    const bearer = await linkHolders.openSession(soak, doctor);
    if (!bearer) throw new Error("The doctor's link did not open");
    await linkHolders.doctorSubmits(soak, doctor, bearer, true);
    if (soak.acknowledged.submitted.length === 0) {
      throw new Error(`The doctor's submission failed: ${soak.refusals.join('; ')}`);
    }
    const office = await linkOf('business-office', (link) => link.paId === doctor.paId);
    return `${doctorLink.slice(0, doctorLink.indexOf(`/${office.erefNo}/`))}/${office.erefNo}/bo/verification#token=${encodeURIComponent(office.token)}`;
  } finally {
    await db.end();
  }
}

export async function run() {
  const chrome = await startChromium();
  try {
    await withThrowawayDatabase('preauth_bench_lighthouse', (databaseUrl) =>
      withDataDir('preauth-bench-lighthouse-', async (dataDir) => {
        const { child } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
        try {
          const pages = [];
          const measured = async (name, url) => {
            if (!ONLY_PAGES || ONLY_PAGES.includes(name))
              pages.push(await measure(chrome, name, url));
          };
          console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs each\n`);
          await measured('/login', `${BASE}/login`);

          const holder = await sessionTab(
            chrome,
            'policyholder@demo.sg',
            '10.27.0.1',
            '/dashboard',
          );
          const doctorLink = await doctorLinkOf(holder.token);
          const officeLink = await officeLinkOf(holder.token, databaseUrl);
          await measured('/dashboard', `${BASE}/dashboard`);
          await holder.tab.close();

          // The links are public: no tab of the portal is open while they are measured.
          await measured('doctor link', doctorLink);
          await measured('office link', officeLink);

          const adjudicator = await sessionTab(
            chrome,
            'adjudicator@demo.sg',
            '10.27.0.2',
            '/adjudication',
          );
          const queue = await api('GET', '/api/requests?offset=0&limit=10', adjudicator.token);
          const [first] = queue.json.list;
          await measured('adjudicator queue', `${BASE}/adjudication`);
          await measured('case page', `${BASE}/adjudication/cases/${first.paId}`);
          await adjudicator.tab.close();

          const file = writeResults('lighthouse', { runs: RUNS, lighthouse: LIGHTHOUSE, pages });
          console.log(`\n${file}`);
        } finally {
          await stopServer(child);
        }
      }),
    );
  } finally {
    await chrome.close();
  }
}
