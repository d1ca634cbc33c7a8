import { FORM_LIMITS } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';

const { page } = usePage();

/** A day of the current month as react-day-picker names it (data-day, 'yyyy-MM-dd'). */
function dayOfThisMonth(day: number): { iso: string; display: string } {
  const now = new Date();
  const yyyy = String(now.getFullYear());
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return { iso: `${yyyy}-${mm}-${dd}`, display: `${dd}-${mm}-${yyyy}` };
}

/** The gallery, scrolled to one section (`#date-field`, `#phone-field`). */
async function openSection(p: Page, anchor: string) {
  await openGallery(p);
  await p.locator(`#${anchor}`).scrollIntoViewIfNeeded();
}

describe('date and phone fields in the gallery', () => {
  it('inserts hyphens while digits are typed, and drops letters', async () => {
    const p = page();
    await openSection(p, 'date-field');
    const input = p.locator('#gallery-date-single');
    await input.pressSequentially('01');
    expect(await input.inputValue()).toBe('01-');
    await input.pressSequentially('0x2y2026');
    expect(await input.inputValue()).toBe('01-02-2026');
    expect(await p.getByTestId('gallery-date-single-value').textContent()).toBe('"2026-02-01"');
  });

  it('opens the calendar from its button, picks a day, closes and gives focus back', async () => {
    const p = page();
    await openSection(p, 'date-field');
    const button = p.locator('#date-field').getByRole('button', { name: 'Choose Visit date' });
    await button.first().click();
    const calendar = p.getByTestId('gallery-date-single-calendar');
    await calendar.waitFor();
    expect(await calendar.getAttribute('role')).toBe('dialog');

    const day = dayOfThisMonth(15);
    await calendar.locator(`[data-day="${day.iso}"] button`).click();
    await calendar.waitFor({ state: 'detached' });
    expect(await p.locator('#gallery-date-single').inputValue()).toBe(day.display);
    expect(await button.first().evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes the calendar with Escape', async () => {
    const p = page();
    await openSection(p, 'date-field');
    await p.getByRole('button', { name: 'Choose Visit date' }).first().click();
    const calendar = p.getByTestId('gallery-date-single-calendar');
    await calendar.waitFor();
    await p.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
  });

  it('picks a range start then end, and closes only after the end', async () => {
    const p = page();
    await openSection(p, 'date-field');
    await p.getByRole('button', { name: 'Choose Admission' }).click();
    const calendar = p.getByTestId('gallery-date-range-calendar');
    const start = dayOfThisMonth(20);
    const end = dayOfThisMonth(10);

    await calendar.locator(`[data-day="${start.iso}"] button`).click();
    expect(await calendar.isVisible()).toBe(true);
    await calendar.locator(`[data-day="${end.iso}"] button`).click();
    await calendar.waitFor({ state: 'detached' });
    // Picked backwards: swapped so the range starts with the earlier day.
    expect(await p.locator('#gallery-date-rangeFrom').inputValue()).toBe(end.display);
    expect(await p.locator('#gallery-date-rangeTo').inputValue()).toBe(start.display);
  });

  it('offers years from 90 years back up to the current year', async () => {
    const p = page();
    await openSection(p, 'date-field');
    await p.getByRole('button', { name: 'Choose Visit date' }).first().click();
    // The calendar's code loads on the first press.
    const calendar = p.getByTestId('gallery-date-single-calendar');
    await calendar.waitFor();
    const years = await calendar
      .getByRole('combobox', { name: 'Choose the Year' })
      .locator('option')
      .allTextContents();
    const thisYear = new Date().getFullYear();
    expect(years[0]).toBe(String(thisYear - FORM_LIMITS.calendarYearsBack));
    expect(years.at(-1)).toBe(String(thisYear));
  });

  it('reformats a phone number as it is typed', async () => {
    const p = page();
    await openSection(p, 'phone-field');
    const input = p.locator('#gallery-phone-sg');
    await input.pressSequentially('9123');
    expect(await input.inputValue()).toBe('9123');
    await input.pressSequentially('4567');
    expect(await input.inputValue()).toBe('9123 4567');
    expect(await p.getByTestId('gallery-phone-sg-value').textContent()).toBe('+6591234567');

    const british = p.locator('#gallery-phone-gb');
    await british.pressSequentially('02079460958');
    expect(await british.inputValue()).toBe('020 7946 0958');
  });

  it('shows the phone error beside the field', async () => {
    const p = page();
    await openSection(p, 'phone-field');
    const input = p.locator('#gallery-phone-invalid');
    const error = p.locator('#gallery-phone-invalid-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('This phone number is too short.');
    const inputBox = await input.boundingBox();
    const errorBox = await error.boundingBox();
    // Beside it on a desktop-wide page: the error starts to the right of the input, on its row.
    expect(errorBox!.x).toBeGreaterThan(inputBox!.x + inputBox!.width - 1);
    expect(
      Math.abs(errorBox!.y + errorBox!.height / 2 - (inputBox!.y + inputBox!.height / 2)),
    ).toBeLessThan(inputBox!.height);
  });

  it('fits a 360 px wide screen, calendar open', async () => {
    const p = page();
    await p.setViewportSize({ width: 360, height: 740 });
    await openSection(p, 'date-field');
    await p.getByRole('button', { name: 'Choose Admission' }).click();
    const box = await p.getByTestId('gallery-date-range-calendar').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
