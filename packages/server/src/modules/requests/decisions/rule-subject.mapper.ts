import { payableLines, type FeeCaps, type RuleSubject } from '@preauth/shared';
import { countedOtherFees, latestAmount } from '../aggregate/clinical-details';
import type { Submission } from '../aggregate/submission';

type Surgery = Submission['surgeries'][number];
type OtherFee = Submission['otherFees'][number];

/** What the rules read of a submission (the aggregate's, or the preview's per request). */
export interface RuleSubmission extends Pick<
  Submission,
  'attendanceFee' | 'hospitalCharges' | 'feesRevisedBy'
> {
  hospital: Pick<Submission['hospital'], 'code'>;
  diagnoses: Pick<Submission['diagnoses'][number], 'icdCode'>[];
  surgeries: Pick<
    Surgery,
    'tospCode' | 'surgeonFee' | 'anaesthetistFee' | 'agreedSurgeonFee' | 'agreedAnaesthetistFee'
  >[];
  otherFees: Pick<OtherFee, 'code' | 'amount' | 'enteredBy'>[];
}

/** Whether the request's policy and rider are on the insurer's books for its patient. */
export interface PolicyStanding {
  policyInForce: boolean;
  riderInForce: boolean;
}

/**
 * The submission as the straight-through rules read it (`RuleSubject`): its hospital and
 * diagnoses, and its payable lines (`payableLines`: what an approval as requested pays, each fee
 * at its latest amount with the other fees that count, beside the doctor's own amounts and the
 * agreed prices recorded at submission, judged against the insurer's fee caps).
 */
export function ruleSubjectOf(
  submission: RuleSubmission,
  standing: PolicyStanding,
  feeCaps: FeeCaps,
): RuleSubject {
  const { surgeries } = submission;
  const payable = payableLines(
    {
      doctor: {
        surgeryDetails: surgeries.map((line) => ({
          tospCode: line.tospCode,
          surgeonfee: line.surgeonFee.submitted,
          anaesthetistfee: line.anaesthetistFee.submitted,
        })),
        otherFees: submission.otherFees
          .filter((fee) => fee.enteredBy === 'doctor')
          .map((fee) => ({ feesCode: fee.code, feesAmount: fee.amount.submitted })),
        doctorAttendancefee: submission.attendanceFee.submitted,
        totalHospitalcharges: submission.hospitalCharges.submitted,
      },
      payable: {
        surgeryDetails: surgeries.map((line) => ({
          tospCode: line.tospCode,
          surgeonfee: latestAmount(line.surgeonFee),
          anaesthetistfee: latestAmount(line.anaesthetistFee),
        })),
        otherFees: countedOtherFees(submission).map((fee) => ({
          feesCode: fee.code,
          feesAmount: latestAmount(fee.amount),
        })),
        doctorAttendancefee: latestAmount(submission.attendanceFee),
        totalHospitalcharges: latestAmount(submission.hospitalCharges),
      },
      surgeryRows: surgeries.map((line) => ({
        surgeryAgreedPrice: line.agreedSurgeonFee,
        anaestheticAgreedPrice: line.agreedAnaesthetistFee,
      })),
    },
    feeCaps,
  );
  return {
    hospitalCode: submission.hospital.code,
    ...standing,
    diagnoses: submission.diagnoses.map((row) => row.icdCode),
    payable,
    feeCaps,
  };
}
