import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeEach, inject } from 'vitest';

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
    current = await context.newPage();
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
