import type { Page } from 'playwright-core';

/** Opens the /dev/ui gallery and waits until its sections have rendered. */
export async function openGallery(p: Page): Promise<void> {
  await p.goto('/dev/ui');
  await p.getByRole('heading', { level: 1, name: 'Interface kit' }).waitFor();
  // The sections are in the same module as the page; wait until they have all rendered.
  await p.locator('.ui-gallery__section').first().waitFor();
}
