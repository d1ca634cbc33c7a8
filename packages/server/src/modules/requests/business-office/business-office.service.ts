import {
  BUSINESS_OFFICE_MESSAGES as M,
  findTransition,
  maskNric,
  type BusinessOfficeParams,
  type BusinessOfficeSubmissionParsed,
  type BusinessOfficeSubmitResponse,
} from '@preauth/shared';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { NotFoundError } from '../../../core/http/errors';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import type { Principal } from '../../../core/http/principal';
import { findRequestFor } from '../access/request-policy';
import { TransitionRefusedError } from '../lifecycle/lifecycle.errors';
import { findInsurer, type RequestRow } from '../lifecycle/request.repository';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { latestSubmissionHospital } from '../submissions/clinical-details.repository';
import { loadFeeRevision, storeOfficeFees } from '../submissions/office-fees.repository';
import { checkOfficeFees } from './business-office-fees.service';

const SUBMIT_EVENT = 'business-office-submit';

/** The request waits for the business office (PEN-AI); otherwise 409 NOT_ALLOWED_IN_STATUS. */
function requireWaitingForOffice(row: RequestRow) {
  if (!findTransition(row.statusCode, SUBMIT_EVENT, 'business-office')) {
    throw new TransitionRefusedError(SUBMIT_EVENT, row.statusCode);
  }
}

/** The doctor's submission the office works on; 404 before the doctor has submitted. */
async function revisionOf({ db }: AppDeps, row: RequestRow) {
  const revision = await loadFeeRevision(db, row.id);
  if (!revision) throw new NotFoundError(M.notSubmitted);
  return revision;
}

/** The business office's calls, each for the one request of its link session. */
export function createBusinessOfficeService(deps: AppDeps) {
  const engine = createTransitionEngine(deps);
  const idempotency = createIdempotency(deps);

  return {
    /** The business-office data (001 §3): the doctor's fees and what the input screen shows. */
    async params(
      principal: Principal,
      paId: string,
      caller: CallerContext,
    ): Promise<BusinessOfficeParams> {
      const row = await findRequestFor(deps, principal, paId, caller);
      const [insurer, revision, hospital] = await Promise.all([
        findInsurer(deps.db, row.insurerId),
        revisionOf(deps, row),
        latestSubmissionHospital(deps.db, row.id),
      ]);
      const { doctor, lines } = revision;
      const icd = (n: number) => revision.icdDescs[n] ?? null;
      return {
        paId: row.id,
        insurerCode: insurer.code,
        insurerName: insurer.name,
        erefNo: row.erefNo,
        statusCode: row.statusCode,
        boEmail: hospital?.businessOfficeEmail ?? '',
        clinicName: row.clinicName,
        hospitalName: hospital?.name ?? null,
        details: {
          paDetail: {
            padetailId: revision.detailId,
            paId: row.id,
            erefNo: row.erefNo,
            doctorAttendancefee: doctor.doctorAttendancefee,
            totalHospitalcharges: doctor.totalHospitalcharges,
            totalBill: doctor.totalBill,
            icdDesc1: icd(0),
            icdDesc2: icd(1),
            icdDesc3: icd(2),
            policyHolderName: row.policyHolderName,
            policyHolderNric: maskNric(row.policyHolderNric),
          },
          surgeryDetails: lines,
          otherFees: doctor.otherFees,
        },
      };
    },

    /**
     * The office's submit, one transition (PEN-AI → PRO): its fees stored beside the doctor's in
     * the event's transaction, the total recomputed; the engine ends the office's link (and so
     * its session) and tells the insurer and the policyholder.
     */
    async submit(
      principal: Principal,
      target: { insurerCode: string; paId: string },
      body: BusinessOfficeSubmissionParsed,
      caller: CallerContext,
      call: IdempotentCall | null,
    ): Promise<BusinessOfficeSubmitResponse> {
      const row = await findRequestFor(deps, principal, target.paId, caller, target.insurerCode);
      // A retry of a submit already made answers as the first did; the checks below would refuse it.
      const kept = await idempotency.keptAnswerOf<BusinessOfficeSubmitResponse>(call);
      if (kept) return kept;
      requireWaitingForOffice(row);
      const revision = await revisionOf(deps, row);
      const { updatedTotalBill } = await checkOfficeFees(deps.db, revision, body);
      const by = { linkTokenId: principal.kind === 'link' ? principal.link.linkTokenId : '' };
      return engine.apply(
        {
          principal,
          paId: row.id,
          event: SUBMIT_EVENT,
          caller,
          idempotency: call,
          alongside: async (tx, _read, now) => {
            await storeOfficeFees(tx, revision.detailId, body, updatedTotalBill, by, now);
          },
        },
        (moved) => ({
          paId: moved.row.id,
          erefNo: moved.row.erefNo,
          statusCode: moved.row.statusCode,
          updatedTotalBill,
          notified: moved.notified,
        }),
      );
    },
  };
}
