import {
  BUSINESS_OFFICE_MESSAGES as M,
  findTransition,
  type BusinessOfficeParams,
  type BusinessOfficeSubmissionParsed,
  type BusinessOfficeSubmitResponse,
} from '@preauth/shared';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { NotFoundError } from '../../../core/http/errors';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import type { Principal } from '../../../core/http/principal';
import { findRequestFor } from '../access/request-policy';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { TransitionRefusedError } from '../lifecycle/lifecycle.errors';
import type { RequestRow } from '../lifecycle/request.repository';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { storeOfficeFees } from '../submissions/office-fees.repository';
import { checkOfficeFees } from './business-office-fees.service';
import { businessOfficeParamsOf } from './business-office-params.mapper';

const SUBMIT_EVENT = 'business-office-submit';

/** The request waits for the business office (PEN-AI); otherwise 409 NOT_ALLOWED_IN_STATUS. */
function requireWaitingForOffice(row: RequestRow) {
  if (!findTransition(row.statusCode, SUBMIT_EVENT, 'business-office')) {
    throw new TransitionRefusedError(SUBMIT_EVENT, row.statusCode);
  }
}

/** The request with the doctor's submission the office works on; 404 before the doctor submitted. */
async function submittedRequest({ db }: AppDeps, row: RequestRow) {
  const request = await loadRequestAggregate(db, row);
  const { submission } = request;
  if (!submission) throw new NotFoundError(M.notSubmitted);
  return { request, submission };
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
      const { request, submission } = await submittedRequest(deps, row);
      return businessOfficeParamsOf(request, submission);
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
      const { submission } = await submittedRequest(deps, row);
      const { updatedTotalBill } = await checkOfficeFees(deps.db, submission, body);
      const by = { linkTokenId: principal.kind === 'link' ? principal.link.linkTokenId : '' };
      return engine.apply(
        {
          principal,
          paId: row.id,
          event: SUBMIT_EVENT,
          caller,
          idempotency: call,
          alongside: async (tx, _read, now) => {
            await storeOfficeFees(tx, submission.id, body, updatedTotalBill, by, now);
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
