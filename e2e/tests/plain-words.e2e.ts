import { DATE_MESSAGES, MESSAGES, UPLOAD_TEXTS } from '@preauth/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePage } from '../support/browser';
import { createRequestViaApi, POLICYHOLDER } from '../support/requests-api';
import { logIn } from '../support/session';

const { page } = usePage();

/** The "Request" key facts' status on a command screen. */
const keyFactsStatus = (p: Page) => p.getByRole('region', { name: 'Request' }).locator('dd').last();

describe('plain words when things fail', () => {
  it('after a refused cancel (409: cancelled meanwhile elsewhere) shows the current status and says what happened', async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    const request = await createRequestViaApi(p.request);

    await p.goto(`/request/${request.paId}/cancel`);
    expect(await keyFactsStatus(p).textContent()).toBe('Submitted');
    await p.getByLabel('Reason for cancelling').fill('Going abroad instead.');

    // Meanwhile the request is cancelled elsewhere.
    const elsewhere = await p.request.put(`/api/requests/${request.paId}/cancel`, {
      headers: request.headers,
      data: { cancelReason: 'Cancelled in another tab.' },
    });
    expect(elsewhere.status()).toBe(200);

    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();

    await p
      .getByRole('alert')
      .filter({
        hasText:
          'Nothing was cancelled: this request had just been changed elsewhere (in another tab, or by someone else). It is now Cancelled.',
      })
      .waitFor();
    await p.getByText('This request is Cancelled, so it cannot be cancelled.').waitFor();
    expect(await keyFactsStatus(p).textContent()).toBe('Cancelled');
    expect(p.url()).toContain(`/request/${request.paId}/cancel`);
  });

  it("shows the server's reason for a refused upload, and refuses a dropped file of another type", async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    await p.goto('/create-request');
    await p.getByRole('combobox', { name: 'Patient' }).click();
    await p.getByRole('option', { name: /Maria Santos/ }).click();
    const picker = p.locator('input[type=file][name=epLetter]');

    // Named as a PDF, but not one: the server reads the bytes and answers 415 with its reason.
    const answer = p.waitForResponse((r) => r.url().includes('/uploads'));
    await picker.setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF'),
    });
    expect((await answer).status()).toBe(415);
    // Seed 001 L168's words first, then the server's reason (record 083).
    await p
      .getByRole('alert')
      .filter({ hasText: UPLOAD_TEXTS.failed })
      .filter({ hasText: UPLOAD_TEXTS.unsupportedType })
      .waitFor();

    // A text file dropped on the area is refused before anything is sent.
    let uploads = 0;
    p.on('request', (r) => {
      if (r.url().includes('/uploads')) uploads += 1;
    });
    const dropped = await p.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      return transfer;
    });
    await p.locator('.upload-area__zone').dispatchEvent('drop', { dataTransfer: dropped });
    await p.getByRole('alert').filter({ hasText: UPLOAD_TEXTS.unsupportedType }).waitFor();
    expect(uploads).toBe(0);
  });

  it('shows the error of an impossible Created on date and does not search', async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    const createdOn = p.getByRole('textbox', { name: 'Created on' });
    await createdOn.pressSequentially('31022026');
    await p.getByRole('button', { name: 'Search' }).click();

    await p.getByText(DATE_MESSAGES.invalid).waitFor();
    expect(await createdOn.getAttribute('aria-invalid')).toBe('true');
    expect(await createdOn.inputValue()).toBe('31-02-2026');
    expect(p.url()).not.toContain('createdOn');
  });

  it('offline: says that the portal cannot be reached, waits instead of "Loading…", and says when it is back', async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    const view = p.getByRole('link', { name: /^View / }).first();
    await view.waitFor();

    await p.context().setOffline(true);
    await view.click();
    await p.getByRole('alert').filter({ hasText: MESSAGES.unreachableRetrying }).waitFor();
    await p.getByText(MESSAGES.waitingForPortal).waitFor();
    expect(await p.getByText('Failed to fetch').count()).toBe(0);

    await p.context().setOffline(false);
    await p.getByRole('status').filter({ hasText: MESSAGES.reachableAgain }).waitFor();
    // The screen's code and its read went on by themselves: the request is on screen.
    await p.getByRole('region', { name: 'Request' }).first().waitFor();
    expect(await p.getByText(MESSAGES.unreachableRetrying).count()).toBe(0);
  });

  it('a refused connection: the same words, and back once the portal answers again', async () => {
    const p = page();
    await logIn(p, POLICYHOLDER);
    const view = p.getByRole('link', { name: /^View / }).first();
    await view.waitFor();

    await p.route('**/api/**', (route) => route.abort('connectionrefused'));
    await view.click();
    await p.getByRole('alert').filter({ hasText: MESSAGES.unreachableRetrying }).waitFor();
    expect(await p.getByText('Failed to fetch').count()).toBe(0);

    await p.unroute('**/api/**');
    await p.getByRole('status').filter({ hasText: MESSAGES.reachableAgain }).waitFor();
    await p.getByRole('region', { name: 'Request' }).first().waitFor();
  });
});
