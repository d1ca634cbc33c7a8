import { DECISION_RULE_MESSAGES as R, RULE_PROPOSAL_MESSAGES as P } from '@preauth/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { call } from '../test-support/adjudication-worlds';
import { clock, db, loginAs, type Login } from '../test-support/request-worlds';
import {
  RULES,
  approveProposal,
  declineProposal,
  proposeRules,
  straightThroughWorld,
} from '../test-support/straight-through-worlds';

// Rule changes under four eyes: one adjudicator proposes a version, a different one of the same
// insurer approves it (then it is in force) or declines it with a reason.

/** A set with straight-through off (on, it would need the agreed-prices rule too). */
const LIMIT_ONLY = { straightThrough: false, rules: [{ kind: 'total-limit', limit: '9000.00' }] };

const rulesOf = async (login: Login) =>
  (await call(login, 'GET', '/api/adjudication/decision-rules')).json();

const auditOf = (insurerId: string) =>
  db
    .select({ action: t.auditLog.action, details: t.auditLog.details })
    .from(t.auditLog)
    .where(and(eq(t.auditLog.insurerId, insurerId), like(t.auditLog.action, 'decision-rules.%')))
    .orderBy(asc(t.auditLog.id));

/** An insurer whose version 1 is in force (proposed and approved in straightThroughWorld). */
async function twoAdjudicators() {
  const world = await straightThroughWorld();
  const colleague = await loginAs(world.insurer.id, {
    userType: 'insurer-adjudicator',
    name: 'Marcus Tan',
  });
  return { ...world, colleague };
}

describe('proposing, approving and declining a rule change', () => {
  it('puts a proposal in force once a colleague approves it, both audited and in the history', async () => {
    const world = await twoAdjudicators();
    const proposed = await proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1 });
    expect(proposed.statusCode).toBe(201);
    const proposal = proposed.json();
    expect(proposal).toMatchObject({
      basedOnVersion: 1,
      proposedBy: 'Grace Ong',
      proposedByYou: true,
      status: 'pending',
      version: null,
      rules: [{ kind: 'total-limit', limit: '9000.00' }],
    });
    // Waiting, it changes nothing in force; every adjudicator of the insurer sees it.
    const waiting = await rulesOf(world.colleague);
    expect(waiting.current.version).toBe(1);
    expect(waiting.pending).toMatchObject({ id: proposal.id, proposedByYou: false });

    const approved = await approveProposal(world.colleague, proposal.id);

    expect(approved.statusCode).toBe(201);
    expect(approved.json()).toMatchObject({
      version: 2,
      proposedBy: 'Grace Ong',
      approvedBy: 'Marcus Tan',
      publishedAt: clock.now().toISOString(),
    });
    const after = await rulesOf(world.adjudicator);
    expect(after.current).toMatchObject({ version: 2, rules: LIMIT_ONLY.rules });
    expect(after.pending).toBeNull();
    expect(after.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const audit = await auditOf(world.insurer.id);
    expect(audit.slice(-2)).toEqual([
      {
        action: 'decision-rules.proposed',
        details: {
          proposalId: proposal.id,
          basedOnVersion: 1,
          straightThrough: false,
          kinds: ['total-limit'],
        },
      },
      {
        action: 'decision-rules.approved',
        details: { proposalId: proposal.id, basedOnVersion: 1, version: 2, straightThrough: false },
      },
    ]);
  });

  it('refuses its proposer the approval (403), another insurer (404), and a second approval (409)', async () => {
    const world = await twoAdjudicators();
    const other = await straightThroughWorld();
    const { id } = (
      await proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1 })
    ).json();

    const own = await approveProposal(world.adjudicator, id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'FORBIDDEN', detailMessage: P.ownProposal });
    const elsewhere = await approveProposal(other.adjudicator, id);
    expect(elsewhere.statusCode).toBe(404);
    const elsewhereDecline = await declineProposal(other.adjudicator, id, 'Not ours.');
    expect(elsewhereDecline.statusCode).toBe(404);
    const policyholder = await approveProposal(world.login, id);
    expect(policyholder.statusCode).toBe(403);
    expect((await rulesOf(world.adjudicator)).current.version).toBe(1);

    expect((await approveProposal(world.colleague, id)).statusCode).toBe(201);
    const again = await approveProposal(
      await loginAs(world.insurer.id, { userType: 'insurer-adjudicator' }),
      id,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detailMessage).toBe(P.alreadyDecided('approved', 'Marcus Tan'));
  });

  it('declines with a reason (its proposer may too), which is kept in the history and audited', async () => {
    const world = await twoAdjudicators();
    const { id } = (
      await proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1 })
    ).json();

    const empty = await declineProposal(world.colleague, id, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'reason', message: P.declineReasonRequired }]);
    const long = await declineProposal(world.colleague, id, 'x'.repeat(1001));
    expect(long.json().issues).toEqual([{ path: 'reason', message: P.declineReasonTooLong }]);

    const declined = await declineProposal(world.colleague, id, 'The limit is too low.');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decidedBy: 'Marcus Tan',
      declineReason: 'The limit is too low.',
      version: null,
    });
    const after = await rulesOf(world.adjudicator);
    expect(after).toMatchObject({ current: { version: 1 }, pending: null });
    expect(after.declined).toMatchObject([{ id, declineReason: 'The limit is too low.' }]);
    expect((await approveProposal(world.colleague, id)).statusCode).toBe(409);
    expect((await auditOf(world.insurer.id)).at(-1)).toEqual({
      action: 'decision-rules.declined',
      details: { proposalId: id, basedOnVersion: 1 },
    });

    // Its proposer withdraws the next one.
    const next = (await proposeRules(world.adjudicator, RULES, { basedOnVersion: 1 })).json();
    const withdrawn = await declineProposal(world.adjudicator, next.id, 'Made a mistake.');
    expect(withdrawn.json()).toMatchObject({ status: 'declined', decidedBy: 'Grace Ong' });
  });

  it('lets one proposal wait at a time, and refuses one edited from an old version (409)', async () => {
    const world = await twoAdjudicators();
    const first = await proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1 });

    const second = await proposeRules(world.colleague, RULES, { basedOnVersion: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().detailMessage).toBe(P.pendingExists('Grace Ong', clock.now()));

    await approveProposal(world.colleague, first.json().id);
    const stale = await proposeRules(world.colleague, RULES, { basedOnVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', detailMessage: P.publishedMeanwhile(2) });
    const unknown = await proposeRules(world.colleague, RULES, { basedOnVersion: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: 'basedOnVersion', message: P.basedOnUnknown(3) },
    ]);
    const bad = await proposeRules(world.colleague, {
      straightThrough: false,
      rules: [{ kind: 'total-limit', limit: 'lots' }],
    });
    expect(bad.json().issues).toEqual([{ path: 'rules.0.limit', message: R.limitInvalid }]);
    // Straight-through bounds every amount it approves: by the agreed prices and a limit.
    for (const rules of [[{ kind: 'total-limit', limit: '100.00' }], [{ kind: 'agreed-prices' }]]) {
      const unbounded = await proposeRules(world.colleague, { straightThrough: true, rules });
      expect(unbounded.statusCode).toBe(400);
      expect(unbounded.json().issues).toEqual([
        { path: 'straightThrough', message: R.straightThroughUnbounded },
      ]);
    }
    expect((await rulesOf(world.adjudicator)).pending).toBeNull();
  });

  it('refuses the approval of a proposal whose version is no longer in force (409); it stays pending', async () => {
    const world = await twoAdjudicators();
    const { id } = (
      await proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1 })
    ).json();
    // A version written meanwhile by other means (the demo seed's, a migration's).
    await db.insert(t.decisionRuleVersions).values({
      insurerId: world.insurer.id,
      version: 2,
      straightThrough: false,
      rules: [],
      publishedAt: clock.now(),
    });

    const answer = await approveProposal(world.colleague, id);

    expect(answer.statusCode).toBe(409);
    expect(answer.json().detailMessage).toBe(P.outOfDate(1, 2));
    expect((await rulesOf(world.adjudicator)).pending).toMatchObject({ id, status: 'pending' });
  });

  it('approves once when two colleagues approve at the same moment; the other is 409', async () => {
    const world = await twoAdjudicators();
    const third = await loginAs(world.insurer.id, {
      userType: 'insurer-adjudicator',
      name: 'Siti Rahayu',
    });
    const { id } = (
      await proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1 })
    ).json();

    const answers = await Promise.all([
      approveProposal(world.colleague, id),
      approveProposal(third, id),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)!.json();
    expect(answers.find((a) => a.statusCode === 409)!.json().detailMessage).toBe(
      P.alreadyDecided('approved', won.approvedBy),
    );
    expect((await rulesOf(world.adjudicator)).versions).toHaveLength(2);
    const approvals = (await auditOf(world.insurer.id)).filter(
      (a) => a.action === 'decision-rules.approved',
    );
    expect(approvals).toHaveLength(2); // version 1's and this one's
  });

  it('answers a call sent again with its Idempotency-Key as the first time, changing once', async () => {
    const world = await twoAdjudicators();
    const propose = () =>
      proposeRules(world.adjudicator, LIMIT_ONLY, { basedOnVersion: 1, idempotencyKey: 'p-1' });
    const [first, second] = await Promise.all([propose(), propose()]);
    expect(first!.statusCode).toBe(201);
    expect(second!.json()).toEqual(first!.json());
    const { id } = first!.json();

    const approve = () => approveProposal(world.colleague, id, 'a-1');
    const [approved, again] = await Promise.all([approve(), approve()]);
    expect(approved!.statusCode).toBe(201);
    expect(again!.statusCode).toBe(201);
    expect(again!.json()).toEqual(approved!.json());
    expect((await approve()).json()).toEqual(approved!.json());

    expect((await rulesOf(world.adjudicator)).versions).toHaveLength(2);
    const actions = (await auditOf(world.insurer.id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'decision-rules.proposed')).toHaveLength(2);
    expect(actions.filter((a) => a === 'decision-rules.approved')).toHaveLength(2);
  });
});
