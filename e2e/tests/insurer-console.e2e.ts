import { describe, expect, it } from 'vitest';
import { ADJUDICATORS, logInToQueue } from '../support/adjudication';
import { checkScreen } from '../support/authorisation';
import { usePage } from '../support/browser';
import { PHONE } from '../support/doctor';

const { page } = usePage();

describe("the insurer's console beside the queue, on a phone", () => {
  it('the holiday table takes a new holiday and lets it go again; the turnaround shows its figures, weeks and deciders, and downloads its CSV', async () => {
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
    await p.getByText('Undecided past due', { exact: true }).first().waitFor();
    await p.getByRole('table', { name: "Automatic and adjudicators' decisions" }).waitFor();
    await p.getByRole('region', { name: 'Standard requests' }).waitFor();
    await checkScreen(p);

    // The period's CSV, saved under the period's name (a double click downloads once).
    const download = p.waitForEvent('download');
    await p.getByRole('button', { name: 'Download CSV' }).dblclick();
    expect((await download).suggestedFilename()).toMatch(
      /^turnaround-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it('the decision rules: a lower limit previewed over past requests, then saved as a new version', async () => {
    const p = page();
    await p.setViewportSize(PHONE);
    await logInToQueue(p, ADJUDICATORS.beacon);
    await p.getByRole('link', { name: 'Decision rules', exact: true }).click();
    const form = p.getByRole('form', { name: 'Decision rules' });
    await form.getByRole('textbox', { name: 'Limit' }).waitFor();
    await checkScreen(p);

    // BEACON's demo rules stop at S$ 15,000; at S$ 1,000 the preview finds requests over it.
    await form.getByRole('textbox', { name: 'Limit' }).fill('1000');
    await p.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = p.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Rules not met' }).waitFor();
    await preview.getByText(/Total under a limit: \d+ request/).waitFor();
    await checkScreen(p);

    // Saved (a double click saves once), straight-through still off.
    await form.getByRole('textbox', { name: 'Limit' }).fill('15000');
    await p.getByRole('button', { name: 'Save as a new version' }).dblclick();
    await p.getByText(/^Saved as version 2\./).waitFor();
    await checkScreen(p);
  });
});
