import { doctorDraftJsonSchema, withUpdatedFees } from '@preauth/shared';
import type { EventConsumer } from '../../../core/events/event-consumers';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import { loadSubmission } from '../aggregate/submission';
import { findDraft, keepSubmittedForm } from './doctor-drafts.repository';

/** The statuses that bring a submitted request back to the doctor. */
const BACK_TO_THE_DOCTOR = new Set(['AME-REQ', 'AMEND']);

/**
 * When a submitted request comes back to the doctor (the insurer's amendment request, the
 * policyholder's amend), the kept draft (the form as the doctor submitted it) takes the fees that
 * count now: the business office's where it changed them. The doctor's form reopens on them, so a
 * resubmission starts from the office's amounts instead of silently restoring the doctor's own
 * (decision 076). A resend (the same status) leaves a draft the doctor may have saved since.
 */
export const amendmentPrefillConsumer: EventConsumer = {
  name: 'doctor-amendment-prefill',
  withTheCall: true,
  // Requests already waiting for the doctor keep the draft they were opened on.
  startAt: 'now',
  async handle(tx, event) {
    if (!BACK_TO_THE_DOCTOR.has(event.toStatus) || event.fromStatus === event.toStatus) return;
    const submission = await loadSubmission(tx, event.paId);
    const draft = await findDraft(tx, event.paId);
    if (!submission || !draft) return;
    const prefilled = withUpdatedFees(draft.draftJson, clinicalDetailsOf(submission));
    await keepSubmittedForm(
      tx,
      event.paId,
      doctorDraftJsonSchema.parse(prefilled),
      event.occurredAt,
    );
  },
};
