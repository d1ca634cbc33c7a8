import { totalBill } from '../doctor/doctor-fees';
import type { FieldIssue } from '../api/errors';
import { compareMoney } from '../money/money';
import {
  DECISION_MESSAGES as M,
  PER_LINE_FEES,
  decisionFeeKey,
  type ApprovedAmount,
  type DecisionFee,
} from './decisions';

/** One fee of the request as the insurer decides on it. */
export interface RequestedFee {
  fee: DecisionFee;
  /** The surgery line or other fee (0-based); null for the attendance fee and hospital charges. */
  index: number | null;
  /** The TOSP code of a surgery line, the fee code of an other fee. */
  itemCode: string | null;
  requested: string;
}

/** One fee as approved: the requested amount unless the adjudicator gave another. */
export interface ApprovedFee extends RequestedFee {
  approved: string;
  /** The reduction's reason code, when lower. */
  reasonCode: string | null;
}

/** The fees of one submission (as the case view gives them, or the doctor's alone). */
export interface DecisionFees {
  surgeryDetails: readonly {
    tospCode: string;
    surgeonfee: string | null;
    anaesthetistfee: string | null;
  }[];
  otherFees: readonly { feesCode: string; feesAmount: string | null }[];
  doctorAttendancefee: string | null;
  totalHospitalcharges: string | null;
}

/**
 * The fees of the request (its latest submission, with the business office's updated amounts),
 * in the order the case view shows them: each surgery line's surgeon and anaesthetist fees, the
 * attendance fee, the other fees, the hospital charges. A fee left empty is not requested.
 */
export function requestedFees(details: DecisionFees): RequestedFee[] {
  const fees: (RequestedFee | null)[] = [
    ...details.surgeryDetails.flatMap((line, index) => [
      line.surgeonfee === null
        ? null
        : { fee: 'surgeon' as const, index, itemCode: line.tospCode, requested: line.surgeonfee },
      line.anaesthetistfee === null
        ? null
        : {
            fee: 'anaesthetist' as const,
            index,
            itemCode: line.tospCode,
            requested: line.anaesthetistfee,
          },
    ]),
    details.doctorAttendancefee === null
      ? null
      : { fee: 'attendance', index: null, itemCode: null, requested: details.doctorAttendancefee },
    ...details.otherFees.map((line, index) =>
      line.feesAmount === null
        ? null
        : { fee: 'other' as const, index, itemCode: line.feesCode, requested: line.feesAmount },
    ),
    details.totalHospitalcharges === null
      ? null
      : {
          fee: 'hospital-charges',
          index: null,
          itemCode: null,
          requested: details.totalHospitalcharges,
        },
  ];
  return fees.filter((fee) => fee !== null);
}

/** How many lines a per-line fee has in the request. */
const linesOf = (details: DecisionFees, fee: DecisionFee) =>
  fee === 'other' ? details.otherFees.length : details.surgeryDetails.length;

/**
 * Every fee of the request with its approved amount: the one sent, else the requested one. An
 * amount for a fee or line the request lacks, above the requested amount, or lower without a
 * reason of `reductionCodes`, is an issue at that field of `approvedAmounts`.
 */
export function approveFees(
  details: DecisionFees,
  amounts: readonly ApprovedAmount[],
  reductionCodes: ReadonlySet<string>,
): { fees: ApprovedFee[]; issues: FieldIssue[] } {
  const requested = requestedFees(details);
  const issues: FieldIssue[] = [];
  const given = new Map<string, ApprovedAmount>();
  amounts.forEach((item, i) => {
    const at = (field: string, message: string) =>
      issues.push({ path: `approvedAmounts.${i}.${field}`, message });
    const fee = requested.find((f) => decisionFeeKey(f) === decisionFeeKey(item));
    if (!fee) {
      const perLine = PER_LINE_FEES.includes(item.fee);
      if (perLine && (item.index ?? 0) >= linesOf(details, item.fee)) at('index', M.lineUnknown);
      else at('fee', M.feeNotRequested);
      return;
    }
    const order = compareMoney(item.amount, fee.requested);
    if (order > 0) at('amount', M.amountAboveRequested(fee.requested));
    if (order < 0 && !item.reasonCode) at('reasonCode', M.reductionReasonRequired);
    if (order < 0 && item.reasonCode && !reductionCodes.has(item.reasonCode)) {
      at('reasonCode', M.reasonUnknown);
    }
    given.set(decisionFeeKey(item), item);
  });
  const fees = requested.map((fee) => {
    const item = given.get(decisionFeeKey(fee));
    const approved = item?.amount ?? fee.requested;
    const lower = compareMoney(approved, fee.requested) < 0;
    return { ...fee, approved, reasonCode: lower ? (item?.reasonCode ?? null) : null };
  });
  return { fees, issues };
}

/** The approved total, by the bill's own rule (`totalBill`) over the approved amounts. */
export function approvedTotal(fees: readonly ApprovedFee[]): string {
  const of = (fee: DecisionFee) => fees.filter((f) => f.fee === fee);
  const lines = new Map<number, { surgeonfee?: string; anaesthetistfee?: string }>();
  for (const f of [...of('surgeon'), ...of('anaesthetist')]) {
    const line = lines.get(f.index ?? 0) ?? {};
    line[f.fee === 'surgeon' ? 'surgeonfee' : 'anaesthetistfee'] = f.approved;
    lines.set(f.index ?? 0, line);
  }
  return totalBill({
    surgeryDetails: [...lines.values()],
    doctorAttendancefee: of('attendance')[0]?.approved ?? null,
    otherFees: of('other').map((f) => ({ feesAmount: f.approved })),
    totalHospitalcharges: of('hospital-charges')[0]?.approved ?? null,
  });
}
