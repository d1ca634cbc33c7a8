import { describe, expect, it } from 'vitest';
import { createDecisionReason } from '../../../../test/adjudication-factories';
import * as t from '../../../core/db/schema';
import { call } from '../test-support/adjudication-worlds';
import { REDUCTION, REJECTION, decide } from '../test-support/decision-worlds';
import { clock, db } from '../test-support/request-worlds';
import { RULES, straightThroughWorld } from '../test-support/straight-through-worlds';

// The preview compares a draft rule set with what adjudicators actually decided on the same past
// requests, the disagreements first.

describe('POST /api/adjudication/decision-rules/preview', () => {
  it('puts beside each request what was decided on it, counts the agreements, lists the disagreements first', async () => {
    const world = await straightThroughWorld({ rules: null });
    const insurerId = world.insurer.id;
    await createDecisionReason(db, insurerId, { kind: 'reduction', ...REDUCTION });
    await createDecisionReason(db, insurerId, { kind: 'rejection', ...REJECTION });
    /** A request that reached Processing (in its history), inside RULES unless over the limit. */
    const past = async (overLimit = false) => {
      const request = await world.request(overLimit ? { hospitalCharges: '20000.00' } : {});
      await db.insert(t.paStatusHistory).values({
        paId: request.id,
        statusCode: 'PRO',
        actorType: 'doctor',
        createdAt: clock.now(),
      });
      clock.advance(1_000);
      return request;
    };
    const inFull = await past();
    const reduced = await past();
    const rejected = await past();
    const amended = await past();
    const overLimitApproved = await past(true);
    const waiting = await past(true);
    const approve = (paId: string, body: object = {}) =>
      decide(world.adjudicator, paId, 'approve', body);
    expect((await approve(inFull.id)).statusCode).toBe(200);
    await approve(reduced.id, {
      approvedAmounts: [
        { fee: 'surgeon', index: 0, amount: '3500.00', reasonCode: REDUCTION.code },
      ],
    });
    await decide(world.adjudicator, rejected.id, 'reject');
    await decide(world.adjudicator, amended.id, 'request-amendment');
    await approve(overLimitApproved.id);

    const response = await call(
      world.adjudicator,
      'POST',
      '/api/adjudication/decision-rules/preview',
      { ruleSet: RULES, last: 10 },
    );

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({
      evaluated: 6,
      passed: 4,
      failed: 2,
      failedByRule: { 'total-limit': 2 },
      passedThatWere: { approvedInFull: 1, approvedWithReductions: 1, rejected: 1 },
      disagreements: 3,
    });
    const rows = body.requests.map(
      (r: { paId: string; outcome: string; decided: string; disagrees: boolean }) => [
        r.paId,
        r.outcome,
        r.decided,
        r.disagrees,
      ],
    );
    // The disagreements first, each group newest first.
    expect(rows).toEqual([
      [overLimitApproved.id, 'fail', 'approved-in-full', true],
      [rejected.id, 'pass', 'rejected', true],
      [reduced.id, 'pass', 'approved-with-reductions', true],
      [waiting.id, 'fail', 'not-decided', false],
      [amended.id, 'pass', 'amendment-requested', false],
      [inFull.id, 'pass', 'approved-in-full', false],
    ]);
  });
});
