import { ADJUDICATION_MESSAGES, RULE_PROPOSAL_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createCaseView,
  createStraightThroughEvaluation,
} from '../testing/adjudication-generators';
import { createDecisionRules } from '../testing/decision-rule-generators';
import { createErrorEnvelope, createLoginResponse } from '../testing/data-generators';
import {
  COLLEAGUES,
  COLLEAGUES_ROUTE,
  notesRoute,
} from '../features/adjudication/routes/case.test-support';
import { apiError, json, stubFetch } from '../testing/fetch-stub';
import { screen, seedSession, waitFor, within } from '../testing/test-utils';
import { renderApp } from './render-app';

// The insurer's pages that say a refusal (409) in place, in the whole app with its error toasts:
// the page's message is the only one.

const login = createLoginResponse({ userInfo: { userType: 'insurer-adjudicator' } });

/** The texts of the toasts on screen. */
const toasts = () =>
  Array.from(document.querySelectorAll('[data-rht-toaster] [role="status"]')).map(
    (toast) => toast.textContent,
  );

describe("a 409 an insurer's page explains", () => {
  it('a decision refused because another adjudicator holds the case: said on the page, no toast', async () => {
    const view = createCaseView();
    const held = ADJUDICATION_MESSAGES.heldByOther('Marcus Tan', '17:30');
    seedSession(login);
    const server = stubFetch({
      'GET /api/users/me': () => json(200, login.userInfo),
      [`GET /api/adjudication/cases/${view.paId}`]: () => json(200, view),
      [`POST /api/adjudication/cases/${view.paId}/request-amendment`]: () =>
        apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: held })),
    });
    const app = renderApp(`/adjudication/cases/${view.paId}/request-amendment`);
    await app.user.type(await screen.findByLabelText('What must change'), 'Attach the EP letter.');
    await app.user.click(screen.getByRole('button', { name: 'Request amendment' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(held);
    // The case is read again (to show the hold); by then any toast of the refusal would be up.
    await waitFor(() =>
      expect(server.callsTo(`GET /api/adjudication/cases/${view.paId}`)).toHaveLength(2),
    );
    expect(toasts()).toEqual([]);
    expect(screen.getAllByText(held)).toHaveLength(1);
  });

  it('rules proposed after a colleague’s version came into force: said on the page, no toast', async () => {
    const meanwhile = RULE_PROPOSAL_MESSAGES.publishedMeanwhile(4);
    seedSession(login);
    stubFetch({
      'GET /api/users/me': () => json(200, login.userInfo),
      'GET /api/adjudication/decision-rules': () => json(200, createDecisionRules()),
      'POST /api/adjudication/decision-rules/proposals': () =>
        apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: meanwhile })),
    });
    const app = renderApp('/adjudication/decision-rules');
    await app.user.click(await screen.findByRole('button', { name: 'Propose as a new version' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(meanwhile);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Propose as a new version' })).toBeEnabled(),
    );
    expect(toasts()).toEqual([]);
    expect(screen.getAllByText(meanwhile)).toHaveLength(1);
  });

  it('an automatic approval no longer reversible: said on the page, no toast', async () => {
    const view = createCaseView({
      statusCode: 'APP',
      straightThrough: createStraightThroughEvaluation(),
    });
    const refusal =
      'Only an automatic approval can be reversed, and this request’s latest decision is not one.';
    seedSession(login);
    stubFetch({
      'GET /api/users/me': () => json(200, login.userInfo),
      [`GET /api/adjudication/cases/${view.paId}`]: () => json(200, view),
      // The case page also reads its notes and the colleagues it may be assigned to.
      [notesRoute(view)]: () => json(200, { notes: [] }),
      [COLLEAGUES_ROUTE]: () => json(200, COLLEAGUES),
      [`POST /api/adjudication/cases/${view.paId}/reverse-automatic`]: () =>
        apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: refusal })),
    });
    const app = renderApp(`/adjudication/cases/${view.paId}`);
    await app.user.type(await screen.findByLabelText('Reason for reversing'), 'Wrong.');
    await app.user.click(screen.getByRole('button', { name: 'Reverse automatic approval' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reverse automatic approval' })).toBeEnabled(),
    );
    expect(toasts()).toEqual([]);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });
});
