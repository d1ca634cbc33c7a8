import { displaySingaporeDateTime } from '../dates/iso-date';
import { whatFollowsSubmission } from '../doctor/doctor-messages';
import type { StatusCode } from '../requests/statuses';

/** The link holders who submit through their link: the doctor, and a panel hospital's office. */
export type SubmittingRole = 'doctor' | 'business-office';

/**
 * A link whose holder submitted through it, opened again (Back, a second tab, a later visit;
 * issue 25): when and by whom, and what follows from where the request is now. `byName` is the
 * doctor's name; the office is named by its role.
 */
export function submittedLinkMessage(
  role: SubmittingRole,
  submittedAt: Date,
  byName: string,
  status: StatusCode,
): string {
  const by = role === 'doctor' ? byName : "the hospital's business office";
  return (
    `This request was already submitted on ${displaySingaporeDateTime(submittedAt)} ` +
    `(Singapore time) by ${by}. ${whatFollowsSubmission(status)}`
  );
}

/** The submitted link's screen (ours): the re-visit that may only download the LIA form. */
export const SUBMITTED_LINK_TEXTS = {
  revisit:
    'You can still download the LIA form of this submission. Please confirm the identity below; a one-time PIN is then sent to the email address this link was sent to.',
  download: 'Download the LIA form',
  readOnly: 'This submission can no longer be changed through this link.',
} as const;
