import { RULE_PROPOSAL_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createDecisionRulePreview,
  createDecisionRules,
  createDecisionRuleVersion,
  createPreviewRequest,
  createRuleProposal,
} from '../../../testing/decision-rule-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, deferred, inTurn, json } from '../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../testing/test-utils';
import {
  detail,
  opened,
  PREVIEW,
  PROPOSE,
  RULES,
  rule,
  saveButton,
  section,
  setup,
  switchBox,
} from './decision-rules.test-support';

const PROPOSAL = createRuleProposal();
const APPROVE = `POST /api/adjudication/decision-rules/proposals/${PROPOSAL.id}/approve`;
const DECLINE = `POST /api/adjudication/decision-rules/proposals/${PROPOSAL.id}/decline`;

const approveButton = () => screen.getByRole('button', { name: 'Approve and put in force' });
const changes = () =>
  within(screen.getByRole('list', { name: 'Changes from the version in force' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the decision rules page under four eyes', () => {
  it('shows the proposal waiting beside the version in force, with what it changes rule by rule', async () => {
    setup(createDecisionRuleVersion(), {}, { pending: PROPOSAL });
    await opened();

    const waiting = section('Proposed change');
    expect(
      waiting.getByText(/Ahmad Ismail proposed a new version on 21-11-2026 10:00/),
    ).toBeVisible();
    expect(changes()).toEqual([
      'Straight-through approval: on → off',
      'Total under a limit: Changed: limit S$ 25,000.00 → limit S$ 20,000.00',
      'Policy covered: Added (rider required)',
      'Fees within the agreed prices: Removed',
    ]);
    expect(approveButton()).toBeEnabled();
  });

  it("disables its proposer's approval and says another adjudicator must approve it", async () => {
    setup(
      createDecisionRuleVersion(),
      {},
      {
        pending: { ...PROPOSAL, proposedBy: 'Grace Ong', proposedByYou: true },
      },
    );
    await opened();

    expect(approveButton()).toBeDisabled();
    expect(approveButton()).toHaveAccessibleDescription(RULE_PROPOSAL_MESSAGES.ownProposal);
    expect(section('Proposed change').getByText(/^You proposed a new version/)).toBeVisible();
    // The proposer may still withdraw it.
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('approves once on a double click; the new version is then in force', async () => {
    const answer = deferred();
    const approved = createDecisionRuleVersion({
      version: 4,
      straightThrough: false,
      rules: PROPOSAL.rules,
      publishedAt: '2026-11-26T02:15:00.000Z',
    });
    const app = setup(createDecisionRuleVersion(), {
      [APPROVE]: () => answer.promise,
      [RULES]: inTurn(
        json(200, createDecisionRules(createDecisionRuleVersion(), { pending: PROPOSAL })),
        json(200, {
          ...createDecisionRules(approved),
          versions: [approved, createDecisionRuleVersion()],
        }),
      ),
    });
    await opened();
    await app.user.dblClick(approveButton());
    await waitFor(() => expect(approveButton()).toBeDisabled());
    answer.resolve(json(201, approved));

    await waitFor(() => expect(detail('Version')).toBe('4'));
    expect(screen.queryByRole('region', { name: 'Proposed change' })).toBeNull();
    expect(app.server.callsTo(APPROVE)).toHaveLength(1);
    expect(app.server.callsTo(APPROVE)[0]!.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    // The editor, left as it was, follows the version now in force.
    expect(switchBox()).not.toBeChecked();
    expect(rule('Policy covered').getByRole('checkbox')).toBeChecked();
  });

  it('declines with a reason, checked by the shared schema; a refusal is said once on the page', async () => {
    const refusal = createErrorEnvelope({
      code: 'CONFLICT',
      detailMessage: RULE_PROPOSAL_MESSAGES.alreadyDecided('approved', 'Marcus Tan'),
    });
    const app = setup(
      createDecisionRuleVersion(),
      { [DECLINE]: () => apiError(409, refusal) },
      {
        pending: PROPOSAL,
      },
    );
    await opened();
    await app.user.click(screen.getByRole('button', { name: 'Decline' }));
    const form = within(screen.getByRole('form', { name: 'Decline the change' }));
    await app.user.click(form.getByRole('button', { name: 'Decline' }));
    expect(await form.findByText(RULE_PROPOSAL_MESSAGES.declineReasonRequired)).toBeVisible();
    expect(app.server.callsTo(DECLINE)).toHaveLength(0);

    await app.user.type(form.getByRole('textbox', { name: 'Reason for declining' }), 'Too low.');
    await app.user.click(form.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.detailMessage);
    expect(app.server.callsTo(DECLINE).map((call) => call.body)).toEqual([{ reason: 'Too low.' }]);
    expect(app.failures).toEqual([]);
  });

  it('lists the history: who proposed and approved each version, the declined proposals and why', async () => {
    const v3 = createDecisionRuleVersion();
    const v2 = createDecisionRuleVersion({
      version: 2,
      proposedBy: null,
      approvedBy: null,
      publishedAt: '2026-11-01T01:00:00.000Z',
    });
    setup(
      v3,
      {},
      {
        versions: [v3, v2],
        declined: [
          createRuleProposal({
            status: 'declined',
            decidedBy: 'Marcus Tan',
            decidedAt: '2026-11-22T03:00:00.000Z',
            declineReason: 'The limit is too low.',
          }),
        ],
      },
    );
    await opened();

    const history = section('History');
    const versions = within(history.getByRole('list', { name: 'Versions' })).getAllByRole(
      'listitem',
    );
    expect(versions.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Version 3 (in force): proposed by Ahmad Ismail, approved by Grace Ong on 20-11-2026 09:30. Straight-through on, 2 rules.',
      'Version 2: proposed by the portal, approved by the portal on 01-11-2026 09:00. Straight-through on, 2 rules.',
    ]);
    expect(
      history.getByRole('button', { name: 'Propose this version again (version 2)' }),
    ).toBeVisible();
    expect(
      history.queryByRole('button', { name: 'Propose this version again (version 3)' }),
    ).toBeNull();
    expect(
      history.getByText(
        'Proposed by Ahmad Ismail on 21-11-2026 10:00, declined by Marcus Tan on 22-11-2026 11:00: “The limit is too low.”',
      ),
    ).toBeVisible();
  });

  it("'Propose this version again' loads its rules into the editor as a change to the version in force", async () => {
    const v3 = createDecisionRuleVersion();
    const v2 = createDecisionRuleVersion({
      version: 2,
      straightThrough: false,
      rules: [{ kind: 'total-limit', limit: '15000.00' }],
    });
    const app = setup(
      v3,
      { [PROPOSE]: () => json(201, createRuleProposal()) },
      {
        versions: [v3, v2],
      },
    );
    await opened();

    await app.user.click(
      screen.getByRole('button', { name: 'Propose this version again (version 2)' }),
    );

    expect(screen.getByRole('heading', { name: 'Propose a change' })).toHaveFocus();
    expect(screen.getByText(/Version 2’s rules are in the editor/)).toBeVisible();
    expect(switchBox()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Fees within the agreed prices' })).toBeNull();
    expect(rule('Total under a limit').getByRole('textbox', { name: 'Limit' })).toHaveValue(
      'S$ 15,000.00',
    );
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PROPOSE)).toHaveLength(1));
    expect(app.server.callsTo(PROPOSE)[0]!.body).toEqual({
      basedOnVersion: 3,
      straightThrough: false,
      rules: [{ kind: 'total-limit', limit: '15000.00' }],
    });
  });

  it('puts what adjudicators decided beside the preview, the disagreements first', async () => {
    const preview = createDecisionRulePreview([
      createPreviewRequest({ erefNo: 'PA2026-000201', decided: 'rejected', disagrees: true }),
      createPreviewRequest({
        erefNo: 'PA2026-000202',
        outcome: 'fail',
        failed: [{ kind: 'total-limit', reason: 'The total is not under the limit.' }],
        decided: 'approved-in-full',
        disagrees: true,
      }),
      createPreviewRequest({ erefNo: 'PA2026-000203' }),
      createPreviewRequest({ erefNo: 'PA2026-000204', decided: 'not-decided' }),
    ]);
    const app = setup(createDecisionRuleVersion(), { [PREVIEW]: () => json(200, preview) });
    await opened();
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));

    const results = await screen.findByRole('region', { name: 'Preview' });
    expect(results).toHaveTextContent(
      'Of the 3 requests the draft would approve, adjudicators approved 1 in full, 0 with reductions, and rejected 1.',
    );
    expect(within(results).getByRole('heading', { name: 'Disagreements with adjudicators (2)' }));
    const disagreements = within(within(results).getByRole('list', { name: 'Disagreements' }));
    expect(disagreements.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'PA2026-000201',
      'PA2026-000202',
    ]);
    expect(disagreements.getByText(/PA2026-000202/).closest('li')).toHaveTextContent(
      'the draft would leave it to an adjudicator; an adjudicator approved it in full.',
    );
    expect(
      within(results)
        .getByText(/PA2026-000204/)
        .closest('li'),
    ).toHaveTextContent('the draft would approve it; not decided yet.');
  });
});
