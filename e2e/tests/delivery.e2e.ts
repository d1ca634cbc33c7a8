import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { logIn } from '../support/session';

const { page } = usePage();

describe('delivery of the web app', () => {
  it('sends the login page compressed, its scripts immutable, and only the login JavaScript', async () => {
    const p = page();
    const scripts: Response[] = [];
    p.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    const document = await p.goto('/login');
    await p.getByRole('button', { name: 'Log in' }).waitFor();

    expect(document?.status()).toBe(200);
    expect(document?.headers()['content-encoding']).toBe('br');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.headers()['content-encoding']).toBe('br');
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const loginScripts = new Set(scripts.map((script) => script.url()));

    // The dashboard's code arrives only when the dashboard is visited.
    await logIn(p, 'policyholder@demo.sg');
    await p.getByText('Welcome, Tan Wei Ming').waitFor();
    expect(scripts.some((script) => !loginScripts.has(script.url()))).toBe(true);
  });

  it('shows the favicon (SVG, and ICO for older readers) and the apple-touch-icon, the portal logo', async () => {
    const p = page();
    await p.goto('/login');
    const hrefOf = (selector: string) => p.locator(selector).getAttribute('href');

    const svg = await p.request.get((await hrefOf('link[rel="icon"][type="image/svg+xml"]')) ?? '');
    const ico = await p.request.get((await hrefOf('link[rel="icon"][sizes]')) ?? '');
    const touch = await p.request.get((await hrefOf('link[rel="apple-touch-icon"]')) ?? '');

    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toContain('<svg');
    expect(ico.status()).toBe(200);
    // An ICO directory: reserved 0, type 1 (icon).
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toMatch(/^image\/png/);
  });

  it("answers an unknown path 404 with the app's not-found page, a known page 200", async () => {
    const p = page();

    const unknown = await p.goto('/no-such-page');
    await p.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(unknown?.status()).toBe(404);

    const known = await p.goto('/session-expired');
    expect(known?.status()).toBe(200);
  });
});
