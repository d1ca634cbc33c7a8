import { describe, it } from 'vitest';
import { ADJUDICATORS, logInToQueue } from '../support/adjudication';
import { checkScreen } from '../support/authorisation';
import { usePage } from '../support/browser';
import { PHONE } from '../support/doctor';

const { page } = usePage();

describe("the insurer's console beside the queue, on a phone", () => {
  it('the holiday table takes a new holiday and lets it go again; the turnaround shows its figures and weeks', async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    await logInToQueue(p, ADJUDICATORS.beacon);
    await checkScreen(p);

    // The holiday table of 2027, from the header.
    await p.getByRole('link', { name: 'Holidays', exact: true }).click();
    await p.getByRole('heading', { name: 'Holidays', exact: true }).waitFor();
    await p.getByRole('link', { name: 'Holidays in 2027' }).click();
    const table = p.getByRole('table', { name: 'Holidays in 2027' });
    await table.getByText('Christmas Day').waitFor();
    await checkScreen(p);

    // A holiday of the insurer's own, added, then deleted after Yes.
    const add = p.getByRole('form', { name: 'Add a holiday' });
    await add.getByRole('textbox', { name: 'Date' }).fill('11082027');
    await add.getByLabel('Name').fill('Company anniversary 公司周年');
    await add.getByRole('button', { name: 'Add holiday' }).dblclick();
    const row = table.getByRole('row', { name: /Company anniversary 公司周年/ });
    await row.getByText('11-08-2027').waitFor();
    await checkScreen(p);
    await p
      .getByRole('button', { name: 'Delete Company anniversary 公司周年 on 11-08-2027' })
      .click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await row.waitFor({ state: 'detached' });

    // The turnaround of the last 12 weeks: the figures, and each week's numbers in words.
    await p.getByRole('link', { name: 'Turnaround', exact: true }).click();
    await p.getByRole('heading', { name: 'Turnaround', exact: true }).waitFor();
    await p.getByText('Decisions made', { exact: true }).waitFor();
    await p.getByRole('table', { name: /Week by week/ }).waitFor();
    await checkScreen(p);
  });
});
