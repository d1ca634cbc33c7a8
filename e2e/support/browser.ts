import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/**
 * Debian's Chromium, one per test file; each test gets a fresh context (no shared session), and
 * may open more with `freshPage` (another person, or the same one on another device).
 */
export function usePage(options: { bypassCSP?: boolean } = {}): {
  page: () => Page;
  freshPage: () => Promise<Page>;
  baseUrl: string;
} {
  let current: Page | undefined;
  let open: (() => Promise<Page>) | undefined;
  beforeEach(async () => {
    browser ??= await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const launched = browser;
    // What the browser saw, printed when the test fails: the pages it went to and its errors.
    const seen: string[] = [];
    const started = Date.now();
    const contexts: BrowserContext[] = [];
    open = async () => {
      const context = await launched.newContext({ baseURL: inject('baseUrl'), ...options });
      contexts.push(context);
      // The first context's lines as before; the others' named by their number.
      const label = contexts.length === 1 ? '' : `[context ${contexts.length}] `;
      const note = (line: string) => seen.push(`${Date.now() - started} ms ${label}${line}`);
      context.on('page', (page) => {
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) note(`page at ${frame.url()}`);
        });
        page.on('pageerror', (error) => note(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') note(`console error: ${message.text()}`);
        });
      });
      return context.newPage();
    };
    current = await open();
    onTestFailed(() => console.log(`What the browser saw:\n${seen.join('\n')}`));
    return async () => {
      await Promise.all(contexts.map((context) => context.close()));
    };
  });
  afterAll(async () => browser?.close());
  return {
    baseUrl: inject('baseUrl'),
    page: () => {
      if (!current) throw new Error('No page: call page() inside a test');
      return current;
    },
    freshPage: () => {
      if (!open) throw new Error('No browser: call freshPage() inside a test');
      return open();
    },
  };
}
