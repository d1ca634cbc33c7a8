// The demo data's decision rule sets, in force and changed under four eyes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { createStraightThrough } from '../modules/requests/decisions/straight-through.service';
import { app, db, demoHeaders } from './demo-app.test-support';

describe('demo data: the demo decision rules', () => {
  it('publishes a rule set for each insurer: AURORA straight through, BEACON not', async () => {
    const versions = await db
      .select({
        code: t.insurers.code,
        version: t.decisionRuleVersions.version,
        straightThrough: t.decisionRuleVersions.straightThrough,
        rules: t.decisionRuleVersions.rules,
      })
      .from(t.decisionRuleVersions)
      .innerJoin(t.insurers, eq(t.insurers.id, t.decisionRuleVersions.insurerId))
      .orderBy(t.insurers.code);
    expect(versions.map((v) => [v.code, v.version, v.straightThrough])).toEqual([
      ['AURORA', 1, true],
      ['BEACON', 1, false],
    ]);
    expect(versions[0]!.rules).toContainEqual({ kind: 'total-limit', limit: '25000.00' });
    // The seeded requests in Processing were there before the rules: they wait for adjudicators.
    const round = await createStraightThrough(app.deps).sweep();
    expect(round).toMatchObject({ evaluated: 0, approved: 0 });
  });

  it("puts each insurer's demo rule set in force as version 1; one adjudicator proposes a change, the other approves it", async () => {
    for (const [first, second, address] of [
      ['adjudicator@demo.sg', 'adjudicator2@demo.sg', '10.9.3.1'],
      ['adjudicator@insurer2.demo.sg', 'adjudicator2@insurer2.demo.sg', '10.9.3.2'],
    ] as const) {
      const proposer = await demoHeaders(first, address);
      const approver = await demoHeaders(second, address);
      const url = '/api/adjudication/decision-rules';
      const rules = (await app.inject({ method: 'GET', url, headers: proposer })).json();
      expect(rules.versions, first).toHaveLength(1);
      expect(rules).toMatchObject({
        current: { version: 1, proposedBy: null, approvedBy: null },
        pending: null,
        declined: [],
      });

      const { straightThrough, rules: set } = rules.current;
      const proposed = await app.inject({
        method: 'POST',
        url: `${url}/proposals`,
        headers: proposer,
        payload: { basedOnVersion: 1, straightThrough: !straightThrough, rules: set },
      });
      const approved = await app.inject({
        method: 'POST',
        url: `${url}/proposals/${proposed.json().id}/approve`,
        headers: approver,
      });
      expect(approved.statusCode, second).toBe(201);
      expect(approved.json()).toMatchObject({ version: 2, straightThrough: !straightThrough });
    }
  });
});
