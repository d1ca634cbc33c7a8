import { MESSAGES } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { logIn } from '../support/session';

const { page } = usePage();

const POLICYHOLDER = 'policyholder@demo.sg';
const POLICYHOLDER_NAME = 'Tan Wei Ming';

/** The path of the first request's View link on the dashboard. */
async function firstRequestPath(p: Page): Promise<string> {
  const view = p.getByRole('link', { name: 'View' }).first();
  await view.waitFor();
  const href = await view.getAttribute('href');
  if (!href) throw new Error('The View link has no address');
  return href;
}

describe('one session across the tabs of a browser', () => {
  it('opens a request’s link in a new tab already logged in', async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    const path = await firstRequestPath(p);

    const tab = await p.context().newPage();
    await tab.goto(path);

    await tab
      .getByRole('heading', { level: 1, name: /^Pre-Authorisation Request PA\d{4}-\d{6}$/ })
      .waitFor();
    expect(new URL(tab.url()).pathname).toBe(path);
    expect(await tab.getByText(POLICYHOLDER_NAME).first().isVisible()).toBe(true);
    // The token stays in each tab's session storage, never in storage that outlives the browser.
    const token = await tab.evaluate(() => sessionStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    const kept = await tab.evaluate(() => Object.values(localStorage).join('\n'));
    expect(kept).not.toContain(token);
  });

  it('logs every tab out when one logs out', async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    const tab = await p.context().newPage();
    await tab.goto('/dashboard');
    await tab.getByText(`Welcome, ${POLICYHOLDER_NAME}`).waitFor();

    await tab.getByRole('button', { name: 'Log out' }).click();

    await p.waitForURL('**/login');
    expect(await p.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
    expect(await p.getByText(POLICYHOLDER_NAME).count()).toBe(0);
  });
});

/**
 * Logs the policyholder in and waits for the dashboard's last call (the filters' statuses, whose
 * code loads after the list): a call made after the clock is moved on would count as activity.
 */
async function logInToLoadedDashboard(p: Page) {
  const statuses = p.waitForResponse((response) => response.url().endsWith('/api/statuses'));
  await logIn(p, POLICYHOLDER);
  await p.getByText(`Welcome, ${POLICYHOLDER_NAME}`).waitFor();
  await statuses;
}

describe('the idle end of a session', () => {
  it('warns before the end, and "Stay logged in" keeps the session', async () => {
    const p = page();
    await p.clock.install();
    await logInToLoadedDashboard(p);

    await p.clock.fastForward('24:30');

    const dialog = p.getByRole('alertdialog', { name: 'Your session is about to end' });
    await dialog.waitFor();
    const stay = dialog.getByRole('button', { name: 'Stay logged in' });
    expect(await stay.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('timer').textContent()).toMatch(/^4:[0-3]\d$/);

    await stay.click();

    await dialog.waitFor({ state: 'hidden' });
    // 24.5 minutes after the last call the session would have ended; it did not.
    await p.clock.fastForward('20:00');
    await p.getByRole('link', { name: 'View' }).first().click();
    await p.getByRole('heading', { level: 1, name: /^Pre-Authorisation Request/ }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it("fetches the warning's dialog, and with it Floating UI, only as the warning nears", async () => {
    const p = page();
    // On a phone the dashboard's filters, which bring Floating UI too, load only when opened.
    await p.setViewportSize({ width: 360, height: 740 });
    const scripts: Promise<string>[] = [];
    p.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // Floating UI marks the elements it manages with data-floating-ui-* attributes.
    const floatingUiScripts = async () =>
      (await Promise.all(scripts)).filter((text) => text.includes('data-floating-ui-')).length;
    await p.clock.install();
    await logIn(p, POLICYHOLDER);
    await p.locator('.request-item').first().waitFor();
    await p.waitForLoadState('networkidle');
    expect(await floatingUiScripts()).toBe(0);

    await p.clock.fastForward('24:30');

    await p.getByRole('alertdialog', { name: 'Your session is about to end' }).waitFor();
    expect(await floatingUiScripts()).toBeGreaterThan(0);
  });

  it('ends the session at zero, on a session-expired page with the name and Log out', async () => {
    const p = page();
    await p.clock.install();
    await logInToLoadedDashboard(p);
    const token = await p.evaluate(() => sessionStorage.getItem('access_token'));

    await p.clock.fastForward('29:00');

    await p.waitForURL('**/session-expired');
    await p.getByRole('heading', { name: MESSAGES.sessionExpiredTitle }).waitFor();
    expect(await p.getByText(POLICYHOLDER_NAME).isVisible()).toBe(true);
    // Ended on the server too, not left to its own idle clock.
    const me = await p.request.get('/api/users/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);

    await p.getByRole('button', { name: 'Log out' }).click();

    await p.waitForURL('**/login');
    expect(await p.getByText(POLICYHOLDER_NAME).count()).toBe(0);
  });
});
