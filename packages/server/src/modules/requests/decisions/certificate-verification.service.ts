import {
  VERIFICATION_MESSAGES as V,
  singaporeDate,
  type CertificateVerification,
} from '@preauth/shared';
import type { z } from 'zod';
import type { certificateVerificationBodySchema } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/http/context';
import * as t from '../../../core/db/schema';
import { latestDecision } from '../lifecycle/decision-records.repository';

const NOT_CONFIRMED: CertificateVerification = {
  outcome: 'not-confirmed',
  message: V.notConfirmed,
  certificate: null,
};

/**
 * The public check of a certificate (no login): the approval with this verification code on the
 * request with this reference, whose patient was born on this date. An unknown reference, a wrong
 * code and a wrong date of birth answer the same; only a certificate matched on all three says
 * whether it is still approved (the request is APP and this approval is its latest decision: an
 * amendment, a cancellation or a later approval with a new certificate ends it).
 */
export function createCertificateVerification({ db }: AppDeps) {
  return {
    async verify(
      body: z.output<typeof certificateVerificationBodySchema>,
    ): Promise<CertificateVerification> {
      const [found] = await db
        .select({
          decisionId: t.paDecisions.id,
          decidedAt: t.paDecisions.decidedAt,
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
      const latest = await latestDecision(db, found.paId);
      const stillApproved = found.statusCode === 'APP' && latest?.id === found.decisionId;
      return {
        outcome: stillApproved ? 'approved' : 'no-longer-approved',
        message: stillApproved ? V.approved : V.noLongerApproved,
        certificate: {
          insurerName: found.insurerName,
          erefNo: found.erefNo,
          statusCode: found.statusCode,
          decisionDate: singaporeDate(found.decidedAt),
        },
      };
    },
  };
}
