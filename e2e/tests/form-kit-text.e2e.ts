import { TEXT_LIMITS } from '@preauth/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';

const { page } = usePage();

/** The number of text rows the textarea shows (its content box over its line height). */
async function visibleRows(textarea: Locator): Promise<number> {
  return textarea.evaluate((el: HTMLTextAreaElement) => {
    const style = getComputedStyle(el);
    const content =
      el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(content / parseFloat(style.lineHeight));
  });
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join('\n');

describe('multi-line text in the browser', () => {
  it('starts at 2 rows, grows with each line, stops at 10 and then scrolls', async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 800 });
    await openGallery(p);
    const textarea = p.getByRole('textbox', { name: 'Reason', exact: true });
    const { multilineMinRows: min, multilineMaxRows: max } = TEXT_LIMITS;

    expect(await visibleRows(textarea)).toBe(min);
    const startHeight = (await textarea.boundingBox())!.height;

    // Typed line by line, as a user would: one row per line past the second.
    await textarea.click();
    await p.keyboard.type('Line 1');
    for (let n = 2; n <= 4; n++) {
      await p.keyboard.press('Enter');
      await p.keyboard.type(`Line ${n}`);
      expect(await visibleRows(textarea)).toBe(Math.max(min, n));
    }
    expect((await textarea.boundingBox())!.height).toBeGreaterThan(startHeight);

    await textarea.fill(lines(max));
    expect(await visibleRows(textarea)).toBe(max);
    const maxHeight = (await textarea.boundingBox())!.height;

    await textarea.fill(lines(max + 5));
    expect(await visibleRows(textarea)).toBe(max);
    expect((await textarea.boundingBox())!.height).toBe(maxHeight);
    const scrolls = await textarea.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrolls).toBe(true);

    // And shrinks back when the text is removed.
    await textarea.fill('');
    expect(await visibleRows(textarea)).toBe(min);
    await p.getByText('Characters left: 1000').first().waitFor();
  });

  it('wraps a long line into more rows, as the text needs', async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 800 });
    await openGallery(p);
    const textarea = p.getByRole('textbox', { name: 'Reason', exact: true });
    await textarea.fill('word '.repeat(40));
    const rows = await visibleRows(textarea);
    expect(rows).toBeGreaterThan(TEXT_LIMITS.multilineMinRows);
    expect(rows).toBeLessThanOrEqual(TEXT_LIMITS.multilineMaxRows);
  });
});
