import { DECISION_RULE_MESSAGES as R } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { call } from '../test-support/adjudication-worlds';
import { clock, db, loginAs, type Login } from '../test-support/request-worlds';
import { RULES, publishRules, straightThroughWorld } from '../test-support/straight-through-worlds';
import { insertRuleVersion } from './decision-rules.repository';

// Publishing the straight-through rules: numbered versions, each published only from the version
// the editor started from, so two adjudicators editing at once never overwrite each other unseen.

/** Another set straight-through may run (it needs the agreed prices and a limit). */
const LOWER_LIMIT = {
  straightThrough: true,
  rules: [
    { kind: 'agreed-prices', tolerancePercent: 0 },
    { kind: 'total-limit', limit: '9000.00' },
  ],
};

const versionsOf = async (login: Login) =>
  (await call(login, 'GET', '/api/adjudication/decision-rules'))
    .json()
    .versions.map((version: { version: number; publishedBy: string }) => [
      version.version,
      version.publishedBy,
    ]);

const publishedAudit = (insurerId: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(
      and(eq(t.auditLog.insurerId, insurerId), eq(t.auditLog.action, 'decision-rules.published')),
    )
    .orderBy(asc(t.auditLog.id));

/** An insurer whose Grace Ong published version 1, and a colleague, Marcus Tan. */
async function twoEditors() {
  const world = await straightThroughWorld();
  const colleague = await loginAs(world.insurer.id, {
    userType: 'insurer-adjudicator',
    name: 'Marcus Tan',
  });
  return { ...world, colleague };
}

describe('publishing the decision rules', () => {
  it('publishes numbered versions (audited) and answers the current one and every version', async () => {
    const world = await straightThroughWorld();
    const second = await publishRules(
      world.adjudicator,
      { ...RULES, straightThrough: false },
      { basedOnVersion: 1 },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      version: 2,
      straightThrough: false,
      publishedBy: 'Grace Ong',
    });

    const response = await call(world.adjudicator, 'GET', '/api/adjudication/decision-rules');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.current.version).toBe(2);
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(body.versions[1].rules).toEqual([
      { kind: 'agreed-prices', tolerancePercent: 0 },
      { kind: 'policy-covered', requireRider: false },
      { kind: 'diagnosis-exclusions', codes: ['C', 'O80', 'F102'] },
      { kind: 'total-limit', limit: '20000.00' },
    ]);
    const audit = await publishedAudit(world.insurer.id);
    expect(audit.map((a) => a.details)).toEqual([
      { version: 1, straightThrough: true, kinds: RULES.rules.map((rule) => rule.kind) },
      { version: 2, straightThrough: false, kinds: RULES.rules.map((rule) => rule.kind) },
    ]);
  });

  it('refuses a bad rule set with the field and its message, publishing nothing', async () => {
    const world = await straightThroughWorld({ rules: null });
    const cases: [object, string, string][] = [
      [
        { straightThrough: false, rules: [{ kind: 'diagnosis-exclusions', codes: ['12X'] }] },
        'rules.0.codes.0',
        R.exclusionInvalid,
      ],
      [
        { straightThrough: false, rules: [{ kind: 'total-limit', limit: 'lots' }] },
        'rules.0.limit',
        R.limitInvalid,
      ],
      [
        {
          straightThrough: false,
          rules: [
            { kind: 'total-limit', limit: '100.00' },
            { kind: 'total-limit', limit: '200.00' },
          ],
        },
        'rules.1.kind',
        R.kindTwice,
      ],
      [
        { straightThrough: false, rules: [{ kind: 'agreed-prices', tolerancePercent: 150 }] },
        'rules.0.tolerancePercent',
        R.tolerance,
      ],
      [{ rules: [] }, 'straightThrough', R.straightThroughRequired],
      // Straight-through bounds every amount it approves: by the agreed prices and a limit.
      [
        { straightThrough: true, rules: [{ kind: 'total-limit', limit: '100.00' }] },
        'straightThrough',
        R.straightThroughUnbounded,
      ],
      [
        { straightThrough: true, rules: [{ kind: 'agreed-prices', tolerancePercent: 0 }] },
        'straightThrough',
        R.straightThroughUnbounded,
      ],
      [{ ...LOWER_LIMIT, basedOnVersion: undefined }, 'basedOnVersion', R.basedOnVersion],
      [{ ...LOWER_LIMIT, basedOnVersion: -1 }, 'basedOnVersion', R.basedOnVersion],
      // A version that was never published is not one to edit from.
      [{ ...LOWER_LIMIT, basedOnVersion: 2 }, 'basedOnVersion', R.basedOnUnknown(2)],
    ];
    for (const [body, path, message] of cases) {
      const response = await publishRules(world.adjudicator, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().issues).toEqual([{ path, message }]);
    }
    const rules = await call(world.adjudicator, 'GET', '/api/adjudication/decision-rules');
    expect(rules.json()).toEqual({ current: null, versions: [] });
  });

  it('refuses a set edited from a version no longer current (409), publishing nothing', async () => {
    const world = await twoEditors();
    const theirs = await publishRules(world.colleague, LOWER_LIMIT, { basedOnVersion: 1 });
    expect(theirs.statusCode).toBe(201);

    const ours = await publishRules(
      world.adjudicator,
      { ...RULES, straightThrough: false },
      { basedOnVersion: 1 },
    );

    expect(ours.statusCode).toBe(409);
    expect(ours.json()).toEqual({ code: 'CONFLICT', detailMessage: R.publishedMeanwhile(2) });
    expect(await versionsOf(world.adjudicator)).toEqual([
      [2, 'Marcus Tan'],
      [1, 'Grace Ong'],
    ]);
    expect((await publishedAudit(world.insurer.id)).map((a) => a.details)).toMatchObject([
      { version: 1 },
      { version: 2 },
    ]);
    // Edited again from the colleague's version, it is published.
    const again = await publishRules(world.adjudicator, RULES, { basedOnVersion: 2 });
    expect(again.json()).toMatchObject({ version: 3, publishedBy: 'Grace Ong' });
  });

  it('publishes one of two sets edited from the same version at once; the other is 409', async () => {
    const world = await twoEditors();

    const answers = await Promise.all([
      publishRules(world.adjudicator, RULES, { basedOnVersion: 1 }),
      publishRules(world.colleague, LOWER_LIMIT, { basedOnVersion: 1 }),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)!.json();
    expect(won.version).toBe(2);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      code: 'CONFLICT',
      detailMessage: R.publishedMeanwhile(2),
    });
    expect(await versionsOf(world.adjudicator)).toEqual([
      [2, won.publishedBy],
      [1, 'Grace Ong'],
    ]);
    expect((await publishedAudit(world.insurer.id)).map((a) => a.details)).toMatchObject([
      { version: 1 },
      { version: 2, straightThrough: true },
    ]);
  });

  it('refuses (409), not fails, a set whose version number was taken while it was being written', async () => {
    const world = await twoEditors();
    let ours: ReturnType<typeof publishRules> | undefined;
    await db.transaction(async (tx) => {
      await insertRuleVersion(tx, {
        insurerId: world.insurer.id,
        version: 2,
        straightThrough: false,
        rules: [],
        publishedAt: clock.now(),
        publishedBy: world.colleague.user.id,
      });
      // Sent while version 2 is written but not committed: on PostgreSQL it reads version 1 as
      // current and its own version 2 waits on the unique (insurer, version) until this commits.
      ours = publishRules(world.adjudicator, RULES, { basedOnVersion: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });

    const answer = await ours!;
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: 'CONFLICT', detailMessage: R.publishedMeanwhile(2) });
    expect(await versionsOf(world.adjudicator)).toEqual([
      [2, 'Marcus Tan'],
      [1, 'Grace Ong'],
    ]);
    expect(await publishedAudit(world.insurer.id)).toHaveLength(1);
  });

  it('answers a save sent again with its Idempotency-Key as the first time, publishing once', async () => {
    const world = await twoEditors();
    const save = () =>
      publishRules(world.adjudicator, LOWER_LIMIT, {
        basedOnVersion: 1,
        idempotencyKey: 'save-1',
      });

    // Sent twice at once (a double click), then again after a colleague published.
    const [first, second] = await Promise.all([save(), save()]);
    expect(first!.statusCode).toBe(201);
    expect(first!.json()).toMatchObject({ version: 2, publishedBy: 'Grace Ong' });
    expect(second!.statusCode).toBe(201);
    expect(second!.json()).toEqual(first!.json());
    const theirs = await publishRules(world.colleague, RULES, { basedOnVersion: 2 });
    expect(theirs.json().version).toBe(3);
    const retried = await save();
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first!.json());

    expect(await versionsOf(world.adjudicator)).toEqual([
      [3, 'Marcus Tan'],
      [2, 'Grace Ong'],
      [1, 'Grace Ong'],
    ]);
    expect((await publishedAudit(world.insurer.id)).map((a) => a.details)).toMatchObject([
      { version: 1 },
      { version: 2 },
      { version: 3 },
    ]);
    // The same key with another set is not taken for a retry.
    const other = await publishRules(world.adjudicator, RULES, {
      basedOnVersion: 3,
      idempotencyKey: 'save-1',
    });
    expect(other.statusCode).toBe(422);
  });
});
