import type { Page } from 'playwright-core';
import { DOCTOR_MESSAGES } from '@preauth/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ADJUDICATORS, logInToQueue, openCase, queueList } from '../support/adjudication';
import { AGENT, cancelIfOpen, CLIENT } from '../support/authorisation';
import { usePage } from '../support/browser';
import { choose, createRequest, doctorLink, SPOUSES, verify } from '../support/doctor';
import { logIn } from '../support/session';

const { page, baseUrl } = usePage();

/** What the focused element is to assistive tech: its role's tag, name, and error state. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const describedBy = element?.getAttribute('aria-describedby') ?? '';
    return {
      tag: element?.tagName.toLowerCase(),
      role: element?.getAttribute('role'),
      text: element?.textContent?.trim(),
      labelledBy: element?.id
        ? document.querySelector(`label[for="${element.id}"]`)?.textContent
        : null,
      invalid: element?.getAttribute('aria-invalid'),
      description: describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    };
  });

describe('first steps after a server start, and where the focus goes', () => {
  it("the agent's first Continue after a server start opens the create form without a crash", async () => {
    const p = page();
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    await logIn(p, AGENT);
    await p.getByRole('link', { name: 'New Request' }).click();
    await p.getByRole('radio', { name: new RegExp(CLIENT.name) }).check();
    await p.getByRole('button', { name: 'Continue' }).dblclick();
    await p.waitForURL('**/create-request?policyholder=*');
    await p.getByRole('button', { name: 'Submit' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('Submit with no doctor chosen puts the focus on the Doctor name autocomplete, which says why', async () => {
    const p = page();
    await logIn(p, SPOUSES.first.holder);
    await p.goto('/create-request');
    await p.getByRole('combobox', { name: 'Patient' }).click();
    await p.getByRole('option', { name: new RegExp(SPOUSES.first.name) }).click();
    await choose(p, 'Policy', /Aurora Shield Plan A/);
    await p.getByRole('button', { name: 'Submit' }).click();

    await expect.poll(() => focused(p)).toMatchObject({ role: 'combobox', invalid: 'true' });
    const now = await focused(p);
    expect(now.labelledBy).toMatch(/Doctor name/);
    expect(now.description).toMatch(/doctor/i);
  });

  it("the doctor's Next with no hospital chosen focuses the Hospital autocomplete, which says why", async () => {
    const p = page();
    const patient = SPOUSES.first;
    const { erefNo, doctorEmail } = await createRequest(p, patient);
    await p.goto(`/dashboard?erefNo=${erefNo}`);
    const view = await p.getByRole('link', { name: `View ${erefNo}` }).getAttribute('href');
    const paId = view!.split('/').at(-2)!;
    // The patient is free again for the other journeys.
    onTestFinished(() => cancelIfOpen(baseUrl, paId, patient.holder));
    await verify(p, {
      link: await doctorLink(p, doctorEmail, erefNo),
      doctorEmail,
      erefNo,
      patient,
    });
    await p.getByRole('heading', { name: 'Request Details' }).waitFor();

    await p.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => focused(p)).toMatchObject({ role: 'combobox', invalid: 'true' });
    const now = await focused(p);
    expect(now.labelledBy).toBe('Hospital');
    expect(now.description).toBe(DOCTOR_MESSAGES.selectHospital);
  });

  it("after 'Take this case' the focus is on the case's Decision heading, not the page's body", async () => {
    const a = page();
    await a.setViewportSize({ width: 1280, height: 900 });
    await logInToQueue(a, ADJUDICATORS.aurora);
    // A demo case waiting in Processing (policyholder3's family), which no other journey uses.
    const item = queueList(a).getByRole('listitem').filter({ hasText: 'Dewi Lestari' }).first();
    const erefNo = (await item.getByRole('link').first().innerText()).trim();
    await openCase(a, erefNo);
    await a.getByText('Nobody is working on this case.').waitFor();

    await a.getByRole('button', { name: 'Take this case' }).click();
    await a.getByText(/^You hold this case until/).waitFor();
    await expect.poll(() => focused(a)).toMatchObject({ tag: 'h3', text: 'Decision' });

    // Left as found, for the other journeys' queue.
    await a.getByRole('button', { name: 'Release' }).click();
    await a.getByText('Nobody is working on this case.').waitFor();
  });
});
