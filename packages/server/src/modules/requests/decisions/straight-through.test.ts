import {
  VERIFICATION_MESSAGES,
  certificateValidUntil,
  DECISION_RULE_MESSAGES as R,
  DEFAULT_INSURER_POLICY,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { saveInsurerPolicy } from '../lifecycle/insurer-policy.repository';
import { call } from '../test-support/adjudication-worlds';
import { decide } from '../test-support/decision-worlds';
import {
  app,
  auditOf,
  clock,
  db,
  historyOf,
  loginAs,
  outboxOf,
  requestRow,
} from '../test-support/request-worlds';
import {
  RULES,
  decisionsOf,
  evaluationsOf,
  publishRules,
  reverse,
  straightThroughWorld,
  sweep,
} from '../test-support/straight-through-worlds';

const verify = (erefNo: string, code: string, dateOfBirth: string) =>
  app.inject({
    method: 'POST',
    url: '/api/certificates/verify',
    payload: { erefNo, code, dateOfBirth },
  });

const caseOf = async (login: Parameters<typeof call>[0], paId: string) =>
  (await call(login, 'GET', `/api/adjudication/cases/${paId}`)).json();

describe('the straight-through sweep', () => {
  it('approves a request inside every rule as the system, marked automatic with the rule version', async () => {
    const world = await straightThroughWorld();
    const policy = { ...DEFAULT_INSURER_POLICY, certificateValidityDays: 90 };
    await saveInsurerPolicy(db, world.insurer.id, policy, clock.now());
    const request = await world.request();

    await sweep();

    const row = await requestRow(request.id);
    expect(row?.statusCode).toBe('APP');
    const [decision] = await decisionsOf(request.id);
    expect(decision).toMatchObject({
      outcome: 'approve',
      adjudicatorId: null,
      detailId: request.detailId,
      approvedTotalBill: '11970.00',
      // The insurer's validity as it approved.
      validUntil: certificateValidUntil(clock.now(), 90),
    });
    const [evaluation] = await evaluationsOf(request.id);
    expect(evaluation).toMatchObject({ passed: true, failedRules: [], decisionId: decision!.id });
    const history = await historyOf(request.id);
    expect(history.map((h) => [h.statusCode, h.actorType])).toEqual([['APP', 'system']]);
    const [audit] = await auditOf(request.id, 'request.approved-automatically');
    expect(audit).toMatchObject({
      actorType: 'system',
      details: { erefNo: request.erefNo, decisionId: decision!.id, ruleVersion: 1 },
    });
    // The approval's emails, as an adjudicator's approval sends them.
    expect((await outboxOf(request.id)).map((m) => m.kind).sort()).toEqual([
      'doctor-decision',
      'policyholder-copy',
    ]);
    const view = await caseOf(world.adjudicator, request.id);
    expect(view.straightThrough).toMatchObject({
      ruleVersion: 1,
      outcome: 'pass',
      failed: [],
      approvedAutomatically: true,
      reversedAt: null,
    });
    // The certificate is available and verifies as approved.
    const verified = await verify(request.erefNo, decision!.verificationCode!, request.patient.dob);
    expect(verified.json().outcome).toBe('approved');
  });

  it('leaves a request outside a rule in Processing, with that rule named, and evaluates it once', async () => {
    const world = await straightThroughWorld();
    const request = await world.request({ hospitalCharges: '20000.00' });

    await sweep();
    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    expect(await decisionsOf(request.id)).toEqual([]);
    const evaluations = await evaluationsOf(request.id);
    expect(evaluations).toHaveLength(1);
    expect(evaluations[0]).toMatchObject({
      passed: false,
      decisionId: null,
      failedRules: [
        {
          kind: 'total-limit',
          reason: 'The total requested, S$ 25,170.00, is not under the limit of S$ 20,000.00.',
        },
      ],
    });
    const view = await caseOf(world.adjudicator, request.id);
    expect(view.straightThrough).toMatchObject({ outcome: 'fail', approvedAutomatically: false });
    expect(view.straightThrough.failed[0].kind).toBe('total-limit');
  });

  it('names every rule failed: fees above the agreed price, an excluded diagnosis, no policy', async () => {
    const world = await straightThroughWorld();
    const request = await world.request(
      {
        surgeryDetails: [
          {
            tospCode: 'SF801H',
            surgeonFee: '4200.00',
            anaesthetistFee: '1000.00',
            agreedSurgeonFee: '4000.00',
            agreedAnaesthetistFee: '1300.00',
          },
        ],
        diagnoses: [
          { icdCode: 'C50.9', firstConsultDate: '2026-10-01', diagnosisDate: '2026-10-02' },
        ],
      },
      { policyId: world.policy.id },
    );

    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    const [evaluation] = await evaluationsOf(request.id);
    expect(evaluation!.failedRules.map((f) => f.kind)).toEqual([
      'agreed-prices',
      'policy-covered',
      'diagnosis-exclusions',
    ]);
    expect(evaluation!.failedRules[0]!.reason).toBe(
      'The surgeon fee for SF801H, S$ 4,200.00, is above its agreed price of S$ 4,000.00; ' +
        "the surgeon fee for SF801H needed the doctor's justification (S$ 4,200.00 asked, above its cap of S$ 4,000.00), which a person must read.",
    );
  });

  it('approves nothing while straight-through is disabled, but records the evaluation', async () => {
    const world = await straightThroughWorld({ rules: { ...RULES, straightThrough: false } });
    const request = await world.request();

    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    expect(await decisionsOf(request.id)).toEqual([]);
    expect(await evaluationsOf(request.id)).toMatchObject([{ passed: true, decisionId: null }]);
  });

  it('approves nothing by a version in force without both bounding rules (from before they were required)', async () => {
    const world = await straightThroughWorld({ rules: null });
    // Written as a version approved before issue 22 could be: straight-through on, a limit only.
    await db.insert(t.decisionRuleVersions).values({
      insurerId: world.insurer.id,
      version: 1,
      straightThrough: true,
      rules: [{ kind: 'total-limit', limit: '20000.00' }],
      publishedAt: clock.now(),
    });
    clock.advance(1_000);
    const request = await world.request();

    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    expect(await evaluationsOf(request.id)).toMatchObject([{ passed: true, decisionId: null }]);
  });

  it('reads a version stored with the retired tolerance as the rule is now: no fee above its agreed price', async () => {
    const world = await straightThroughWorld({ rules: null });
    // Versions are never rewritten: one approved before the tolerance was retired keeps its JSON.
    const storedBefore = { kind: 'agreed-prices', tolerancePercent: 10 } as const;
    await db.insert(t.decisionRuleVersions).values({
      insurerId: world.insurer.id,
      version: 1,
      straightThrough: true,
      rules: [storedBefore, { kind: 'total-limit', limit: '20000.00' }],
      publishedAt: clock.now(),
    });
    clock.advance(1_000);
    const request = await world.request({
      surgeryDetails: [
        {
          tospCode: 'SF801H',
          surgeonFee: '4200.00',
          anaesthetistFee: '1000.00',
          agreedSurgeonFee: '4000.00',
          agreedAnaesthetistFee: '1300.00',
        },
      ],
    });

    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    const [evaluation] = await evaluationsOf(request.id);
    expect(evaluation!.failedRules[0]!.reason).toMatch(
      /^The surgeon fee for SF801H, S\$ 4,200.00, is above its agreed price of S\$ 4,000.00;/,
    );
    const rules = await call(world.adjudicator, 'GET', '/api/adjudication/decision-rules');
    expect(rules.json().current.rules[0]).toEqual({ kind: 'agreed-prices' });
  });

  it('leaves alone a request that reached Processing before the first rule version', async () => {
    const world = await straightThroughWorld({ rules: null });
    const request = await world.request();
    clock.advance(1_000);
    await publishRules(world.adjudicator);

    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    expect(await evaluationsOf(request.id)).toEqual([]);
  });

  it('evaluates by the current version: the latest published', async () => {
    const world = await straightThroughWorld();
    await publishRules(
      world.adjudicator,
      {
        straightThrough: true,
        rules: [{ kind: 'agreed-prices' }, { kind: 'total-limit', limit: '10000.00' }],
      },
      { basedOnVersion: 1 },
    );
    const request = await world.request();

    await sweep();

    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    const [evaluation] = await evaluationsOf(request.id);
    const [version] = await db
      .select()
      .from(t.decisionRuleVersions)
      .where(eq(t.decisionRuleVersions.id, evaluation!.ruleVersionId));
    expect(version?.version).toBe(2);
  });

  it('approves once when two servers sweep at the same time', async () => {
    const world = await straightThroughWorld();
    const requests = [await world.request(), await world.request(), await world.request()];

    const rounds = await Promise.all([sweep(), sweep()]);

    expect(rounds[0]!.approved + rounds[1]!.approved).toBe(3);
    for (const request of requests) {
      expect((await requestRow(request.id))?.statusCode).toBe('APP');
      expect(await decisionsOf(request.id)).toHaveLength(1);
      expect(await evaluationsOf(request.id)).toHaveLength(1);
      expect(await historyOf(request.id)).toHaveLength(1);
    }
  });
});

describe('the rules API', () => {
  it("keeps each insurer's rules to itself; only adjudicators may call", async () => {
    const world = await straightThroughWorld();
    const other = await straightThroughWorld({ rules: null });
    const request = await world.request();

    const theirs = await call(other.adjudicator, 'GET', '/api/adjudication/decision-rules');
    expect(theirs.json()).toEqual({ current: null, versions: [], pending: null, declined: [] });
    await publishRules(other.adjudicator, { straightThrough: false, rules: [] });
    const ours = await call(world.adjudicator, 'GET', '/api/adjudication/decision-rules');
    expect(ours.json().versions).toHaveLength(1);

    const policyholder = await call(world.login, 'GET', '/api/adjudication/decision-rules');
    expect(policyholder.statusCode).toBe(403);

    // The other insurer's version decides nothing of ours.
    await sweep();
    expect((await requestRow(request.id))?.statusCode).toBe('APP');
  });

  it('previews a draft over past requests, per request and in total, writing nothing', async () => {
    const world = await straightThroughWorld({ rules: null });
    const inside = await world.request();
    const outside = await world.request({ hospitalCharges: '20000.00' });
    const auditBefore = await db.select().from(t.auditLog);

    const response = await call(
      world.adjudicator,
      'POST',
      '/api/adjudication/decision-rules/preview',
      {
        ruleSet: RULES,
        last: 10,
      },
    );

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toMatchObject({
      evaluated: 2,
      passed: 1,
      failed: 1,
      failedByRule: { 'total-limit': 1 },
    });
    expect(
      body.requests.map((r: { paId: string; outcome: string }) => [r.paId, r.outcome]),
    ).toEqual(
      expect.arrayContaining([
        [inside.id, 'pass'],
        [outside.id, 'fail'],
      ]),
    );
    expect(await evaluationsOf(inside.id)).toEqual([]);
    expect(await db.select().from(t.auditLog)).toHaveLength(auditBefore.length);
    expect((await requestRow(inside.id))?.statusCode).toBe('PRO');

    const bad = await call(world.adjudicator, 'POST', '/api/adjudication/decision-rules/preview', {
      ruleSet: RULES,
      last: 10,
      from: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'last', message: R.previewScope }]);
  });
});

describe('POST /api/adjudication/cases/{paId}/reverse-automatic', () => {
  it('returns an automatic approval to Processing once; its certificate no longer verifies', async () => {
    const world = await straightThroughWorld();
    const request = await world.request();
    await sweep();
    const [decision] = await decisionsOf(request.id);

    const response = await reverse(world.adjudicator, request.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paId: request.id,
      statusCode: 'PRO',
      decisionId: decision!.id,
      notified: ['doctor', 'policyholder'],
    });
    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    const [evaluation] = await evaluationsOf(request.id);
    expect(evaluation).toMatchObject({
      reversedBy: world.adjudicator.user.id,
      reversalReason: 'The diagnosis needs a review.',
    });
    expect(evaluation!.reversedAt).not.toBeNull();
    const verified = await verify(request.erefNo, decision!.verificationCode!, request.patient.dob);
    // The same words as for an amended request: withdrawn and void, whatever withdrew it.
    expect(verified.json()).toMatchObject({
      outcome: 'no-longer-approved',
      message: VERIFICATION_MESSAGES.noLongerApproved,
    });
    expect(await auditOf(request.id, 'request.automatic-approval-reversed')).toHaveLength(1);
    const view = await caseOf(world.adjudicator, request.id);
    expect(view.straightThrough.reversedAt).not.toBeNull();

    // Not twice, and the sweep does not approve the same submission again.
    const again = await reverse(world.adjudicator, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    await sweep();
    expect((await requestRow(request.id))?.statusCode).toBe('PRO');
    // An adjudicator can decide it now, and that approval is not reversible here.
    expect((await decide(world.adjudicator, request.id, 'approve', {})).statusCode).toBe(200);
    const manual = await reverse(world.adjudicator, request.id);
    expect(manual.statusCode).toBe(409);
    expect(manual.json().code).toBe('CONFLICT');
    expect((await requestRow(request.id))?.statusCode).toBe('APP');
  });

  it("refuses a reason left out (400), another insurer's adjudicator (404) and others (403)", async () => {
    const world = await straightThroughWorld();
    const request = await world.request();
    await sweep();
    const other = await straightThroughWorld({ rules: null });

    expect((await reverse(world.adjudicator, request.id, '')).statusCode).toBe(400);
    expect((await reverse(other.adjudicator, request.id)).statusCode).toBe(404);
    expect((await reverse(world.login, request.id)).statusCode).toBe(403);
    const colleague = await loginAs(world.insurer.id, { userType: 'insurer-adjudicator' });
    expect((await reverse(colleague, request.id)).statusCode).toBe(200);
  });
});
