import {
  ADJUDICATION_MESSAGES,
  DRAWABLE_TEXT_MESSAGE,
  STATUS_CODES,
  statusLabel,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCaseAssignment } from '../../../../test/adjudication-factories';
import * as t from '../../../core/db/schema';
import { auditOf, clock, db, snapshot } from '../test-support/request-worlds';
import { decide, decisionWorld, type DecisionPath } from '../test-support/decision-worlds';

const DECISIONS: DecisionPath[] = ['approve', 'reject', 'request-amendment'];

const decisionsOf = (paId: string) =>
  db.select().from(t.paDecisions).where(eq(t.paDecisions.paId, paId));

const holdsOf = (paId: string) =>
  db.select().from(t.caseAssignments).where(eq(t.caseAssignments.paId, paId));

describe('a decision', () => {
  it('is refused with 409 from every status but Processing, changing nothing', async () => {
    const world = await decisionWorld();
    for (const statusCode of STATUS_CODES.filter((s) => s !== 'PRO')) {
      const request = await world.requestForNewPatient({ statusCode });
      const before = await snapshot(request.id);
      for (const decision of DECISIONS) {
        const response = await decide(world.adjudicator, request.id, decision);
        expect(response.statusCode, `${decision} from ${statusCode}`).toBe(409);
        expect(response.json().code).toBe('NOT_ALLOWED_IN_STATUS');
        expect(response.json().detailMessage).toContain(statusLabel(statusCode));
      }
      expect(await snapshot(request.id), statusCode).toEqual(before);
      expect(await decisionsOf(request.id)).toEqual([]);
    }
  });

  it("is 404 to another insurer's adjudicator (audited) and 403 to a policyholder", async () => {
    const world = await decisionWorld();
    const stranger = await decisionWorld();
    for (const decision of DECISIONS) {
      const response = await decide(stranger.adjudicator, world.request.id, decision);
      expect(response.statusCode, decision).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect((await decide(world.login, world.request.id, decision)).statusCode).toBe(403);
    }
    expect(await auditOf(world.request.id, 'request.access-denied')).toHaveLength(3);
    expect((await snapshot(world.request.id)).row?.statusCode).toBe('PRO');
  });

  it('is 409 naming the holder while another adjudicator holds the case', async () => {
    const world = await decisionWorld();
    const colleague = await world.colleague();
    await createCaseAssignment(db, {
      paId: world.request.id,
      adjudicatorId: colleague.user.id,
      takenAt: clock.now(),
    });
    const before = await snapshot(world.request.id);

    for (const decision of DECISIONS) {
      const response = await decide(world.adjudicator, world.request.id, decision);
      expect(response.statusCode, decision).toBe(409);
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        // 09:00 UTC is 17:00 in Singapore; the hold lasts 30 minutes.
        detailMessage: ADJUDICATION_MESSAGES.heldByOther('Marcus Tan', '17:30'),
      });
    }
    expect(await snapshot(world.request.id)).toEqual(before);
    expect(await holdsOf(world.request.id)).toHaveLength(1);
  });

  it('is allowed when the hold has expired, or is the deciding adjudicator’s own, and ends it', async () => {
    const expired = await decisionWorld();
    await createCaseAssignment(db, {
      paId: expired.request.id,
      adjudicatorId: (await expired.colleague()).user.id,
      takenAt: new Date(clock.now().getTime() - 31 * 60_000),
    });
    const own = await decisionWorld();
    await createCaseAssignment(db, {
      paId: own.request.id,
      adjudicatorId: own.adjudicator.user.id,
      takenAt: clock.now(),
    });

    expect((await decide(expired.adjudicator, expired.request.id, 'approve')).statusCode).toBe(200);
    expect((await decide(own.adjudicator, own.request.id, 'reject')).statusCode).toBe(200);
    expect(await holdsOf(expired.request.id)).toEqual([]);
    expect(await holdsOf(own.request.id)).toEqual([]);
  });

  it('is 400 on conditions the certificate cannot print (Hebrew, Arabic), deciding nothing', async () => {
    const world = await decisionWorld();
    for (const conditions of ['Day surgery only. ניתוח יום', 'يوم واحد فقط']) {
      const response = await decide(world.adjudicator, world.request.id, 'approve', {
        conditions,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({
        path: 'conditions',
        message: DRAWABLE_TEXT_MESSAGE,
      });
    }
    expect(await decisionsOf(world.request.id)).toEqual([]);
    expect((await snapshot(world.request.id)).row?.statusCode).toBe('PRO');
  });

  it('sent again with the same Idempotency-Key answers its first answer and decides once', async () => {
    const world = await decisionWorld();
    const key = { 'idempotency-key': 'approve-once' };

    const first = await decide(world.adjudicator, world.request.id, 'approve', {}, key);
    const again = await decide(world.adjudicator, world.request.id, 'approve', {}, key);

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await decisionsOf(world.request.id)).toHaveLength(1);
    // The same key with another body is refused.
    const reused = await decide(
      world.adjudicator,
      world.request.id,
      'approve',
      { conditions: 'Other' },
      key,
    );
    expect(reused.statusCode).toBe(422);
  });

  it('by two adjudicators at once: exactly one wins, the other gets 409', async () => {
    const world = await decisionWorld();
    const colleague = await world.colleague();

    const answers = await Promise.all([
      decide(world.adjudicator, world.request.id, 'approve'),
      decide(colleague, world.request.id, 'reject'),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const decisions = await decisionsOf(world.request.id);
    expect(decisions).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect(winner.decisionId).toBe(decisions[0]!.id);
    expect((await snapshot(world.request.id)).history).toHaveLength(1);
  });
});
