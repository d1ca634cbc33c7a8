import { describe, expect, it } from 'vitest';
import { call, clock } from '../test-support/adjudication-worlds';
import { REDUCTION, REJECTION, decide, decisionWorld } from '../test-support/decision-worlds';
import {
  decisionsOf,
  reverse,
  straightThroughWorld,
  sweep,
} from '../test-support/straight-through-worlds';

const caseOf = async (login: Parameters<typeof call>[0], paId: string) => {
  const response = await call(login, 'GET', `/api/adjudication/cases/${paId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("the case view's decision", () => {
  it('is absent before the insurer decides', async () => {
    const world = await decisionWorld();

    expect((await caseOf(world.adjudicator, world.request.id)).decision).toBeNull();
  });

  it("gives an adjudicator's approval: each fee requested and approved, a reduction's coded reason, the conditions, who, when and the certificate's code and validity", async () => {
    const world = await decisionWorld();
    const decidedAt = clock.now().toISOString();
    await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: [
        { fee: 'surgeon', index: 0, amount: '3500.00', reasonCode: REDUCTION.code },
      ],
      conditions: 'Ward class B1 or lower.',
    });
    const [record] = await decisionsOf(world.request.id);

    const { decision } = await caseOf(world.adjudicator, world.request.id);

    const asked = (fee: string, index: number | null, itemCode: string | null, amount: string) => ({
      fee,
      index,
      itemCode,
      itemDescription: null,
      requestedAmount: amount,
      approvedAmount: amount,
      reasonCode: null,
      reasonLabel: null,
    });
    expect(decision).toEqual({
      outcome: 'approve',
      decidedAt,
      decidedBy: { kind: 'adjudicator', name: 'Grace Ong' },
      reasonCode: null,
      reasonLabel: null,
      reasonText: null,
      conditions: 'Ward class B1 or lower.',
      requiredDocumentKinds: [],
      lines: [
        {
          fee: 'surgeon',
          index: 0,
          itemCode: 'SF801H',
          itemDescription: null,
          requestedAmount: '3800.00',
          approvedAmount: '3500.00',
          reasonCode: REDUCTION.code,
          reasonLabel: REDUCTION.label,
        },
        asked('anaesthetist', 0, 'SF801H', '1220.00'),
        asked('attendance', null, null, '150.00'),
        asked('other', 0, 'CONS', '350.00'),
        asked('hospital-charges', null, null, '6800.00'),
      ],
      approvedTotal: '12020.00',
      verificationCode: record!.verificationCode,
      validUntil: record!.validUntil,
      reversal: null,
    });
    expect(decision.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(decision.verificationCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('gives an automatic approval as made by the rule set, with its version', async () => {
    const world = await straightThroughWorld();
    const request = await world.request();
    await sweep();

    const { decision } = await caseOf(world.adjudicator, request.id);

    expect(decision).toMatchObject({
      outcome: 'approve',
      decidedBy: { kind: 'automatic', ruleVersion: 1 },
      approvedTotal: '11970.00',
      reversal: null,
    });
    expect(decision.verificationCode).toEqual(expect.any(String));
  });

  it("gives a rejection's coded reason, its text and who rejected", async () => {
    const world = await decisionWorld();
    const colleague = await world.colleague();
    const rejected = await decide(colleague, world.request.id, 'reject', {
      reasonCode: REJECTION.code,
      reasonText: 'Cosmetic procedures are not covered.',
    });

    expect(rejected.statusCode, rejected.body).toBe(200);
    const { decision } = await caseOf(world.adjudicator, world.request.id);

    expect(decision).toMatchObject({
      outcome: 'reject',
      decidedBy: { kind: 'adjudicator', name: 'Marcus Tan' },
      reasonCode: REJECTION.code,
      reasonLabel: REJECTION.label,
      reasonText: 'Cosmetic procedures are not covered.',
      lines: [],
      approvedTotal: null,
      verificationCode: null,
      reversal: null,
    });
  });

  it('gives a reversed automatic approval with who reversed it, when and why, while the request waits again', async () => {
    const world = await straightThroughWorld();
    const request = await world.request();
    await sweep();
    clock.advance(60_000);
    const reversedAt = clock.now().toISOString();
    await reverse(world.adjudicator, request.id, 'The diagnosis needs a review.');

    const view = await caseOf(world.adjudicator, request.id);

    expect(view.statusCode).toBe('PRO');
    expect(view.decision).toMatchObject({
      outcome: 'approve',
      decidedBy: { kind: 'automatic', ruleVersion: 1 },
      reversal: {
        reversedAt,
        reversedBy: 'Grace Ong',
        reason: 'The diagnosis needs a review.',
      },
    });

    // The adjudicator's decision after it is the case's decision now.
    clock.advance(60_000);
    await decide(world.adjudicator, request.id, 'approve', {});
    expect((await caseOf(world.adjudicator, request.id)).decision).toMatchObject({
      decidedBy: { kind: 'adjudicator', name: 'Grace Ong' },
      reversal: null,
    });
  });
});
