import type { Page } from 'playwright-core';

/**
 * Opens the gallery. Loaded directly, /dev/ui comes from whatever serves /dev; the Vite dev server
 * proxies /dev/* to the API server, whose built index.html names assets Vite does not have, so on
 * the dev portal the page would stay blank. Then the app is loaded on another page and the router
 * moves to /dev/ui, which is the same page the direct load shows on the built portal.
 */
export async function openGallery(p: Page): Promise<void> {
  const heading = p.getByRole('heading', { level: 1, name: 'Interface kit' });
  await p.goto('/dev/ui');
  const loaded = await heading.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!loaded) {
    await p.goto('/not-found');
    await p.getByRole('main').waitFor();
    await p.evaluate(() => {
      window.history.pushState(null, '', '/dev/ui');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await heading.waitFor();
  }
  // The sections are in the same module as the page; wait until they have all rendered.
  await p.locator('.ui-gallery__section').first().waitFor();
}
