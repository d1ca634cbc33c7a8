import { DECISION_RULE_MESSAGES, type DecisionRuleVersion } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../lib/error-message';
import { explainedByScreen } from '../../../lib/query-client';
import {
  createDecisionRulePreview,
  createDecisionRules,
  createDecisionRuleVersion,
  createPreviewRequest,
} from '../../../testing/adjudication-generators';
import { createErrorEnvelope, createUserInfo } from '../../../testing/data-generators';
import {
  apiError,
  deferred,
  inTurn,
  json,
  type Routes as FakeRoutes,
  stubFetch,
} from '../../../testing/fetch-stub';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { DecisionRulesRoute } from './decision-rules';

const RULES = 'GET /api/adjudication/decision-rules';
const PUBLISH = 'POST /api/adjudication/decision-rules';
const PREVIEW = 'POST /api/adjudication/decision-rules/preview';

const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

/**
 * The rules page with `current` in force, against a fake server; `routes` add to its calls.
 * `failures` are what the app's error notifications would say.
 */
function setup(
  current: DecisionRuleVersion | null = createDecisionRuleVersion(),
  routes: FakeRoutes = {},
) {
  const failures: string[] = [];
  const server = stubFetch({ [RULES]: () => json(200, createDecisionRules(current)), ...routes });
  const app = renderWithProviders(
    <Routes>
      <Route path="adjudication/decision-rules" element={<DecisionRulesRoute />} />
      <Route path="adjudication/cases/:id" element={<p>The case page</p>} />
    </Routes>,
    {
      path: '/adjudication/decision-rules',
      currentUser: adjudicator,
      onCallError: (error, kind, meta) => {
        if (!explainedByScreen(error, meta)) failures.push(errorMessage(error, kind));
      },
    },
  );
  return { ...app, server, failures };
}

const opened = () => screen.findByRole('heading', { level: 1, name: 'Decision rules' });
const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside a label of the current version. */
const detail = (label: string) =>
  section('Current version').getByText(label).nextElementSibling?.textContent;
const rule = (title: string) => within(screen.getByRole('group', { name: title }));
const switchBox = () =>
  screen.getByRole('checkbox', { name: 'Approve automatically the requests that meet every rule' });
const saveButton = () => screen.getByRole('button', { name: 'Save as a new version' });
const keysSent = (server: { callsTo: (route: string) => { headers: Headers }[] }) =>
  server.callsTo(PUBLISH).map((call) => call.headers.get('Idempotency-Key'));

describe('the decision rules page', () => {
  it('shows the version in force and its rules, ready to edit', async () => {
    setup(createDecisionRuleVersion({ version: 7, publishedBy: 'Ahmad Ismail' }));
    await opened();

    expect(detail('Version')).toBe('7');
    expect(detail('Saved by')).toBe('Ahmad Ismail');
    expect(detail('Saved on')).toBe('20-11-2026 09:30');
    expect(detail('Straight-through approval')).toBe('On');
    expect(switchBox()).toBeChecked();
    expect(rule('Fees within the agreed prices').getByRole('spinbutton')).toHaveValue(0);
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

  it('names the portal for a version no adjudicator saved (the one it was set up with)', async () => {
    setup(createDecisionRuleVersion({ version: 1, publishedBy: null }));
    await opened();
    expect(detail('Saved by')).toBe('Set up with the portal');
  });

  it('says when no rules were saved yet', async () => {
    setup(null);
    await opened();
    expect(
      section('Current version').getByText(
        'No rules saved yet: every request waits for an adjudicator.',
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
    // Nothing was saved, and an edit clears results that were for the rules before it.
    expect(app.server.callsTo(PUBLISH)).toHaveLength(0);
    await app.user.click(switchBox());
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('checks the rules with the shared schema before previewing or saving', async () => {
    const app = setup();
    await opened();
    const tolerance = rule('Fees within the agreed prices').getByRole('spinbutton');
    await app.user.clear(tolerance);
    await app.user.type(tolerance, '150');
    await app.user.click(screen.getByRole('button', { name: 'Diagnoses not excluded' }));
    await app.user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText(DECISION_RULE_MESSAGES.tolerance)).toBeVisible();
    expect(tolerance).toHaveAttribute('aria-invalid', 'true');
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
    expect(app.server.callsTo(PUBLISH)).toHaveLength(0);
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
    expect(app.server.callsTo(PUBLISH)).toHaveLength(0);
    expect(app.server.callsTo(PREVIEW)).toHaveLength(0);
  });

  it('saves a new version once on a double click and shows it saved', async () => {
    const answer = deferred();
    const app = setup(createDecisionRuleVersion({ version: 3 }), {
      [PUBLISH]: () => answer.promise,
    });
    await opened();
    await app.user.click(switchBox());
    const save = screen.getByRole('button', { name: 'Save as a new version' });
    await app.user.dblClick(save);

    await waitFor(() => expect(save).toBeDisabled());
    const saved = createDecisionRuleVersion({
      version: 4,
      straightThrough: false,
      publishedAt: '2026-11-26T02:15:00.000Z',
    });
    answer.resolve(json(201, saved));

    expect(await screen.findByText(/Saved as version 4\./)).toBeVisible();
    expect(app.server.callsTo(PUBLISH).map((call) => call.body)).toEqual([
      {
        basedOnVersion: 3,
        straightThrough: false,
        rules: [
          { kind: 'agreed-prices', tolerancePercent: 0 },
          { kind: 'total-limit', limit: '25000.00' },
        ],
      },
    ]);
    expect(detail('Version')).toBe('4');
    expect(detail('Saved on')).toBe('26-11-2026 10:15');
    expect(detail('Straight-through approval')).toBe('Off');
    expect(save).toBeEnabled();
  });

  it('a version published meanwhile: says so, keeps what was typed until the latest is loaded', async () => {
    const meanwhile = createDecisionRuleVersion({
      version: 4,
      publishedBy: 'Marcus Tan',
      rules: [
        { kind: 'total-limit', limit: '15000.00' },
        { kind: 'agreed-prices', tolerancePercent: 10 },
      ],
    });
    const refusal = createErrorEnvelope({
      code: 'CONFLICT',
      detailMessage: DECISION_RULE_MESSAGES.publishedMeanwhile(4),
    });
    const app = setup(createDecisionRuleVersion(), {
      [RULES]: inTurn(
        json(200, createDecisionRules(createDecisionRuleVersion())),
        json(200, { current: meanwhile, versions: [meanwhile, createDecisionRuleVersion()] }),
      ),
      [PUBLISH]: inTurn(apiError(409, refusal), json(201, { ...meanwhile, version: 5 })),
    });
    await opened();
    await app.user.click(switchBox());
    await app.user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DECISION_RULE_MESSAGES.publishedMeanwhile(4));
    // Said on the page only, and nothing typed is lost.
    expect(app.failures).toEqual([]);
    expect(screen.queryByText(/Saved as version/)).toBeNull();
    expect(switchBox()).not.toBeChecked();
    expect(detail('Version')).toBe('3');
    expect(app.server.callsTo(RULES)).toHaveLength(1);

    await app.user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));

    await waitFor(() => expect(detail('Version')).toBe('4'));
    expect(app.server.callsTo(RULES)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(switchBox()).toBeChecked();
    expect(rule('Fees within the agreed prices').getByRole('spinbutton')).toHaveValue(10);
    expect(rule('Total under a limit').getByRole('textbox', { name: 'Limit' })).toHaveValue(
      'S$ 15,000.00',
    );
    // Saved again, it is edited from the version loaded.
    await app.user.click(saveButton());
    expect(await screen.findByText(/Saved as version 5\./)).toBeVisible();
    expect(app.server.callsTo(PUBLISH).map((call) => call.body)).toMatchObject([
      { basedOnVersion: 3, straightThrough: false },
      { basedOnVersion: 4, straightThrough: true },
    ]);
  });

  it('sends a set again with its Idempotency-Key after no answer, and a new key once edited', async () => {
    const app = setup(createDecisionRuleVersion(), {
      [PUBLISH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await opened();
    await app.user.click(switchBox());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PUBLISH)).toHaveLength(1));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PUBLISH)).toHaveLength(2));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await app.user.click(switchBox());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo(PUBLISH)).toHaveLength(3));

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
