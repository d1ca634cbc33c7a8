import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { straightThroughBreaches } from '../testing/straight-through-invariant';
import { evaluateDecisionRules, type RuleSubject } from './decision-rule-evaluation';
import type { DecisionRule } from './decision-rules';
import { DEFAULT_INSURER_POLICY } from './insurer-policy';
import { payableLines, type SubmissionFees } from './payable-lines';

/** The caps of an insurer that never changed its policy. */
const caps = DEFAULT_INSURER_POLICY.feeCaps;

const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** An amount near `cents`: often the same, else a little below or above, or anything. */
const near = (cents: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(cents) },
    { weight: 2, arbitrary: fc.integer({ min: Math.floor(cents * 0.6), max: cents }) },
    { weight: 1, arbitrary: fc.integer({ min: cents, max: Math.ceil(cents * 1.4) + 1 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2_000_000 }) },
  );

/** What the business office does with one of the doctor's amounts: nothing, or a new amount. */
/** Other fees: mostly none (any one stops an automatic approval). */
const otherFeesArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.constant<number[]>([]) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 2 }) },
);

const officeAmount = (doctorCents: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(doctorCents) },
    { weight: 1, arbitrary: near(doctorCents) },
  );

const surgeryRow = (rowIndex: number) =>
  fc
    .record({
      surgeonAgreed: fc.option(fc.integer({ min: 10_000, max: 2_000_000 }), { freq: 8 }),
      anaesthetistAgreed: fc.option(fc.integer({ min: 5_000, max: 800_000 }), { freq: 8 }),
      anaesthetist: fc.boolean(),
    })
    .chain((row) => {
      // The doctor's form caps later rows at 80 %: aim near the cap so both sides are hit.
      const capped = (agreed: number | null) =>
        agreed === null ? 50_000 : Math.floor((agreed * (rowIndex === 0 ? 100 : 80)) / 100);
      return fc.record({
        row: fc.constant(row),
        surgeon: near(capped(row.surgeonAgreed)),
        anaesthetist: near(capped(row.anaesthetistAgreed)),
      });
    })
    .chain(({ row, surgeon, anaesthetist }) =>
      fc.record({
        row: fc.constant(row),
        surgeon: fc.constant(surgeon),
        anaesthetist: fc.constant(anaesthetist),
        officeSurgeon: officeAmount(surgeon),
        officeAnaesthetist: officeAmount(anaesthetist),
      }),
    );

/** A submission of 1–3 surgery rows, perhaps other fees, and the office answering or not. */
const submissionArbitrary = fc
  .record({
    rows: fc
      .integer({ min: 1, max: 3 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => surgeryRow(i)))),
    attendance: fc.integer({ min: 0, max: 200_000 }),
    hospital: fc.integer({ min: 0, max: 2_000_000 }),
    otherFees: otherFeesArbitrary,
    officeAnswered: fc.boolean(),
  })
  .chain((s) =>
    fc.record({
      s: fc.constant(s),
      officeAttendance: officeAmount(s.attendance),
      officeHospital: officeAmount(s.hospital),
      officeOtherFees: otherFeesArbitrary,
    }),
  )
  .map(({ s, officeAttendance, officeHospital, officeOtherFees }): SubmissionFees => {
    const tospCode = (i: number) => `SF80${i}H`;
    const doctor = {
      surgeryDetails: s.rows.map(({ row, surgeon, anaesthetist }, i) => ({
        tospCode: tospCode(i),
        surgeonfee: money(surgeon),
        anaesthetistfee: row.anaesthetist ? money(anaesthetist) : null,
      })),
      otherFees: s.otherFees.map((cents) => ({ feesCode: 'MED', feesAmount: money(cents) })),
      doctorAttendancefee: money(s.attendance),
      totalHospitalcharges: money(s.hospital),
    };
    const office = {
      surgeryDetails: s.rows.map(({ officeSurgeon, officeAnaesthetist }, i) => ({
        tospCode: tospCode(i),
        surgeonfee: money(officeSurgeon),
        anaesthetistfee: money(officeAnaesthetist),
      })),
      otherFees: officeOtherFees.map((cents) => ({ feesCode: 'MED', feesAmount: money(cents) })),
      doctorAttendancefee: money(officeAttendance),
      totalHospitalcharges: money(officeHospital),
    };
    return {
      doctor,
      payable: s.officeAnswered ? office : doctor,
      surgeryRows: s.rows.map(({ row }) => ({
        surgeryAgreedPrice: row.surgeonAgreed === null ? null : money(row.surgeonAgreed),
        anaestheticAgreedPrice:
          row.anaesthetistAgreed === null ? null : money(row.anaesthetistAgreed),
      })),
    };
  });

/** A set straight-through may run (agreed prices and a total limit), perhaps with other rules. */
const ruleSetArbitrary = fc
  .record({
    limit: fc.integer({ min: 100, max: 10_000_000 }),
    policy: fc.boolean(),
  })
  .map(({ limit, policy }) => ({
    limit: money(limit),
    rules: [
      ...(policy ? [{ kind: 'policy-covered' as const, requireRider: false }] : []),
      { kind: 'agreed-prices' as const },
      { kind: 'total-limit' as const, limit: money(limit) },
    ] satisfies DecisionRule[],
  }));

describe('the straight-through invariant', () => {
  it('an evaluation that passes never lets through a line above its price or cap, a raise, an other fee or a total at the limit', () => {
    let passed = 0;
    fc.assert(
      fc.property(submissionArbitrary, ruleSetArbitrary, (submission, set) => {
        const subject: RuleSubject = {
          hospitalCode: 'MEH',
          policyInForce: true,
          riderInForce: true,
          diagnoses: ['K35.8'],
          payable: payableLines(submission, caps),
          feeCaps: caps,
        };
        if (!evaluateDecisionRules(set.rules, subject).passed) return;
        passed += 1;
        expect(straightThroughBreaches(subject.payable, set, caps)).toEqual([]);
      }),
      { numRuns: 2000, seed: 20261126 },
    );
    // The generator reaches approvals, so the property is tested on them.
    expect(passed).toBeGreaterThan(200);
  });
});
