import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Nothing on the page is wider than `width` (the viewport's): the page does not scroll sideways.
 * The message names the elements that stick out, to say where the overflow comes from.
 */
export async function expectFits(p: Page, width: number): Promise<void> {
  const { scrollWidth, wider } = await p.evaluate(
    (limit) => ({
      scrollWidth: document.documentElement.scrollWidth,
      wider: Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > limit + 0.5)
        .slice(0, 10)
        .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}#${e.id}`),
    }),
    width,
  );
  expect(scrollWidth, `wider than ${width} px: ${wider.join(', ')}`).toBeLessThanOrEqual(width);
}
