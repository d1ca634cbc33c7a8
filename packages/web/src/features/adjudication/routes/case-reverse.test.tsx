import { DECISION_RULE_MESSAGES, type DecisionResponse } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createCaseView,
  createStraightThroughEvaluation,
} from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, inTurn, json } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import { atTenPastTen, caseRoute, opened, section, setup } from './case.test-support';

const REVERSE = 'Reverse automatic approval';
const reverseRoute = (paId: string) => `POST /api/adjudication/cases/${paId}/reverse-automatic`;

/** A case the portal approved by its rules, the approval standing. */
const approvedAutomatically = () =>
  createCaseView({
    statusCode: 'APP',
    due: null,
    straightThrough: createStraightThroughEvaluation(),
  });

describe("the case page's reversal of an automatic approval", () => {
  atTenPastTen();

  it('is offered only while an automatic approval stands', async () => {
    const view = approvedAutomatically();
    setup(view);
    await opened();
    expect(
      within(section('Straight-through rules')).getByRole('button', { name: REVERSE }),
    ).toBeVisible();
  });

  it.each([
    ['an approval an adjudicator made', { straightThrough: null }],
    [
      'an automatic approval reversed, then approved by an adjudicator',
      {
        straightThrough: createStraightThroughEvaluation({
          reversedAt: '2026-11-25T03:00:00.000Z',
        }),
      },
    ],
    [
      'a case that met every rule while straight-through was off',
      {
        straightThrough: createStraightThroughEvaluation({ approvedAutomatically: false }),
      },
    ],
  ])('is not offered for %s', async (_case, overrides) => {
    setup(createCaseView({ statusCode: 'APP', ...overrides }));
    await opened();
    expect(screen.queryByRole('button', { name: REVERSE })).toBeNull();
  });

  it('asks for the reason, then sends it once and shows the case back in Processing', async () => {
    const view = approvedAutomatically();
    const reversed = createCaseView({
      ...view,
      statusCode: 'PRO',
      straightThrough: createStraightThroughEvaluation({ reversedAt: '2026-11-26T02:10:00.000Z' }),
    });
    const answer: DecisionResponse = {
      paId: view.paId,
      erefNo: view.erefNo,
      statusCode: 'PRO',
      decisionId: 'decision-1',
      decidedOn: '2026-11-26T02:10:00.000Z',
      notified: ['policyholder'],
    };
    const app = setup(view, {
      [caseRoute(view)]: inTurn(json(200, view), json(200, reversed)),
      [reverseRoute(view.paId)]: () => json(200, answer),
    });
    await opened();

    // The reason is required.
    await app.user.click(screen.getByRole('button', { name: REVERSE }));
    expect(await screen.findByText(DECISION_RULE_MESSAGES.reasonRequired)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await app.user.type(
      screen.getByRole('textbox', { name: 'Reason for reversing' }),
      'The diagnosis is excluded under the rider.',
    );
    await app.user.click(screen.getByRole('button', { name: REVERSE }));
    const dialog = await screen.findByRole('alertdialog');
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));

    const rules = section('Straight-through rules');
    expect(await within(rules).findByRole('status')).toHaveTextContent(
      'Automatic approval reversed: the request is back in Processing. The policyholder has been told.',
    );
    const calls = app.server.callsTo(reverseRoute(view.paId));
    expect(calls.map((call) => call.body)).toEqual([
      { reason: 'The diagnosis is excluded under the rider.' },
    ]);
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(section('Status and due date')).getByText('Processing')).toBeVisible();
    expect(rules).toHaveTextContent('An adjudicator reversed the approval on 26-11-2026 10:10.');
    expect(screen.queryByRole('button', { name: REVERSE })).toBeNull();
  });

  it("shows the server's refusal on the page", async () => {
    const view = approvedAutomatically();
    const refusal = createErrorEnvelope({
      code: 'CONFLICT',
      detailMessage:
        'Only an automatic approval can be reversed, and this request’s latest decision is not one.',
    });
    const app = setup(view, { [reverseRoute(view.paId)]: () => apiError(409, refusal) });
    await opened();
    await app.user.type(screen.getByRole('textbox', { name: 'Reason for reversing' }), 'Wrong.');
    await app.user.click(screen.getByRole('button', { name: REVERSE }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.detailMessage);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Reason for reversing' })).toHaveValue('Wrong.');
  });
});
