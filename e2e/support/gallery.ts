import type { Page } from 'playwright-core';

/** Opens the form kit gallery and waits until its sections have rendered. */
export async function openGallery(p: Page): Promise<void> {
  await p.goto('/dev/ui');
  await p.getByRole('heading', { level: 1, name: 'Interface kit' }).waitFor();
  // The sections are bundled with the page; once one is there, all are.
  await p.locator('.ui-gallery__section').first().waitFor();
}
