import { DECISION_MESSAGES as M } from '@preauth/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import {
  BUSINESS_OFFICE,
  clock,
  db,
  historyOf,
  listTotal,
  outboxOf,
  requestRow,
  snapshot,
} from '../test-support/request-worlds';
import { REDUCTION, decide, decisionWorld } from '../test-support/decision-worlds';

const decisionsOf = (paId: string) =>
  db.select().from(t.paDecisions).where(eq(t.paDecisions.paId, paId));

const linesOf = (decisionId: string) =>
  db
    .select()
    .from(t.paDecisionLines)
    .where(eq(t.paDecisionLines.decisionId, decisionId))
    .orderBy(asc(t.paDecisionLines.position));

describe('POST /api/adjudication/cases/{paId}/approve', () => {
  it('approves every fee as requested when none is sent, and answers the decision', async () => {
    const world = await decisionWorld();

    const response = await decide(world.adjudicator, world.request.id, 'approve', {});

    expect(response.statusCode).toBe(200);
    const [decision] = await decisionsOf(world.request.id);
    expect(response.json()).toEqual({
      paId: world.request.id,
      erefNo: world.request.erefNo,
      statusCode: 'APP',
      decisionId: decision!.id,
      decidedOn: clock.now().toISOString(),
      notified: ['doctor', 'policyholder'],
    });
    expect(decision).toMatchObject({
      outcome: 'approve',
      adjudicatorId: world.adjudicator.user.id,
      approvedTotalBill: '12320.00',
      conditions: null,
    });
    expect(decision!.verificationCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{10}$/);
    const lines = await linesOf(decision!.id);
    expect(lines.map((l) => [l.fee, l.lineIndex, l.requestedAmount, l.approvedAmount])).toEqual([
      ['surgeon', 0, '3800.00', '3800.00'],
      ['anaesthetist', 0, '1220.00', '1220.00'],
      ['attendance', null, '150.00', '150.00'],
      ['other', 0, '350.00', '350.00'],
      ['hospital-charges', null, '6800.00', '6800.00'],
    ]);
    const row = await requestRow(world.request.id);
    expect(row?.statusCode).toBe('APP');
    expect(row?.decidedAt).toEqual(clock.now());
    expect((await historyOf(world.request.id)).map((h) => h.statusCode)).toEqual(['APP']);
  });

  it("moves the request to the policyholder's approved list total, its patient's name filter too", async () => {
    const world = await decisionWorld();
    const queries = ['', 'statusCode=PRO&patientName=jia', 'statusCode=APP&patientName=JIA'];
    const totals = () => Promise.all(queries.map((query) => listTotal(world.login, query)));
    expect(await totals()).toEqual([1, 1, 0]);

    expect((await decide(world.adjudicator, world.request.id, 'approve', {})).statusCode).toBe(200);

    expect(await totals()).toEqual([1, 0, 1]);
  });

  it('keeps a lowered amount with its coded reason, and the lowered total', async () => {
    const world = await decisionWorld();

    const response = await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: [
        { fee: 'surgeon', index: 0, amount: '3,500.00', reasonCode: REDUCTION.code },
      ],
      conditions: 'Ward class B1 or lower.',
    });

    expect(response.statusCode).toBe(200);
    const [decision] = await decisionsOf(world.request.id);
    expect(decision).toMatchObject({
      approvedTotalBill: '12020.00',
      conditions: 'Ward class B1 or lower.',
    });
    const [surgeon] = await linesOf(decision!.id);
    expect(surgeon).toMatchObject({
      approvedAmount: '3500.00',
      requestedAmount: '3800.00',
      reasonCode: REDUCTION.code,
      reasonLabel: REDUCTION.label,
    });
    const [toPolicyholder] = (await outboxOf(world.request.id)).filter(
      (m) => m.recipient === world.request.policyholderEmail,
    );
    expect(toPolicyholder?.subject).toBe(
      `Pre-authorisation request approved: ${world.request.erefNo}`,
    );
    expect(toPolicyholder?.text).toContain(
      'The approved amount is S$ 12,020.00; the amount requested was S$ 12,320.00.',
    );
    expect(toPolicyholder?.text).toContain('Conditions: Ward class B1 or lower.');
  });

  it('answers 400 with the field and writes nothing for an amount above the request, a missing or unknown reason', async () => {
    const world = await decisionWorld();
    const before = await snapshot(world.request.id);
    const cases: [object, string, string][] = [
      [
        { fee: 'attendance', amount: '150.01' },
        'approvedAmounts.0.amount',
        M.amountAboveRequested('150.00'),
      ],
      [
        { fee: 'attendance', amount: '100' },
        'approvedAmounts.0.reasonCode',
        M.reductionReasonRequired,
      ],
      // An inactive reason, and a rejection reason, are not reduction reasons.
      [
        { fee: 'attendance', amount: '100', reasonCode: 'RED-OLD' },
        'approvedAmounts.0.reasonCode',
        M.reasonUnknown,
      ],
      [
        { fee: 'attendance', amount: '100', reasonCode: 'REJ-EXCL' },
        'approvedAmounts.0.reasonCode',
        M.reasonUnknown,
      ],
      [{ fee: 'surgeon', index: 3, amount: '1' }, 'approvedAmounts.0.index', M.lineUnknown],
      [{ fee: 'attendance', amount: 'lots' }, 'approvedAmounts.0.amount', M.amountInvalid],
    ];

    for (const [amount, path, message] of cases) {
      const response = await decide(world.adjudicator, world.request.id, 'approve', {
        approvedAmounts: [amount],
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path, message }],
      });
    }
    expect(await snapshot(world.request.id)).toEqual(before);
    expect(await decisionsOf(world.request.id)).toEqual([]);
  });

  it("tells the policyholder, the doctor, a panel hospital's business office and the flagged consultant", async () => {
    const world = await decisionWorld({ panel: true, request: { consultantsNotified: true } });

    const response = await decide(world.adjudicator, world.request.id, 'approve', {});

    expect(response.json().notified).toEqual([
      'doctor',
      'business-office',
      'policyholder',
      'financial-consultant',
    ]);
    const sent = (await outboxOf(world.request.id)).map((m) => [m.kind, m.recipient]);
    expect(sent).toEqual([
      ['policyholder-copy', world.request.policyholderEmail],
      ['doctor-decision', 'dr.chua@clinic.example.sg'],
      ['business-office-copy', BUSINESS_OFFICE],
      ['consultant-copy', world.consultant.email],
    ]);
  });

  it('leaves the consultant out of the decision when the notify flag is not set', async () => {
    const world = await decisionWorld({ request: { consultantsNotified: false } });

    const response = await decide(world.adjudicator, world.request.id, 'approve', {});

    expect(response.json().notified).not.toContain('financial-consultant');
    const recipients = (await outboxOf(world.request.id)).map((m) => m.recipient);
    expect(recipients).not.toContain(world.consultant.email);
  });
});
