import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';

const { page } = usePage();

/** Floating UI rounds positions to device pixels, so edges may differ by half a pixel. */
const PIXEL_ROUNDING = 0.5;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} is not on screen`);
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height, width: b.width };
}

/** Waits until `measure` is within half a pixel of `expected` (the panel is positioned async). */
async function expectSettled(measure: () => Promise<number>, expected: number, what: string) {
  let last = NaN;
  for (let i = 0; i < 40; i++) {
    last = await measure();
    if (Math.abs(last - expected) <= PIXEL_ROUNDING) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(last, what).toBeCloseTo(expected, 0);
}

/** Opens the select whose trigger has this id, placed where `block` puts it on screen. */
async function openSelect(p: Page, id: string, block: 'start' | 'end' = 'start') {
  const trigger = p.locator(`#${id}`);
  await trigger.evaluate((el, where) => el.scrollIntoView({ block: where }), block);
  await trigger.click();
  const panel = p.locator(`#${id}-panel`);
  await panel.waitFor();
  return { trigger, panel };
}

describe('Select panel (/dev/ui#select)', () => {
  it('opens below the trigger, aligned to its start, 5 px down', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await openGallery(p);
    const { trigger, panel } = await openSelect(p, 'gallery-select-empty');

    await expectSettled(async () => (await box(panel)).top - (await box(trigger)).bottom, 5, 'gap');
    await expectSettled(async () => (await box(panel)).left - (await box(trigger)).left, 0, 'left');
  });

  it('flips above the trigger when there is no room below', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await openGallery(p);
    const { trigger, panel } = await openSelect(p, 'gallery-select-bottom', 'end');

    await expectSettled(async () => (await box(trigger)).top - (await box(panel)).bottom, 5, 'gap');
    await expectSettled(async () => (await box(panel)).left - (await box(trigger)).left, 0, 'left');
  });

  it('matches the trigger width when asked to', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await openGallery(p);
    const { trigger, panel } = await openSelect(p, 'gallery-select-width');

    await expectSettled(
      async () => (await box(panel)).width - (await box(trigger)).width,
      0,
      'width',
    );
  });

  it('closes on a press outside', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await openGallery(p);
    const { trigger, panel } = await openSelect(p, 'gallery-select-empty');

    await p.mouse.click(5, 5);
    await panel.waitFor({ state: 'detached' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes 0.1 s to open and to close', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
    await openGallery(p);
    const { panel } = await openSelect(p, 'gallery-select-empty');
    const transition = panel.locator('.list-panel__transition');
    await expectSettled(
      async () => parseFloat(await transition.evaluate((el) => getComputedStyle(el).opacity)),
      1,
      'opacity once open',
    );
    expect(await transition.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.1s');

    // From here on time only moves when the test says so.
    await p.clock.pauseAt(new Date('2025-01-01T01:00:00Z'));
    await p.keyboard.press('Escape');
    await p.clock.runFor(50);
    // Mid-way: still on screen, fading out over 0.1 s.
    expect(await panel.count()).toBe(1);
    expect(await transition.evaluate((el) => el.style.opacity)).toBe('0');
    expect(await transition.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.1s');
    await p.clock.runFor(50);
    await panel.waitFor({ state: 'detached' });
  });
});

describe('Autocomplete (/dev/ui#autocomplete)', () => {
  it('calls the lookup 500 ms after typing stops, restarting the wait on each key', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
    await openGallery(p);
    const input = p.locator('#gallery-autocomplete');
    const list = p.locator('#gallery-autocomplete-listbox');
    const calls = p.getByTestId('autocomplete-loader-calls');
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await p.clock.pauseAt(new Date('2025-01-01T01:00:00Z'));
    const before = Number(await calls.textContent());

    await p.keyboard.type('ta');
    await p.clock.runFor(300);
    await p.keyboard.type('n');
    await p.clock.runFor(499);
    expect(Number(await calls.textContent())).toBe(before);
    await list.getByRole('option', { name: 'Loading ...' }).waitFor();

    await p.clock.runFor(1);
    expect(Number(await calls.textContent())).toBe(before + 1);

    // The in-memory lookup answers after its fake latency.
    await p.clock.runFor(400);
    await list.getByRole('option', { name: 'Dr Tan Ah Kow' }).waitFor();
    await p.keyboard.press('ArrowDown');
    await p.keyboard.press('Enter');
    expect(await input.inputValue()).toBe('Dr Tan Chee Keong');
    expect(Number(await calls.textContent())).toBe(before + 1);
  });
});

/** The text of the focused element. */
const focusedText = (p: Page) => p.evaluate(() => document.activeElement?.textContent?.trim());

describe('Dialogs (/dev/ui#dialogs)', () => {
  it("traps the focus in the confirmation, answers 'No' on Escape and returns the focus", async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 740 });
    await openGallery(p);
    const opener = p.getByRole('button', { name: 'Cancel request' });
    await opener.click();
    const dialog = p.getByRole('alertdialog', { name: 'Cancel request' });
    await dialog.waitFor();

    await expect.poll(() => focusedText(p)).toBe('No');
    await p.keyboard.press('Tab');
    expect(await focusedText(p)).toBe('Yes');
    await p.keyboard.press('Tab');
    await expect.poll(() => focusedText(p)).toBe('No');
    await p.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedText(p)).toBe('Yes');

    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await p.getByTestId('confirm-answer').textContent()).toBe('Answer: No');
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('traps the focus in the terms modal, closes on Escape and returns the focus', async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 740 });
    await openGallery(p);
    const opener = p.getByRole('button', { name: 'Read the terms and conditions' });
    await opener.click();
    const dialog = p.getByRole('dialog', { name: 'Terms and Conditions' });
    await dialog.waitFor();
    const terms = dialog.getByRole('region', { name: 'Terms and Conditions' });
    const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

    await expect.poll(() => isFocused(terms)).toBe(true);
    // The text is longer than the screen: it scrolls inside the modal.
    expect(await terms.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await p.keyboard.press('Tab');
    expect(await focusedText(p)).toBe('Close');
    await p.keyboard.press('Tab');
    await expect.poll(() => isFocused(terms)).toBe(true);

    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener)).toBe(true);
  });
});
