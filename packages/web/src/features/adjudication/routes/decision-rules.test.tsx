import { DECISION_RULE_MESSAGES, RULE_PROPOSAL_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createDecisionRulePreview,
  createDecisionRules,
  createDecisionRuleVersion,
  createPreviewRequest,
  createRuleProposal,
} from '../../../testing/decision-rule-generators';
import { createErrorEnvelope, createUserInfo } from '../../../testing/data-generators';
import { apiError, deferred, inTurn, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { DecisionRulesRoute } from './decision-rules';

import {
  detail,
  keysSent,
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

describe('the decision rules page', () => {
  it('shows the version in force and its rules, ready to edit', async () => {
    setup(createDecisionRuleVersion({ version: 7, approvedBy: 'Marcus Tan' }));
    await opened();

    expect(detail('Version')).toBe('7');
    expect(detail('Proposed by')).toBe('Ahmad Ismail');
    expect(detail('Approved by')).toBe('Marcus Tan');
    expect(detail('In force since')).toBe('20-11-2026 09:30');
    expect(detail('Straight-through approval')).toBe('On');
    expect(switchBox()).toBeChecked();
    // The agreed-prices rule has no settings: its description says what it checks.
    expect(rule('Fees within the agreed prices').getByText(/is within its cap/)).toBeVisible();
    expect(rule('Fees within the agreed prices').queryByRole('spinbutton')).toBeNull();
    expect(rule('Total under a limit').getByRole('textbox', { name: 'Limit' })).toHaveValue(
      'S$ 25,000.00',
    );
    // The kinds not in the set can be added.
    const add = within(screen.getByRole('group', { name: 'Add a rule' }));
    expect(add.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Policy covered',
      'Diagnoses not excluded',
      'Listed hospitals only',
    ]);
  });

  it('names the portal for a version no adjudicator made (the one it was set up with)', async () => {
    setup(createDecisionRuleVersion({ version: 1, proposedBy: null, approvedBy: null }));
    await opened();
    expect(detail('Proposed by')).toBe('Set up with the portal');
    expect(detail('Approved by')).toBe('Set up with the portal');
  });

  it('says when no rules are in force yet', async () => {
    setup(null);
    await opened();
    expect(
      section('Version in force').getByText(
        'No rules in force yet: every request waits for an adjudicator.',
      ),
    ).toBeVisible();
    expect(switchBox()).not.toBeChecked();
    expect(screen.getByText('No rules in this set.')).toBeVisible();
  });

  it('previews the edited rules over past requests and shows what they would do', async () => {
    const preview = createDecisionRulePreview([
      createPreviewRequest({ erefNo: 'PA2026-000101' }),
      createPreviewRequest({
        erefNo: 'PA2026-000102',
        outcome: 'fail',
        failed: [
          { kind: 'diagnosis-exclusions', reason: 'Diagnosis C50.9 is on the exclusion list.' },
        ],
      }),
    ]);
    const app = setup(createDecisionRuleVersion(), { [PREVIEW]: () => json(200, preview) });
    await opened();

    await app.user.click(screen.getByRole('button', { name: 'Diagnoses not excluded' }));
    const codes = rule('Diagnoses not excluded').getByRole('textbox', {
      name: 'Excluded ICD-10 codes or prefixes',
    });
    expect(codes).toHaveFocus();
    await app.user.type(codes, 'c50, f10.2');
    await app.user.click(
      rule('Fees within the agreed prices').getByRole('button', { name: /Remove/ }),
    );
    // Without the agreed prices, straight-through cannot be on.
    await app.user.click(switchBox());
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));

    const results = await screen.findByRole('region', { name: 'Preview' });
    expect(app.server.callsTo(PREVIEW).map((call) => call.body)).toEqual([
      {
        ruleSet: {
          straightThrough: false,
          rules: [
            { kind: 'total-limit', limit: '25000.00' },
            { kind: 'diagnosis-exclusions', codes: ['C50', 'F102'] },
          ],
        },
      },
    ]);
    expect(results).toHaveTextContent(
      'Of the latest 2 requests that reached Processing, 1 would meet every rule (approved automatically while straight-through is on) and 1 would not.',
    );
    expect(within(results).getByText('Diagnoses not excluded: 1 request')).toBeVisible();
    expect(within(results).getByText('Diagnosis C50.9 is on the exclusion list.')).toBeVisible();
    expect(within(results).getByRole('link', { name: 'PA2026-000101' })).toHaveAttribute(
      'href',
      `/adjudication/cases/${preview.requests[0]!.paId}`,
    );
    // Nothing was proposed, and an edit clears results that were for the rules before it.
    expect(app.server.callsTo(PROPOSE)).toHaveLength(0);
    await app.user.click(switchBox());
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('checks the rules with the shared schema before previewing or proposing', async () => {
    const app = setup();
    await opened();
    const limit = rule('Total under a limit').getByRole('textbox', { name: 'Limit' });
    await app.user.clear(limit);
    await app.user.click(screen.getByRole('button', { name: 'Diagnoses not excluded' }));
    await app.user.click(saveButton());

    expect(await screen.findByText(DECISION_RULE_MESSAGES.limitInvalid)).toBeVisible();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(
      rule('Diagnoses not excluded').getByText(DECISION_RULE_MESSAGES.exclusionsRequired),
    ).toBeVisible();

    await app.user.type(
      rule('Diagnoses not excluded').getByRole('textbox', { name: /Excluded/ }),
      'C50, 1234',
    );
    expect(
      await rule('Diagnoses not excluded').findByText(
        `“1234”: ${DECISION_RULE_MESSAGES.exclusionInvalid}`,
      ),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(app.server.callsTo(PREVIEW)).toHaveLength(0);
    expect(app.server.callsTo(PROPOSE)).toHaveLength(0);
  });

  it('refuses straight-through without the agreed prices and a limit, at the switch, sending nothing', async () => {
    const app = setup();
    await opened();

    await app.user.click(rule('Total under a limit').getByRole('button', { name: /Remove/ }));
    await app.user.click(saveButton());

    expect(await screen.findByText(DECISION_RULE_MESSAGES.straightThroughUnbounded)).toBeVisible();
    expect(switchBox()).toHaveAccessibleDescription(
      expect.stringContaining(DECISION_RULE_MESSAGES.straightThroughUnbounded),
    );
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(app.server.callsTo(PROPOSE)).toHaveLength(0);
    expect(app.server.callsTo(PREVIEW)).toHaveLength(0);
  });

  it('proposes a new version once on a double click, then shows the proposal waiting', async () => {
    const answer = deferred();
    const proposal = createRuleProposal({
      proposedByYou: true,
      proposedBy: 'Grace Ong',
      straightThrough: false,
      rules: createDecisionRuleVersion().rules,
    });
    const app = setup(createDecisionRuleVersion({ version: 3 }), {
      [PROPOSE]: () => answer.promise,
      [RULES]: inTurn(
        json(200, createDecisionRules()),
        json(200, createDecisionRules(createDecisionRuleVersion(), { pending: proposal })),
      ),
    });
    await opened();
    await app.user.click(switchBox());
    const save = saveButton();
    await app.user.dblClick(save);

    await waitFor(() => expect(save).toBeDisabled());
    answer.resolve(json(201, proposal));

    expect(await screen.findByText(/Proposed as a new version\./)).toBeVisible();
    expect(app.server.callsTo(PROPOSE).map((call) => call.body)).toEqual([
      {
        basedOnVersion: 3,
        straightThrough: false,
        rules: [{ kind: 'agreed-prices' }, { kind: 'total-limit', limit: '25000.00' }],
      },
    ]);
    // Still version 3 in force: the proposal waits beside it for another adjudicator.
    const waiting = await screen.findByRole('region', { name: 'Proposed change' });
    expect(detail('Version')).toBe('3');
    expect(within(waiting).getByRole('listitem')).toHaveTextContent(
      'Straight-through approval: on → off',
    );
    expect(save).toBeEnabled();
  });

  it('a version in force meanwhile: says so, keeps what was typed until the latest is loaded', async () => {
    const meanwhile = createDecisionRuleVersion({
      version: 4,
      approvedBy: 'Marcus Tan',
      rules: [{ kind: 'total-limit', limit: '15000.00' }, { kind: 'agreed-prices' }],
    });
    const refusal = createErrorEnvelope({
      code: 'CONFLICT',
      detailMessage: RULE_PROPOSAL_MESSAGES.publishedMeanwhile(4),
    });
    const app = setup(createDecisionRuleVersion(), {
      [RULES]: inTurn(
        json(200, createDecisionRules(createDecisionRuleVersion())),
        json(200, {
          ...createDecisionRules(meanwhile),
          versions: [meanwhile, createDecisionRuleVersion()],
        }),
      ),
      [PROPOSE]: inTurn(
        apiError(409, refusal),
        json(201, createRuleProposal({ basedOnVersion: 4, proposedByYou: true })),
      ),
    });
    await opened();
    await app.user.click(switchBox());
    await app.user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RULE_PROPOSAL_MESSAGES.publishedMeanwhile(4));
    // Said on the page only, and nothing typed is lost.
    expect(app.failures).toEqual([]);
    expect(screen.queryByText(/Proposed as a new version/)).toBeNull();
    expect(switchBox()).not.toBeChecked();
    expect(detail('Version')).toBe('3');
    expect(app.server.callsTo(RULES)).toHaveLength(1);

    await app.user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));

    await waitFor(() => expect(detail('Version')).toBe('4'));
    expect(app.server.callsTo(RULES)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(switchBox()).toBeChecked();
    expect(rule('Total under a limit').getByRole('textbox', { name: 'Limit' })).toHaveValue(
      'S$ 15,000.00',
    );
    // Proposed again, it is edited from the version loaded.
    await app.user.click(saveButton());
    expect(await screen.findByText(/Proposed as a new version\./)).toBeVisible();
    expect(app.server.callsTo(PROPOSE).map((call) => call.body)).toMatchObject([
      { basedOnVersion: 3, straightThrough: false },
      { basedOnVersion: 4, straightThrough: true },
    ]);
  });

  it('sends a set again with its Idempotency-Key after no answer, and a new key once edited', async () => {
    const app = setup(createDecisionRuleVersion(), {
      [PROPOSE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await opened();
    await app.user.click(switchBox());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PROPOSE)).toHaveLength(1));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PROPOSE)).toHaveLength(2));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await app.user.click(switchBox());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PROPOSE)).toHaveLength(3));

    const [first, retried, edited] = keysSent(app.server);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(first);
    expect(edited).not.toBe(first);
  });

  it("shows the server's message when the preview fails", async () => {
    const refusal = createErrorEnvelope({
      code: 'VALIDATION_FAILED',
      detailMessage: DECISION_RULE_MESSAGES.previewScope,
    });
    const app = setup(createDecisionRuleVersion(), { [PREVIEW]: () => apiError(400, refusal) });
    await opened();
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.detailMessage);
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('is not found for anyone but an adjudicator', async () => {
    stubFetch({});
    renderWithProviders(<DecisionRulesRoute />, {
      currentUser: createUserInfo({ userType: 'policy-holder' }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
