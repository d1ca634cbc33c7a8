import {
  DOCTOR_MESSAGES as M,
  DOCTOR_STEPS,
  doctorDraftJsonSchema,
  type DoctorDraftResponse,
  type DoctorParams,
  type DoctorSubmissionParsed,
  type DoctorSubmitResponse,
  type SaveDoctorDraftBody,
} from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ConflictError, ValidationError } from '../../../core/http/errors';
import { createIdempotency, type IdempotentCall } from '../../../core/http/idempotency';
import type { Principal } from '../../../core/http/principal';
import { findRequestFor } from '../access/request-policy';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { createTransitionEngine } from '../lifecycle/transition-engine';
import { markUrgent } from '../lifecycle/urgency';
import { insertDoctorSubmission } from '../submissions/doctor-submission.repository';
import {
  findDraft,
  keepSubmittedForm,
  saveDraftIfCurrent,
  type StoredDraft,
} from './doctor-drafts.repository';
import { latestDecision } from '../lifecycle/decision-records.repository';
import { amendmentAsked } from './amendment-asked';
import { checkDoctorSubmission } from './doctor-submission.service';
import { findRequestWaitingForDoctor, requireWaitingForDoctor } from './doctor-input-open';
import { doctorParamsOf } from './doctor-params.mapper';

/**
 * The doctor's urgent mark, in the submit's transaction: it makes a standard request urgent
 * (audited); one already marked (urgent, or downgraded by the insurer) stays as it is.
 */
async function markUrgentByDoctor(
  tx: Executor,
  principal: Principal,
  caller: CallerContext,
  paId: string,
  payload: { urgent?: boolean | null; urgentReason?: string | null },
  now: Date,
) {
  if (!payload.urgent || !payload.urgentReason) return;
  if (!(await markUrgent(tx, paId, payload.urgentReason, 'doctor', now))) return;
  await writeAudit(tx, {
    ...principalActor(principal, caller),
    action: 'request.marked-urgent',
    paId,
    details: { markedBy: 'doctor' },
    occurredAt: now,
  });
}

const draftAnswer = (draft: StoredDraft | null): DoctorDraftResponse => ({
  draftJson: draft?.draftJson ?? null,
  version: draft?.version ?? 0,
  updatedAt: draft?.updatedAt.toISOString() ?? null,
});

/**
 * The doctor's calls, for the one request of the doctor's link session or a request of a logged-in
 * doctor's scope (record 084: one form, two ways in).
 */
export function createDoctorService(deps: AppDeps) {
  const engine = createTransitionEngine(deps);
  const idempotency = createIdempotency(deps);

  return {
    /** The doctor session params (001 §3): the request as the doctor's screens show it. */
    async params(principal: Principal, paId: string, caller: CallerContext): Promise<DoctorParams> {
      const row = await findRequestFor(deps, principal, paId, caller);
      return doctorParamsOf(await loadRequestAggregate(deps.db, row));
    },

    async draft(principal: Principal, paId: string, caller: CallerContext) {
      const row = await findRequestFor(deps, principal, paId, caller);
      return draftAnswer(await findDraft(deps.db, row.id));
    },

    /**
     * Saves the draft as the next version while the request waits for the doctor; a save from a
     * page that loaded an older version than the stored one is 409 and changes nothing.
     */
    async saveDraft(
      principal: Principal,
      body: SaveDoctorDraftBody,
      caller: CallerContext,
      call: IdempotentCall | null,
    ) {
      return idempotency.once(call, async (inTransaction) => {
        const row = await findRequestWaitingForDoctor(
          deps,
          principal,
          body.paId,
          caller,
          body.insurerCode,
        );
        return inTransaction(async (tx) => {
          const saved = await saveDraftIfCurrent(
            tx,
            row.id,
            body.draftJson,
            body.version,
            deps.clock.now(),
          );
          if (!saved) throw new ConflictError(M.draftStale);
          return draftAnswer(saved);
        });
      });
    },

    /**
     * The doctor's submit, one transition: to the business office (PEN-AI) for a panel hospital,
     * to the insurer (PRO) otherwise, with the submission rows written and the submitted form
     * kept as the draft in its transaction. The engine ends the doctor's link (and so the
     * session) and notifies.
     */
    async submit(
      principal: Principal,
      target: { insurerCode: string; paId: string },
      body: DoctorSubmissionParsed,
      caller: CallerContext,
      call: IdempotentCall | null,
    ): Promise<DoctorSubmitResponse> {
      const row = await findRequestFor(deps, principal, target.paId, caller, target.insurerCode);
      // A retry of a submit already made answers as the first did; the checks below would refuse it.
      const kept = await idempotency.keptAnswerOf<DoctorSubmitResponse>(call);
      if (kept) return kept;
      if (body.paId !== row.id || body.details.paId !== row.id) {
        throw new ValidationError('The details sent are for another request.');
      }
      await requireWaitingForDoctor(deps, principal, row);
      const asked = amendmentAsked(row.statusCode, await latestDecision(deps.db, row.id), null);
      const { checked, isPanel, form } = await checkDoctorSubmission(
        deps,
        row,
        body,
        asked?.requiredDocumentKinds ?? [],
      );
      // The form as submitted, reopened at its first step with the declaration to tick again.
      const submittedDraft = doctorDraftJsonSchema.parse({
        ...form,
        termsAndConditions: false,
        currentStep: DOCTOR_STEPS[0],
      });
      return engine.apply(
        {
          principal,
          paId: row.id,
          event: isPanel ? 'doctor-submit-panel' : 'doctor-submit-non-panel',
          caller,
          idempotency: call,
          alongside: async (tx, read, now) => {
            await insertDoctorSubmission(tx, read.id, checked, now);
            await keepSubmittedForm(tx, read.id, submittedDraft, now);
            await markUrgentByDoctor(tx, principal, caller, read.id, checked.payload, now);
          },
        },
        (moved) => ({
          paId: moved.row.id,
          erefNo: moved.row.erefNo,
          statusCode: moved.row.statusCode,
          isNonPanel: !isPanel,
          notified: moved.notified,
        }),
      );
    },
  };
}
