import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '@preauth/shared';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { openGallery } from '../support/gallery';

const { page } = usePage();

/** The URL the gallery's "Real upload" demo posts to (no endpoint answers it yet). */
const GALLERY_UPLOAD = '**/api/dev/gallery-upload';

const pdf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.alloc(bytes, 0x25),
});

/** One demo of the gallery, found by its heading. */
const demo = (p: Page, title: string) =>
  p.locator('.ui-gallery__state', { has: p.getByRole('heading', { level: 3, name: title }) });

describe('UploadArea in the browser', () => {
  it("shows 'Uploading ... n%' while the real XHR upload waits for the server", async () => {
    const p = page();
    await openGallery(p);
    await p.evaluate(() => sessionStorage.setItem('access_token', 'e2e-token'));

    // Hold the server's answer until the progress text has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The progress text can show before the route sees the request: wait for the request itself.
    let routed!: (request: Request) => void;
    const intercepted = new Promise<Request>((resolve) => (routed = resolve));
    await p.route(GALLERY_UPLOAD, async (route: Route) => {
      routed(route.request());
      await released;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([{ uploadId: 'up-e2e', fileName: 'letter.pdf' }]),
      });
    });

    const real = demo(p, 'Real upload');
    await real.getByLabel('Employment Pass letter').setInputFiles(pdf('letter.pdf', 2_000_000));
    const status = real.getByRole('status');
    await status.filter({ hasText: /^Uploading \.\.\. \d{1,3}%$/ }).waitFor();

    const seen = await intercepted;
    expect(seen.method()).toBe('POST');
    expect(await seen.headerValue('authorization')).toBe('Bearer e2e-token');
    expect(await seen.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.postDataBuffer()?.toString('latin1')).toContain(
      'Content-Disposition: form-data; name="file"; filename="letter.pdf"',
    );

    release();
    await real.getByText('letter.pdf', { exact: true }).waitFor();
    await real.getByRole('button', { name: 'Remove letter.pdf' }).click();
    await real.getByText('Choose a file').waitFor();
  });

  it('counts the percentage up from the progress events (gallery demo holding at 42%)', async () => {
    const p = page();
    await openGallery(p);
    const uploading = demo(p, 'Uploading (holds at 42%)');
    await uploading.getByLabel('Employment Pass letter').setInputFiles(pdf('ep.pdf', 1_000));
    await uploading.getByRole('status').filter({ hasText: 'Uploading ... 42%' }).waitFor();
  });

  it('refuses a file over 10 MB with the alert and sends nothing', async () => {
    const p = page();
    await openGallery(p);
    let requests = 0;
    await p.route(GALLERY_UPLOAD, (route) => {
      requests += 1;
      return route.abort();
    });

    const real = demo(p, 'Real upload');
    await real
      .getByLabel('Employment Pass letter')
      .setInputFiles(pdf('big.pdf', UPLOAD_LIMITS.maxBytes + 1));
    const alert = real.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(UPLOAD_TEXTS.tooLarge);
    expect(UPLOAD_TEXTS.tooLarge).toBe('Maximum upload size of the document is 10MB.');
    expect(requests).toBe(0);
  });

  it('shows "Upload failed! Please do it again." when the server refuses without a reason', async () => {
    const p = page();
    await openGallery(p);
    await p.route(GALLERY_UPLOAD, (route) => route.fulfill({ status: 502, body: '' }));
    const real = demo(p, 'Real upload');
    await real.getByLabel('Employment Pass letter').setInputFiles(pdf('letter.pdf', 1_000));
    await real.getByRole('alert').filter({ hasText: UPLOAD_TEXTS.failed }).waitFor();
    expect(await real.getByText('letter.pdf').count()).toBe(0);
  });
});

describe('UploadArea from the keyboard', () => {
  it('opens the file chooser with Enter or Space, with the focus ring on its button', async () => {
    const p = page();
    // A listener from the start turns file-chooser interception on before any key is pressed;
    // turned on only by waitForEvent, it can arrive after the chooser opened, and no event comes.
    p.on('filechooser', () => {});
    await openGallery(p);
    const empty = demo(p, 'Empty (uploads in about 1.5 s)');
    const picker = empty.getByLabel('Employment Pass letter');
    // The demo before it on the page is not focusable; Shift+Tab from the next demo arrives here.
    await demo(p, 'Uploading (holds at 42%)').getByLabel('Employment Pass letter').focus();
    await p.keyboard.press('Shift+Tab');
    expect(await picker.evaluate((input) => document.activeElement === input)).toBe(true);
    const outline = await empty
      .getByText('Choose a file')
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(outline).toBe('solid');

    const chooser = p.waitForEvent('filechooser');
    await p.keyboard.press('Enter');
    await (await chooser).setFiles(pdf('keyboard.pdf', 1_000));
    await empty.getByText('keyboard.pdf', { exact: true }).waitFor();
    // Focus follows to the remove button that replaced the picker, and back after removing.
    await empty.getByRole('button', { name: 'Remove keyboard.pdf' }).waitFor();
    expect(
      await empty
        .getByRole('button', { name: 'Remove keyboard.pdf' })
        .evaluate((button) => document.activeElement === button),
    ).toBe(true);
    await p.keyboard.press('Enter');
    await empty.getByText('Choose a file').waitFor();
    expect(await picker.evaluate((input) => document.activeElement === input)).toBe(true);

    const again = p.waitForEvent('filechooser');
    await p.keyboard.press('Space');
    await (await again).setFiles([]);
  });
});

describe('Pagination in the browser', () => {
  it('shows blocks of 10 page numbers and moves to the next block', async () => {
    const p = page();
    await openGallery(p);
    const nav = p.getByRole('navigation', { name: 'Block pages' });
    const numbers = nav.getByRole('button', { name: /^Page \d+$/ });

    expect(await nav.getByText('Total: 513').count()).toBe(1);
    expect(await numbers.allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    await nav.getByRole('button', { name: 'Next 10 pages' }).click();
    expect(await numbers.allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 11)),
    );
    expect(await nav.getByRole('button', { name: 'Page 11' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('goes back to page 1 when the list shrinks under the current page', async () => {
    const p = page();
    await openGallery(p);
    const shrinking = demo(p, 'Shrinking list (starts on page 6)');
    const nav = shrinking.getByRole('navigation');
    expect(await nav.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await shrinking.getByRole('button', { name: 'Shrink to 45 items' }).click();
    await nav.getByText('Total: 45').waitFor();
    expect(await nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
