import { exceedsCap } from '../doctor/doctor-fees';
import {
  approveFees,
  requestedFees,
  type ApprovedFee,
  type DecisionFees,
} from './approved-amounts';
import { decisionFeeKey } from './decisions';
import type { FeeCaps } from './insurer-policy';

/**
 * One submission's fees as the straight-through rules read them: what an approval as requested
 * pays, the doctor's own amounts beside it, and what the doctor's submit recorded per surgery row.
 */
export interface SubmissionFees {
  /**
   * The amounts an approval as requested pays: the business office's where it answered, else the
   * doctor's (the case view's fees, `loadClinicalDetails`).
   */
  payable: DecisionFees;
  /** The doctor's amounts as submitted (its other fees: the doctor's own list). */
  doctor: DecisionFees;
  /** Per surgery row, in order: the agreed prices the doctor's fees were capped against. */
  surgeryRows: readonly {
    surgeryAgreedPrice: string | null;
    anaestheticAgreedPrice: string | null;
  }[];
}

/** One line an approval as requested pays (its `approved` amount), as the rules read it. */
export interface PayableLine extends ApprovedFee {
  /** What the doctor asked for this line; null when the doctor asked nothing for it. */
  doctorAmount: string | null;
  /** A surgeon or anaesthetist line's agreed price recorded at submission; else null. */
  agreedPrice: string | null;
  /**
   * The doctor's fee was above its cap, so the doctor had to justify it: a surgeon or
   * anaesthetist line only.
   */
  justificationNeeded: boolean;
}

/**
 * The lines an approval as requested would pay (`approveFees` with no amounts given, exactly as
 * the automatic approval writes them), each with the doctor's amount and, for a surgeon or
 * anaesthetist line, its agreed price and whether the doctor's fee needed a justification (above
 * the insurer's `caps`). An other fee is matched to the doctor's line at the same place with the
 * same fee type.
 */
export function payableLines(fees: SubmissionFees, caps: FeeCaps): PayableLine[] {
  const asked = requestedFees(fees.doctor);
  return approveFees(fees.payable, [], new Set()).fees.map((line) => {
    const doctor = asked.find(
      (d) => decisionFeeKey(d) === decisionFeeKey(line) && d.itemCode === line.itemCode,
    );
    const row = line.index === null ? undefined : fees.surgeryRows[line.index];
    const surgeon = line.fee === 'surgeon';
    const perProcedure = surgeon || line.fee === 'anaesthetist';
    const agreedPrice =
      perProcedure && row ? (surgeon ? row.surgeryAgreedPrice : row.anaestheticAgreedPrice) : null;
    const doctorAmount = doctor?.requested ?? null;
    return {
      ...line,
      doctorAmount,
      agreedPrice,
      justificationNeeded:
        perProcedure && exceedsCap(doctorAmount, agreedPrice, line.index ?? 0, caps),
    };
  });
}
