import {
  CERTIFICATE_TEXTS,
  PAGE_PATHS,
  displayVerificationCode,
  maskNric,
  policyholderActions,
  displayIsoDate,
  displaySingaporeDay,
  statusLabel,
  type RequestClinicalDetails,
  withNumber,
} from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import type { Principal } from '../../../core/http/principal';
import { ConflictError } from '../../../core/http/errors';
import type { PdfRenderer } from '../../../core/pdf/pdf-renderer';
import type { CertificateContent } from './certificate-pdf';
import { approvedAt } from './certificate.repository';
import { certificateAmounts, type Approval } from './certificate-amounts';
import { decisionLines, latestDecision } from '../lifecycle/decision-records.repository';
import { loadClinicalDetails } from '../submissions/clinical-details.repository';
import { findRequestFor } from '../access/request-policy';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';

const NOT_GIVEN = '—';
const titleCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

/** The public verification page with the reference and code filled in (the QR code's content). */
const verificationUrl = (publicUrl: string, erefNo: string, code: string) =>
  `${publicUrl}${PAGE_PATHS.certificateVerification}?${new URLSearchParams({ ref: erefNo, code })}`;

function certificateContent(
  request: RequestRow,
  insurerName: string,
  decidedAt: Date,
  details: RequestClinicalDetails,
  now: Date,
  decision: {
    approval: Approval | null;
    conditions: string | null;
    verification: CertificateContent['verification'];
  },
): CertificateContent {
  const rider = request.policyRiderName
    ? withNumber(request.policyRiderName, request.policyRiderNumber)
    : 'None';
  return {
    insurerName,
    erefNo: request.erefNo,
    status: statusLabel(request.statusCode),
    decisionDate: displaySingaporeDay(decidedAt),
    issuedOn: displaySingaporeDay(now),
    issuedAt: now,
    parties: [
      [
        ['Policyholder', request.policyHolderName],
        ['Policyholder NRIC/FIN', maskNric(request.policyHolderNric)],
        ['Policy', withNumber(request.policyName, request.policyNumber)],
      ],
      [
        ['Insured patient', request.patientName],
        ['Patient NRIC/FIN', maskNric(request.patientNric)],
        ['Rider', rider],
      ],
      [['Relationship to policyholder', titleCase(request.relationship)]],
    ],
    treatment: [
      [
        ['Doctor', request.doctorName],
        ['MCR No.', request.doctorMcrno ?? NOT_GIVEN],
        ['Clinic', request.clinicName],
      ],
      [
        ['Hospital', details.hospitalName ?? details.hospitalCode],
        ['Admission date', displayIsoDate(details.admissionDate)],
        ['Day surgery', details.daysurgery ? 'Yes' : 'No'],
      ],
    ],
    diagnoses: details.diagnoses.map((d) => ({
      code: d.icdCode,
      description: d.icdDesc ?? NOT_GIVEN,
    })),
    ...certificateAmounts(details, decision.approval),
    conditions: decision.conditions,
    verification: decision.verification,
  };
}

/** `pdf` draws the certificate in a worker thread (`core/pdf`), off the event loop. */
export function createCertificateService(deps: AppDeps, pdf: PdfRenderer) {
  const { db, clock } = deps;

  return {
    /**
     * The certificate of an approved request within the caller's scope, as PDF bytes. Anything
     * outside the scope is 404 (findRequestFor); a request not (or no longer) approved, 409.
     */
    async download(principal: Principal, paId: string, caller: CallerContext): Promise<Buffer> {
      const request = await findRequestFor(deps, principal, paId, caller);
      if (!policyholderActions(request.statusCode).includes('certificate')) {
        throw new ConflictError(CERTIFICATE_TEXTS.notApproved, 'NOT_ALLOWED_IN_STATUS');
      }
      const details = await loadClinicalDetails(db, paId);
      // The lifecycle approves only what the doctor submitted.
      if (!details) throw new Error(`Approved request ${paId} has no clinical details`);
      const [insurer, historyApproval, decision] = await Promise.all([
        findInsurer(db, request.insurerId),
        request.decidedAt ? null : approvedAt(db, paId),
        latestDecision(db, paId),
      ]);
      // An approval made before decisions were recorded (the demo's) prints the request's amounts.
      const approval = decision?.outcome === 'approve' ? decision : null;
      const lines = approval ? await decisionLines(db, approval.id) : [];
      // An approved request's current status began with the decision.
      const decidedAt = request.decidedAt ?? historyApproval ?? request.statusChangedAt;
      const now = clock.now();
      const bytes = await pdf.render(
        'certificate',
        certificateContent(request, insurer.name, decidedAt, details, now, {
          approval: approval && { lines, approvedTotalBill: approval.approvedTotalBill },
          conditions: approval?.conditions ?? null,
          verification: approval?.verificationCode
            ? {
                code: displayVerificationCode(approval.verificationCode),
                url: verificationUrl(
                  deps.config.publicUrl,
                  request.erefNo,
                  approval.verificationCode,
                ),
              }
            : null,
        }),
      );
      await writeAudit(db, {
        ...principalActor(principal, caller),
        action: 'request.certificate-downloaded',
        paId,
        occurredAt: now,
      });
      return bytes;
    },
  };
}
