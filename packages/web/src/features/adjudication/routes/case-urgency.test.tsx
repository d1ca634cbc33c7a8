import { URGENCY_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createCaseView,
  createDecisionDue,
  createUrgency,
} from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, inTurn, json } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import { atTenPastTen, caseRoute, opened, section, setup } from './case.test-support';

const TREAT = 'Treat as standard';
const REASON = 'Reason for treating it as standard';
const downgradeRoute = (paId: string) => `POST /api/adjudication/cases/${paId}/downgrade-urgency`;

const urgentCase = () =>
  createCaseView({
    urgency: createUrgency({ reason: 'Bleeding, surgery needed', markedBy: 'doctor' }),
    due: createDecisionDue({ clock: 'urgent', hoursLeft: 30 }),
  });

describe("the case page's urgency", () => {
  atTenPastTen();

  it('shows an urgent case’s mark, its reason, who marked it, and its hours left', async () => {
    setup(urgentCase());
    await opened();

    const urgency = section('Urgency');
    expect(within(urgency).getByText('Urgent')).toBeVisible();
    expect(within(urgency).getByText('Bleeding, surgery needed')).toBeVisible();
    expect(within(urgency).getByText('23-11-2026 10:00 by the doctor')).toBeVisible();
    expect(within(section('Status and due date')).getByText('30 hours left')).toBeVisible();
  });

  it('has no urgency section for a case never marked urgent', async () => {
    setup(createCaseView());
    await opened();
    expect(screen.queryByRole('region', { name: 'Urgency' })).toBeNull();
  });

  it('treats the case as standard with a required reason, sent once', async () => {
    const view = urgentCase();
    const downgraded = createCaseView({
      ...view,
      urgency: createUrgency({
        ...view.urgency,
        urgent: false,
        downgradedAt: '2026-11-26T02:10:00.000Z',
        downgradeReason: 'Elective, booked next month',
      }),
      due: createDecisionDue(),
    });
    const app = setup(view, {
      [caseRoute(view)]: inTurn(json(200, view), json(200, downgraded)),
      [downgradeRoute(view.paId)]: () =>
        json(200, { paId: view.paId, urgency: downgraded.urgency }),
    });
    await opened();

    await app.user.click(screen.getByRole('button', { name: TREAT }));
    expect(await screen.findByText(URGENCY_MESSAGES.downgradeReasonRequired)).toBeVisible();
    expect(app.server.callsTo(downgradeRoute(view.paId))).toHaveLength(0);

    await app.user.type(
      screen.getByRole('textbox', { name: REASON }),
      'Elective, booked next month',
    );
    await app.user.dblClick(screen.getByRole('button', { name: TREAT }));

    const urgency = section('Urgency');
    expect(await within(urgency).findByRole('status')).toHaveTextContent(
      'The request is now treated as standard.',
    );
    expect(within(urgency).getByText('Elective, booked next month')).toBeVisible();
    expect(screen.queryByRole('button', { name: TREAT })).toBeNull();
    const calls = app.server.callsTo(downgradeRoute(view.paId));
    expect(calls.map((call) => call.body)).toEqual([{ reason: 'Elective, booked next month' }]);
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal under the form", async () => {
    const view = urgentCase();
    const refusal = createErrorEnvelope({
      code: 'CONFLICT',
      detailMessage: URGENCY_MESSAGES.alreadyDowngraded,
    });
    const app = setup(view, { [downgradeRoute(view.paId)]: () => apiError(409, refusal) });
    await opened();
    await app.user.type(screen.getByRole('textbox', { name: REASON }), 'Elective');
    await app.user.click(screen.getByRole('button', { name: TREAT }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.detailMessage);
  });
});
