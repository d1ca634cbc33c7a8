import { approveFees, compareMoney, DEFAULT_INSURER_POLICY } from '@preauth/shared';
import { straightThroughBreaches } from '@preauth/shared/testing';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHospital } from '../../../../test/factories';
import * as t from '../../../core/db/schema';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import { loadSubmission } from '../aggregate/submission';
import { clock, db, requestRow } from '../test-support/request-worlds';
import {
  decisionsOf,
  publishRules,
  straightThroughWorld,
  sweep,
} from '../test-support/straight-through-worlds';

// The straight-through invariant on the database: requests of every shape reach Processing, the
// real sweep runs, and every automatic approval it wrote is checked line by line, as stored,
// against the agreed prices and amounts the request holds. A failure prints fast-check's seed
// and path, so the case can be run again.

const SEED = 2026_11_22;
const RUNS = 60;
const OFFICE = 'business-office';

const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** An amount near `cents`: the same, a little lower or higher, or anything. */
const near = (cents: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(cents) },
    { weight: 2, arbitrary: fc.integer({ min: Math.floor(cents * 0.6), max: cents }) },
    { weight: 1, arbitrary: fc.integer({ min: cents, max: Math.ceil(cents * 1.4) + 1 }) },
  );

/** What the business office does with an amount: keeps, lowers or raises it. */
const officeAmount = (cents: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(cents) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: cents }) },
    { weight: 1, arbitrary: fc.integer({ min: cents, max: cents + 100_000 }) },
  );

const surgeryRow = (index: number) =>
  fc
    .record({
      surgeonAgreed: fc.option(fc.integer({ min: 50_000, max: 1_500_000 }), { freq: 8 }),
      anaesthetistAgreed: fc.option(fc.integer({ min: 20_000, max: 500_000 }), { freq: 8 }),
      anaesthetist: fc.boolean(),
    })
    .chain((row) => {
      // The doctor's cap is 100 % of the agreed price on the first row, 80 % on later ones.
      const cap = (agreed: number | null) =>
        agreed === null ? 100_000 : Math.floor((agreed * (index === 0 ? 100 : 80)) / 100);
      return fc
        .record({
          surgeon: near(cap(row.surgeonAgreed)),
          anaesthetist: near(cap(row.anaesthetistAgreed)),
        })
        .chain((fees) =>
          fc.record({
            row: fc.constant(row),
            fees: fc.constant(fees),
            cap: fc.constant({
              surgeon: cap(row.surgeonAgreed),
              anaesthetist: cap(row.anaesthetistAgreed),
            }),
            office: fc.record({
              surgeon: officeAmount(fees.surgeon),
              anaesthetist: officeAmount(row.anaesthetist ? fees.anaesthetist : 0),
            }),
          }),
        );
    });

const otherFees = fc.oneof(
  { weight: 3, arbitrary: fc.constant<number[]>([]) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 2 }) },
);

const caseArbitrary = fc.record({
  panel: fc.boolean(),
  officeAnswers: fc.boolean(),
  rows: fc
    .integer({ min: 1, max: 3 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => surgeryRow(i)))),
  attendance: fc.integer({ min: 0, max: 100_000 }),
  hospital: fc.integer({ min: 0, max: 1_500_000 }),
  attendanceChange: fc.integer({ min: -10_000, max: 10_000 }),
  hospitalChange: fc.integer({ min: -100_000, max: 100_000 }),
  doctorOtherFees: otherFees,
  officeOtherFees: otherFees,
  limit: fc.integer({ min: 500_000, max: 6_000_000 }),
});
type Case = typeof caseArbitrary extends fc.Arbitrary<infer C> ? C : never;

/** The request's submission as the doctor's (and, at a panel hospital, the office's) submit stores it. */
async function submissionOf(world: Awaited<ReturnType<typeof straightThroughWorld>>, c: Case) {
  const office = c.panel && c.officeAnswers;
  const hospital = await createHospital(db, world.insurer.id, { isPanel: c.panel });
  const tosp = ['SF801H', 'SA805B', 'SF701H'];
  return {
    hospitalId: hospital.id,
    hospitalCode: hospital.code,
    attendanceFee: money(c.attendance),
    hospitalCharges: money(c.hospital),
    ...(office && {
      updatedByRole: OFFICE,
      updatedAttendanceFee: money(Math.max(0, c.attendance + c.attendanceChange)),
      updatedHospitalCharges: money(Math.max(0, c.hospital + c.hospitalChange)),
    }),
    surgeryDetails: c.rows.map(({ row, fees, cap, office: byOffice }, i) => ({
      tospCode: tosp[i]!,
      surgeonFee: money(fees.surgeon),
      anaesthetistFee: row.anaesthetist ? money(fees.anaesthetist) : null,
      // The doctor's form wants a justification for a fee over its cap.
      surgeonFeeJustification: fees.surgeon > cap.surgeon ? 'Complex case.' : null,
      anaesthetistFeeJustification:
        row.anaesthetist && fees.anaesthetist > cap.anaesthetist ? 'Complex case.' : null,
      agreedSurgeonFee: row.surgeonAgreed === null ? null : money(row.surgeonAgreed),
      agreedAnaesthetistFee: row.anaesthetistAgreed === null ? null : money(row.anaesthetistAgreed),
      ...(office && {
        updatedSurgeonFee: money(byOffice.surgeon),
        updatedAnaesthetistFee: money(byOffice.anaesthetist),
      }),
    })),
    otherFees: [
      ...c.doctorOtherFees.map((cents) => ({ feeCode: 'CONS', amount: money(cents) })),
      ...(office ? c.officeOtherFees : []).map((cents) => ({
        feeCode: 'CONS',
        amount: money(cents),
        enteredBy: OFFICE,
      })),
    ],
  };
}

/** The lines of the request's automatic approval as stored, with what the request held of each. */
async function approvedLines(paId: string, decisionId: string) {
  const [detail] = await db.select().from(t.paDetails).where(eq(t.paDetails.paId, paId));
  const rows = await db
    .select()
    .from(t.paSurgeryRows)
    .where(eq(t.paSurgeryRows.detailId, detail!.id))
    .orderBy(asc(t.paSurgeryRows.position));
  const lines = await db
    .select()
    .from(t.paDecisionLines)
    .where(eq(t.paDecisionLines.decisionId, decisionId))
    .orderBy(asc(t.paDecisionLines.position));
  return lines.map((line) => {
    const row = line.lineIndex === null ? undefined : rows[line.lineIndex];
    const asked = {
      surgeon: row?.surgeonFee ?? null,
      anaesthetist: row?.anaesthetistFee ?? null,
      attendance: detail!.attendanceFee,
      'hospital-charges': detail!.hospitalCharges,
      other: null,
    }[line.fee];
    const agreed = {
      surgeon: row?.agreedSurgeonFee ?? null,
      anaesthetist: row?.agreedAnaesthetistFee ?? null,
    }[line.fee as 'surgeon' | 'anaesthetist'];
    return {
      fee: line.fee,
      index: line.lineIndex,
      approved: line.approvedAmount,
      doctorAmount: asked,
      agreedPrice: agreed ?? null,
    };
  });
}

describe('the straight-through invariant on the database', () => {
  it('an automatic approval never approves a line above its cap (so above its agreed price), nor a total at the limit', async () => {
    const world = await straightThroughWorld({ rules: null });
    let version = 0;
    let approvals = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        const rule = { limit: money(c.limit) };
        const published = await publishRules(
          world.adjudicator,
          {
            straightThrough: true,
            rules: [{ kind: 'agreed-prices' }, { kind: 'total-limit', limit: rule.limit }],
          },
          { basedOnVersion: version },
        );
        expect(published.statusCode).toBe(201);
        version += 1;
        clock.advance(1_000);
        const request = await world.request(await submissionOf(world, c));

        await sweep();

        if ((await requestRow(request.id))?.statusCode !== 'APP') return;
        approvals += 1;
        const [decision] = await decisionsOf(request.id);
        const lines = await approvedLines(request.id, decision!.id);
        expect(straightThroughBreaches(lines, rule, DEFAULT_INSURER_POLICY.feeCaps)).toEqual([]);
        expect(compareMoney(decision!.approvedTotalBill!, rule.limit)).toBe(-1);
        // What it approved is what an adjudicator's approval as requested pays.
        const details = clinicalDetailsOf((await loadSubmission(db, request.id))!);
        const asRequested = approveFees(details!, [], new Set()).fees;
        expect(lines.map((l) => [l.fee, l.index, l.approved])).toEqual(
          asRequested.map((f) => [f.fee, f.index, f.approved]),
        );
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The generated requests reach approvals, so the invariant is checked on some.
    expect(approvals).toBeGreaterThan(5);
    // Each generated request is published, made and evaluated through the database: a slow
    // machine may take a minute on PostgreSQL, which says nothing about the invariant.
  }, 120_000);
});
