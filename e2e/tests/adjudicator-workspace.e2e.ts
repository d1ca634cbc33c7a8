import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADJUDICATORS,
  caseSection,
  decide,
  logInToQueue,
  openCase,
  openDecision,
  queueList,
} from '../support/adjudication';
import { usePage } from '../support/browser';
import { choose, PHONE } from '../support/doctor';
import { expectFits } from '../support/layout';
import { waitForMail } from '../support/session';

const { page, freshPage } = usePage();

/** AURORA's second adjudicator (four eyes), to whom the case is handed over. */
const COLLEAGUE = { login: 'adjudicator2@demo.sg', name: 'Marcus Tan' };
/** A demo case waiting in Processing (policyholder3's spouse), which no other journey uses. */
const PATIENT = 'Wang Mei Ling 王美玲';
const NOTE = 'Please look at the ward charges before deciding: they seem high for two nights.';

describe("the adjudicator's workspace (issue 26 §4)", () => {
  it('one adjudicator emails themselves today\'s digest, finds a case by NRIC last 4, exports the list, and assigns it with a note; the other finds it under "Assigned to: Me", reads the note, adds one and decides; all on a 360 px phone, nothing wider than it', async () => {
    const a = page();
    await a.setViewportSize(PHONE);
    await logInToQueue(a, ADJUDICATORS.aurora);
    await expectFits(a, PHONE.width);

    // Today's digest on demand: the screen says it went, and a digest reaches the mailbox (the
    // morning one may be there too, on a working day after 08:00 Singapore time).
    await a.getByRole('button', { name: "Email me today's digest" }).click();
    await a.getByText("Today's digest was emailed to you.").waitFor();
    const digest = await waitForMail(a, ADJUDICATORS.aurora, (message) =>
      message.subject.startsWith('Your work queue on '),
    );
    expect(digest.text).toContain('/adjudication');

    // The queue shows each patient's NRIC/FIN masked: its last 4 are what the caller gives.
    const item = queueList(a).getByRole('listitem').filter({ hasText: PATIENT }).first();
    const erefNo = (await item.getByRole('link').first().innerText()).trim();
    const masked = (await item.getByText(/^\*{5}\w{4}$/).innerText()).trim();
    const last4 = masked.slice(-4);

    // On the phone the filters sit behind their button.
    await a.getByRole('button', { name: /^Filters/ }).click();
    const filters = a.getByRole('form', { name: 'Filter the queue' });
    await expectFits(a, PHONE.width);
    await filters.getByRole('textbox', { name: 'Search' }).fill(last4);
    await filters.getByRole('button', { name: 'Search' }).click();
    await a.waitForURL(new RegExp(`search=${last4}`));
    const found = queueList(a).getByRole('listitem');
    await expect.poll(() => found.allInnerTexts()).toHaveLength(1);
    await found.getByRole('link', { name: erefNo, exact: true }).waitFor();
    await expectFits(a, PHONE.width);

    // A reload keeps the search (its closed filters say one is on).
    await a.reload();
    await a.getByRole('button', { name: 'Filters (1 on)' }).click();
    await expect.poll(() => a.getByRole('textbox', { name: 'Search' }).inputValue()).toBe(last4);

    // The filtered list as CSV: its one request, the NRIC/FIN masked.
    const download = a.waitForEvent('download');
    await a.getByRole('button', { name: 'Download as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^work-queue-PRO-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Status,Urgent,Patient,NRIC\/FIN,/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`${erefNo},Processing,`);
    expect(lines[1]).toContain(`,${PATIENT},${masked},`);

    // Handed over to the colleague with a note: they hold it now, and are emailed.
    await openCase(a, erefNo);
    await expectFits(a, PHONE.width);
    const assign = a.getByRole('form', { name: 'Assign to a colleague' });
    await choose(a, 'Assign to', COLLEAGUE.name);
    await assign.getByRole('textbox', { name: /Note for them/ }).fill(NOTE);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await a.getByText(new RegExp(`^Held by ${COLLEAGUE.name} until`)).waitFor();
    await caseSection(a, 'Internal notes').getByText(NOTE).waitFor();
    await expectFits(a, PHONE.width);
    const email = await waitForMail(a, COLLEAGUE.login, (message) =>
      message.subject.includes(erefNo),
    );
    expect(email.subject).toBe(`Case ${erefNo} has been assigned to you`);

    // The colleague finds it under "Assigned to: Me", reads the note and decides.
    const m = await freshPage();
    await m.setViewportSize(PHONE);
    await logInToQueue(m, COLLEAGUE.login);
    await m.getByRole('button', { name: /^Filters/ }).click();
    await choose(m, 'Assigned to', 'Me');
    await m
      .getByRole('form', { name: 'Filter the queue' })
      .getByRole('button', { name: 'Search' })
      .click();
    await m.waitForURL(/assignedTo=me/);
    const mine = queueList(m).getByRole('listitem').filter({ hasText: erefNo });
    await mine.getByText(`You, until`, { exact: false }).waitFor();
    await expectFits(m, PHONE.width);
    await openCase(m, erefNo);
    await m.getByText(/^You hold this case until/).waitFor();
    const notes = caseSection(m, 'Internal notes');
    await notes.getByText(NOTE).waitFor();
    await notes.getByText(`Assigned to ${COLLEAGUE.name}`, { exact: false }).waitFor();
    const reply = 'Checked the ward charges: above the plan limit.';
    const addNote = m.getByRole('form', { name: 'Add a note' });
    await addNote.getByRole('textbox', { name: 'Note' }).fill(reply);
    await addNote.getByRole('button', { name: /^Add/ }).click();
    await notes.getByText(reply).waitFor();
    await expectFits(m, PHONE.width);

    await openDecision(m, 'Reject');
    await expectFits(m, PHONE.width);
    await choose(m, 'Reason', 'Treatment not medically necessary');
    await m
      .getByLabel('Explanation for the policyholder')
      .fill('The ward charges are above the plan’s limit for this procedure.');
    await decide(m, 'Reject');
    await m.getByText('Rejected.', { exact: false }).first().waitFor();
  });
});
