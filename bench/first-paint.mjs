// First contentful paint of /login in Chromium, on loopback and on DevTools' "Fast 3G" profile,
// and the JavaScript each route loads (raw and gzip), with the built server on a fresh data folder.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE, DEMO_PASSWORD, startServer, stopServer, withDataDir, writeResults } from './lib.mjs';

const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 5);
const WEB_DIST = 'packages/web/dist';

/** DevTools' "Fast 3G" preset: 1.6 Mbit/s down and 750 kbit/s up at 90 %, 562.5 ms latency. */
const FAST_3G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

/** Routes of the demo policyholder, each loaded on its own (a reload after login). */
const ROUTES = ['/login', '/dashboard', '/new-request', '/create-request'];

async function firstPaint(browser, network) {
  const context = await browser.newContext(); // a cold cache for every run
  try {
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
    return await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    );
  } finally {
    await context.close();
  }
}

/** Raw and gzip bytes of the built files behind these script URLs. */
function sizes(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = readFileSync(path.join(WEB_DIST, new URL(url).pathname));
    raw += file.length;
    gzip += gzipSync(file).length;
  }
  return { files: urls.size, raw, gzip };
}

async function scriptsPerRoute(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    const result = {};
    for (const route of ROUTES) {
      if (route !== '/login' && !result.loggedIn) {
        await page.getByLabel('Username or email').fill('policyholder@demo.sg');
        await page.getByLabel('Password').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL('**/dashboard');
        result.loggedIn = true;
      }
      scripts = new Set();
      await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
      result[route] = sizes(scripts);
    }
    delete result.loggedIn;
    return result;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    await withDataDir('preauth-bench-paint-', async (dataDir) => {
      const { child } = await startServer({ DATA_DIR: dataDir });
      try {
        const paints = { loopback: [], fast3g: [] };
        for (let i = 0; i < RUNS; i++) {
          paints.loopback.push(await firstPaint(browser));
          paints.fast3g.push(await firstPaint(browser, FAST_3G));
        }
        const routes = await scriptsPerRoute(browser);

        console.log(`\nFirst contentful paint of /login, median of ${RUNS} cold loads\n`);
        for (const [profile, values] of Object.entries(paints)) {
          const shown = values.map((v) => v.toFixed(0)).join(', ');
          console.log(
            `${profile.padEnd(10)} ${median(values).toFixed(0).padStart(6)} ms  (${shown})`,
          );
        }
        console.log('\nJavaScript each route loads on its own (a cold load of that URL)\n');
        for (const [route, size] of Object.entries(routes)) {
          console.log(
            `${route.padEnd(16)} ${String(size.files).padStart(3)} files ${kib(size.raw).padStart(11)} raw ${kib(size.gzip).padStart(10)} gzip`,
          );
        }
        writeResults('first-paint', { runs: RUNS, network: FAST_3G, paints, routes });
      } finally {
        await stopServer(child);
      }
    });
  } finally {
    await browser.close();
  }
}
