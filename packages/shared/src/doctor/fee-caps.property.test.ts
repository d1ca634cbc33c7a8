import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDecisionRules } from '../adjudication/decision-rule-evaluation';
import { feeCapsSchema, INSURER_POLICY_BOUNDS as B } from '../adjudication/insurer-policy';
import { payableLines } from '../adjudication/payable-lines';
import { createDoctorForm } from '../testing/doctor-form';
import { requestedFeeStepSchema } from './doctor-form';
import { exceedsCap, feeCap, feeOverCapMessage } from './doctor-fees';

const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Any fee caps an insurer's policy may hold: each within its bounds, a later row's ≤ the first's. */
const capsArbitrary = fc
  .integer({ min: B.firstRowCapPercent.min, max: B.firstRowCapPercent.max })
  .chain((firstRowPercent) =>
    fc
      .integer({ min: B.laterRowCapPercent.min, max: firstRowPercent })
      .map((laterRowPercent) => feeCapsSchema.parse({ firstRowPercent, laterRowPercent })),
  );

/** An agreed price (from a cent to a million), a surgery row, and the insurer's caps. */
const caseArbitrary = fc.record({
  caps: capsArbitrary,
  agreedCents: fc.integer({ min: 1, max: 100_000_000 }),
  row: fc.integer({ min: 0, max: 4 }),
});

const capCents = (agreedCents: number, percent: number) =>
  Math.floor((agreedCents * percent) / 100);

describe("the insurer's fee caps, for any policy within bounds", () => {
  it("a fee up to the insurer's cap is within it, a cent more is above it", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ caps, agreedCents, row }) => {
        const percent = row === 0 ? caps.firstRowPercent : caps.laterRowPercent;
        const cap = capCents(agreedCents, percent);
        expect(feeCap(money(agreedCents), row, caps)).toBe(money(cap));
        expect(exceedsCap(money(cap), money(agreedCents), row, caps)).toBe(false);
        expect(exceedsCap(money(cap + 1), money(agreedCents), row, caps)).toBe(true);
      }),
      { numRuns: 1000, seed: 20261127 },
    );
  });

  it("the doctor's fee step accepts a fee within the cap unjustified, and asks a fee above it for its justification", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ caps, agreedCents }) => {
        const capped = (fee: number) =>
          requestedFeeStepSchema(caps).safeParse(
            createDoctorForm({
              surgeryDetails: [
                {
                  tospCode: 'SF801H',
                  surgeonfee: money(fee),
                  surgeryAgreedPrice: money(agreedCents),
                },
              ],
            }),
          );
        const within = capped(capCents(agreedCents, caps.firstRowPercent));
        expect(within.success).toBe(true);
        const above = capped(capCents(agreedCents, caps.firstRowPercent) + 1);
        expect(above.error?.issues).toEqual([
          expect.objectContaining({
            path: ['surgeryDetails', 0, 'surgeonfeeJustification'],
            message: feeOverCapMessage(money(agreedCents), 0, caps),
          }),
        ]);
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });

  it("the agreed-prices rule passes a line within the insurer's cap and stops one above it", () => {
    fc.assert(
      fc.property(caseArbitrary, ({ caps, agreedCents, row }) => {
        const percent = row === 0 ? caps.firstRowPercent : caps.laterRowPercent;
        const cap = capCents(agreedCents, percent);
        // A cap of 0 leaves no fee to approve: a zero amount is not checked against it.
        fc.pre(cap > 0);
        const outcome = (fee: number) => {
          const rows = Array.from({ length: row + 1 }, (_, i) => ({
            tospCode: `T${i}`,
            surgeonfee: i === row ? money(fee) : '0.00',
            anaesthetistfee: null,
          }));
          const fees = {
            surgeryDetails: rows,
            otherFees: [],
            doctorAttendancefee: null,
            totalHospitalcharges: null,
          };
          const agreed = rows.map(() => ({
            surgeryAgreedPrice: money(agreedCents),
            anaestheticAgreedPrice: null,
          }));
          const payable = payableLines({ payable: fees, doctor: fees, surgeryRows: agreed }, caps);
          const subject = {
            hospitalCode: 'MEH',
            policyInForce: true,
            riderInForce: true,
            diagnoses: [],
            payable,
            feeCaps: caps,
          };
          return evaluateDecisionRules([{ kind: 'agreed-prices' }], subject).passed;
        };
        expect(outcome(cap)).toBe(true);
        expect(outcome(cap + 1)).toBe(false);
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });
});
