import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeEach, inject, onTestFailed } from 'vitest';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Browser | undefined;

/** Debian's Chromium, one per test file; each test gets a fresh context (no shared session). */
export function usePage(options: { bypassCSP?: boolean } = {}): {
  page: () => Page;
  baseUrl: string;
} {
  let current: Page | undefined;
  beforeEach(async () => {
    browser ??= await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ baseURL: inject('baseUrl'), ...options });
    // What the browser saw, printed when the test fails: the pages it went to and its errors.
    const seen: string[] = [];
    const started = Date.now();
    const note = (line: string) => seen.push(`${Date.now() - started} ms ${line}`);
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) note(`page at ${frame.url()}`);
      });
      page.on('pageerror', (error) => note(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') note(`console error: ${message.text()}`);
      });
    });
    current = await context.newPage();
    onTestFailed(() => console.log(`What the browser saw:\n${seen.join('\n')}`));
    return () => context.close();
  });
  afterAll(async () => browser?.close());
  return {
    baseUrl: inject('baseUrl'),
    page: () => {
      if (!current) throw new Error('No page: call page() inside a test');
      return current;
    },
  };
}
