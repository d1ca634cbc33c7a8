import {
  approvedFeeName,
  compareMoney,
  DECISION_FEE_NAMES as FEE_NAMES,
  decisionFeeKey,
  formatMoney,
  type DecisionFee,
  type RequestClinicalDetails,
} from '@preauth/shared';
import type { Field } from '../../../core/pdf/pdf-blocks';
import type { DecisionLine } from '../lifecycle/decision-records.repository';
import type { CertificateContent } from './certificate-pdf';

const NOT_GIVEN = '—';
const money = (amount: string | null) => formatMoney(amount) || NOT_GIVEN;
const described = (code: string, description: string | null) =>
  description ? `${description} (${code})` : code;

/** The approval's amounts, when there is one; `null` prints the request's (an older approval). */
export interface Approval {
  lines: DecisionLine[];
  approvedTotalBill: string | null;
}

type Amounts = Pick<CertificateContent, 'procedures' | 'fees' | 'totalBill' | 'reductions'>;

/**
 * The amounts the certificate prints: the approval's per fee (not the requested ones), with the
 * fees it lowered listed beside the requested amount and the insurer's coded reason.
 */
export function certificateAmounts(
  details: RequestClinicalDetails,
  approval: Approval | null,
): Amounts {
  const byKey = new Map(
    (approval?.lines ?? []).map((line) => [
      decisionFeeKey({ fee: line.fee, index: line.lineIndex }),
      line,
    ]),
  );
  const approved = (fee: DecisionFee, requested: string | null, index?: number) =>
    money(byKey.get(decisionFeeKey({ fee, index }))?.approvedAmount ?? requested);
  return {
    procedures: details.surgeryDetails.map((s, i) => ({
      code: s.tospCode,
      description: s.tospDescription ?? NOT_GIVEN,
      surgeonFee: approved('surgeon', s.surgeonfee, i),
      anaesthetistFee: approved('anaesthetist', s.anaesthetistfee, i),
    })),
    fees: [
      [FEE_NAMES.attendance, approved('attendance', details.doctorAttendancefee)],
      ...details.otherFees.map((f, i): Field => [
        `${FEE_NAMES.other}: ${described(f.feesCode, f.feesDescription)}`,
        approved('other', f.feesAmount, i),
      ]),
      [FEE_NAMES['hospital-charges'], approved('hospital-charges', details.totalHospitalcharges)],
    ],
    totalBill: money(approval?.approvedTotalBill ?? details.totalBill),
    reductions: (approval?.lines ?? [])
      .filter((line) => compareMoney(line.approvedAmount, line.requestedAmount) < 0)
      .map((line) => ({
        fee: approvedFeeName(line),
        requested: money(line.requestedAmount),
        approved: money(line.approvedAmount),
        reason: line.reasonCode
          ? `${line.reasonLabel ?? NOT_GIVEN} (${line.reasonCode})`
          : NOT_GIVEN,
      })),
  };
}
