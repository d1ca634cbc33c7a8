import type { DecisionRules, DecisionRuleVersion } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { explainedByScreen } from '../../../lib/query-client';
import {
  createDecisionRules,
  createDecisionRuleVersion,
} from '../../../testing/decision-rule-generators';
import { createUserInfo } from '../../../testing/data-generators';
import { json, type Routes as FakeRoutes, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { DecisionRulesRoute } from './decision-rules';

// The rules page's tests' fake server, page and the parts of it they read.

export const RULES = 'GET /api/adjudication/decision-rules';
export const PROPOSE = 'POST /api/adjudication/decision-rules/proposals';
export const PREVIEW = 'POST /api/adjudication/decision-rules/preview';

export const adjudicator = createUserInfo({
  userType: 'insurer-adjudicator',
  name: 'Grace Ong',
});

/**
 * The rules page with `current` in force (and `others` of the rules' answer), against a fake
 * server; `routes` add to its calls. `failures` are what the app's error notifications would say.
 */
export function setup(
  current: DecisionRuleVersion | null = createDecisionRuleVersion(),
  routes: FakeRoutes = {},
  others: Partial<DecisionRules> = {},
) {
  const failures: string[] = [];
  const server = stubFetch({
    [RULES]: () => json(200, createDecisionRules(current, others)),
    ...routes,
  });
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

export const opened = () => screen.findByRole('heading', { level: 1, name: 'Decision rules' });
export const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside a label of the current version. */
export const detail = (label: string) =>
  section('Version in force').getByText(label).nextElementSibling?.textContent;
export const rule = (title: string) => within(screen.getByRole('group', { name: title }));
export const switchBox = () =>
  screen.getByRole('checkbox', { name: 'Approve automatically the requests that meet every rule' });
export const saveButton = () => screen.getByRole('button', { name: 'Propose as a new version' });
export const keysSent = (server: { callsTo: (route: string) => { headers: Headers }[] }) =>
  server.callsTo(PROPOSE).map((call) => call.headers.get('Idempotency-Key'));
