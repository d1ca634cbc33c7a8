// The demo data's two insurers with their reasons, holidays and authorisation methods, and the
// lookups and hospitals.
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { db } from './demo-app.test-support';

describe('demo data: the demo insurers and reference data', () => {
  it('spans two insurers', async () => {
    const insurers = await db.select({ code: t.insurers.code }).from(t.insurers);
    expect(insurers.map((i) => i.code).sort()).toEqual(['AURORA', 'BEACON']);
  });

  it('gives each insurer its rejection and reduction reasons, all active', async () => {
    for (const insurer of await db.select().from(t.insurers)) {
      const reasons = await db
        .select()
        .from(t.decisionReasons)
        .where(eq(t.decisionReasons.insurerId, insurer.id));
      const kinds = reasons.filter((r) => r.active).map((r) => r.kind);
      expect(kinds.filter((k) => k === 'rejection').length, insurer.code).toBeGreaterThanOrEqual(5);
      expect(kinds.filter((k) => k === 'reduction').length, insurer.code).toBeGreaterThanOrEqual(5);
      expect(reasons.map((r) => r.code)).toContain('RED-AGREED');
    }
  });

  it("gives each insurer's holiday table Singapore's public holidays of 2026 and 2027", async () => {
    const rows = await db
      .select({
        code: t.insurers.code,
        date: t.insurerHolidays.date,
        observed: t.insurerHolidays.observed,
      })
      .from(t.insurerHolidays)
      .innerJoin(t.insurers, eq(t.insurers.id, t.insurerHolidays.insurerId));
    for (const code of ['AURORA', 'BEACON']) {
      const own = rows.filter((row) => row.code === code);
      expect(own, code).toHaveLength(27);
      // Deepavali 2026 falls on a Sunday: the Monday after is off, marked observed.
      expect(own, code).toContainEqual({ code, date: '2026-11-09', observed: true });
      expect(own.map((row) => row.date)).toContain('2027-05-20');
    }
  });

  it("configures each insurer's authorisation methods for policyholders, in order", async () => {
    for (const insurer of await db.select().from(t.insurers)) {
      const modes = await db
        .select()
        .from(t.insurerAuthModes)
        .where(eq(t.insurerAuthModes.insurerId, insurer.id))
        .orderBy(t.insurerAuthModes.position);
      expect(
        modes.map((m) => [m.userType, m.authCode, m.validflag]),
        insurer.code,
      ).toEqual([
        ['policy-holder', 'SP', true],
        ['policy-holder', 'EMAIL', true],
        ['policy-holder', 'SMS', true],
        ['policy-holder', 'REM', true],
        ['policy-holder', 'TOKEN', false],
      ]);
    }
  });

  it('loads the lookups, panel and non-panel hospitals and agreed prices', async () => {
    const count = async (table: PgTable) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await count(t.icdCodes)).toBeGreaterThanOrEqual(200);
    expect(await count(t.tospAgreedPrices)).toBeGreaterThan(0);
    const hospitals = await db.select({ isPanel: t.hospitals.isPanel }).from(t.hospitals);
    expect(new Set(hospitals.map((h) => h.isPanel))).toEqual(new Set([true, false]));
    const admission = await db
      .select()
      .from(t.admissionTypes)
      .where(eq(t.admissionTypes.code, 'DY'));
    expect(admission).toHaveLength(1);
  });
});
