import {
  VERIFICATION_MESSAGES as V,
  isCertificateExpired,
  singaporeDate,
  type CertificateVerification,
} from '@preauth/shared';
import type { z } from 'zod';
import type { certificateVerificationBodySchema } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/http/context';
import * as t from '../../../core/db/schema';
import { decisionLines, latestDecision } from '../lifecycle/decision-records.repository';

const NOT_CONFIRMED: CertificateVerification = {
  outcome: 'not-confirmed',
  message: V.notConfirmed,
  certificate: null,
};

type Outcome = Exclude<CertificateVerification['outcome'], 'not-confirmed'>;
const MESSAGE: Record<Outcome, string> = {
  approved: V.approved,
  expired: V.expired,
  'no-longer-approved': V.noLongerApproved,
};

/**
 * The public check of a certificate (no login): the approval with this verification code on the
 * request with this reference, whose patient was born on this date. An unknown reference, a wrong
 * code and a wrong date of birth answer the same; only a certificate matched on all three says
 * whether it is still approved (the request is APP and this approval is its latest decision: an
 * amendment, a cancellation, a reversal or a later approval with a new certificate ends it) and,
 * if so, whether it is past its last valid day in Singapore (expired). It shows the approved
 * amounts by fee and line, never the procedure, diagnosis or anyone's name.
 */
export function createCertificateVerification({ db, clock }: AppDeps) {
  return {
    async verify(
      body: z.output<typeof certificateVerificationBodySchema>,
    ): Promise<CertificateVerification> {
      const [found] = await db
        .select({
          decisionId: t.paDecisions.id,
          decidedAt: t.paDecisions.decidedAt,
          validUntil: t.paDecisions.validUntil,
          approvedTotal: t.paDecisions.approvedTotalBill,
          paId: t.paRequests.id,
          erefNo: t.paRequests.erefNo,
          statusCode: t.paRequests.statusCode,
          patientDob: t.paRequests.patientDateOfBirth,
          insurerName: t.insurers.name,
        })
        .from(t.paDecisions)
        .innerJoin(t.paRequests, eq(t.paRequests.id, t.paDecisions.paId))
        .innerJoin(t.insurers, eq(t.insurers.id, t.paRequests.insurerId))
        .where(
          and(
            eq(t.paRequests.erefNo, body.erefNo),
            eq(t.paDecisions.verificationCode, body.code),
            eq(t.paDecisions.outcome, 'approve'),
          ),
        );
      if (!found || found.patientDob !== body.dateOfBirth) return NOT_CONFIRMED;
      const { validUntil, approvedTotal } = found;
      // pa_decisions' check keeps an approval's validity; every approval writer sets its total.
      if (validUntil === null || approvedTotal === null) {
        throw new Error(`Approval ${found.decisionId} lacks its validity or total`);
      }
      const latest = await latestDecision(db, found.paId);
      const stillApproved = found.statusCode === 'APP' && latest?.id === found.decisionId;
      const outcome: Outcome = !stillApproved
        ? 'no-longer-approved'
        : isCertificateExpired(validUntil, clock.now())
          ? 'expired'
          : 'approved';
      const lines = await decisionLines(db, found.decisionId);
      return {
        outcome,
        message: MESSAGE[outcome],
        certificate: {
          insurerName: found.insurerName,
          erefNo: found.erefNo,
          statusCode: found.statusCode,
          decisionDate: singaporeDate(found.decidedAt),
          validUntil,
          approvedTotal,
          lines: lines.map((line) => ({
            fee: line.fee,
            index: line.lineIndex,
            approvedAmount: line.approvedAmount,
          })),
        },
      };
    },
  };
}
