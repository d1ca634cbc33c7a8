import { describe, it } from 'vitest';
import { ADJUDICATORS, logInToQueue } from '../support/adjudication';
import { checkScreen } from '../support/authorisation';
import { usePage } from '../support/browser';
import { PHONE } from '../support/doctor';

// Issue 22: a rule change under four eyes. One adjudicator proposes it, sees what it changes and
// where the draft disagrees with past decisions, and cannot approve it; a colleague approves it,
// and it is in force with both names in the history.

const { page, freshPage } = usePage();

/** The insurer's rules page, from the console's header. */
async function openRules(p: ReturnType<typeof page>) {
  await p.getByRole('link', { name: 'Decision rules', exact: true }).click();
  await p.getByRole('heading', { name: 'Decision rules', level: 1 }).waitFor();
}

describe('a rule change under four eyes, on a phone', () => {
  it('one adjudicator proposes, another approves; then it is in force and the history shows both', async () => {
    // Benjamin Teo (BEACON) lowers the total limit to S$ 1,000 and previews it.
    const a = page();
    await a.setViewportSize(PHONE);
    await logInToQueue(a, ADJUDICATORS.beacon);
    await openRules(a);
    const form = a.getByRole('form', { name: 'Propose a change' });
    const limit = form.getByRole('textbox', { name: 'Limit' });
    await limit.waitFor();
    const inForce = a.getByRole('region', { name: 'Version in force' });
    const versionBefore = Number(
      await inForce
        .getByText('Version', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .textContent(),
    );
    await limit.fill('1000');
    await a.getByRole('button', { name: 'Preview', exact: true }).click();

    // The preview puts the past decisions beside the draft: requests adjudicators approved in
    // full that the draft would leave to them are disagreements, listed first.
    const preview = a.getByRole('region', { name: 'Preview' });
    await preview
      .getByRole('heading', { name: /^Disagreements with adjudicators \([1-9]\d*\)$/ })
      .waitFor();
    await preview
      .getByRole('list', { name: 'Disagreements' })
      .getByText(/the draft would leave it to an adjudicator; an adjudicator approved it in full\./)
      .first()
      .waitFor();
    await checkScreen(a);

    // Proposed: it waits beside the version in force, with what it changes; he cannot approve it.
    await a.getByRole('button', { name: 'Propose as a new version' }).dblclick();
    await a.getByText(/^Proposed as a new version\./).waitFor();
    const proposal = a.getByRole('region', { name: 'Proposed change' });
    await proposal
      .getByText(/Total under a limit: Changed: limit S\$ [\d,.]+ → limit S\$ 1,000\.00/)
      .waitFor();
    await proposal
      .getByText(/^You proposed this change, so another adjudicator must approve it/)
      .waitFor();
    if (await proposal.getByRole('button', { name: 'Approve and put in force' }).isEnabled()) {
      throw new Error('The proposer can approve their own change');
    }
    await inForce.getByText(String(versionBefore), { exact: true }).waitFor();
    await checkScreen(a);

    // Siti Nurhaliza binte Ismail, BEACON's second adjudicator, approves it on her phone.
    const b = await freshPage();
    await b.setViewportSize(PHONE);
    await logInToQueue(b, ADJUDICATORS.beaconSecond);
    await openRules(b);
    const waiting = b.getByRole('region', { name: 'Proposed change' });
    await waiting.getByText(/^Benjamin Teo proposed a new version/).waitFor();
    await checkScreen(b);
    await waiting.getByRole('button', { name: 'Approve and put in force' }).dblclick();
    await waiting.waitFor({ state: 'detached' });

    // In force: the next version, proposed by one and approved by the other.
    const version = String(versionBefore + 1);
    const bInForce = b.getByRole('region', { name: 'Version in force' });
    await bInForce.getByText(version, { exact: true }).waitFor();
    await bInForce.getByText('Benjamin Teo', { exact: true }).waitFor();
    await bInForce.getByText('Siti Nurhaliza binte Ismail', { exact: true }).waitFor();
    await b
      .getByRole('region', { name: 'History' })
      .getByText(
        new RegExp(
          `^Version ${version} \\(in force\\): proposed by Benjamin Teo, approved by Siti Nurhaliza binte Ismail on `,
        ),
      )
      .waitFor();
    await checkScreen(b);

    // The proposer sees it in force too.
    await a.reload();
    await a
      .getByRole('region', { name: 'History' })
      .getByText(new RegExp(`^Version ${version} \\(in force\\): proposed by Benjamin Teo`))
      .waitFor();
    await a.getByRole('region', { name: 'Proposed change' }).waitFor({ state: 'detached' });
  });
});
