import type { CaseView, DecisionReason, DecisionResponse } from '@preauth/shared';
import { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { explainedByScreen } from '../../../lib/query-client';
import { createDecisionReason } from '../../../testing/decision-generators';
import { createUserInfo } from '../../../testing/data-generators';
import { json, type Routes as FakeRoutes, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { DecisionRoute } from './decision';

/** The insurer's reasons as the fake server lists them. */
export const REASONS: DecisionReason[] = [
  createDecisionReason({ kind: 'rejection', code: 'REJ-EXCL', label: 'Condition excluded' }),
  createDecisionReason({ kind: 'rejection', code: 'REJ-INFO', label: 'Information insufficient' }),
  createDecisionReason({ kind: 'reduction', code: 'RED-AGREED', label: 'Above the agreed price' }),
  createDecisionReason({ kind: 'reduction', code: 'RED-BENCH', label: 'Above the benchmark' }),
];

/** The success answer of a decision on the case. */
export const decided = (view: CaseView, overrides: Partial<DecisionResponse> = {}) =>
  json(200, {
    paId: view.paId,
    erefNo: view.erefNo,
    statusCode: 'APP',
    decisionId: 'decision-1',
    decidedOn: '2026-11-24T03:00:00.000Z',
    notified: ['policyholder', 'doctor', 'business-office'],
    ...overrides,
  } satisfies DecisionResponse);

/** The fake server: the case, the reasons, and any other routes (the decision's POST). */
export function stubCase(view: CaseView, routes: FakeRoutes = {}) {
  return stubFetch({
    [`GET /api/adjudication/cases/${view.paId}`]: () => json(200, view),
    'GET /api/adjudication/reasons': () => json(200, { reasons: REASONS }),
    ...routes,
  });
}

/**
 * The decision page at `path` for a logged-in adjudicator, the case page a stand-in; `failures`
 * are what the error notifications would say.
 */
export function renderDecisionAt(path: string) {
  const failures: string[] = [];
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="adjudication/cases/:id/:decision" element={<DecisionRoute />} />
        <Route path="adjudication/cases/:id" element={<p>The case page</p>} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Toaster />
    </>,
    {
      path,
      currentUser: createUserInfo({ userType: 'insurer-adjudicator' }),
      // As the app's handling: a conflict the page explains shows no notification.
      onCallError: (error, kind, meta) => {
        if (!explainedByScreen(error, meta)) failures.push(errorMessage(error, kind));
      },
    },
  );
  return { ...view, failures };
}

/** The row of one fee on the approval form ("Surgery 1: surgeon fee", "Attendance fee"). */
export const feeRow = (name: string) => within(screen.getByRole('group', { name }));

/** The confirmation dialog, once it shows. */
export const dialog = () => screen.findByRole('alertdialog');
