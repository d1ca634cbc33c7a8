import {
  displaySingaporeDateTime,
  displaySingaporeDay,
  displaySingaporeTime,
  PAGE_PATHS,
  type AdjudicationQueue,
  type AdjudicationQueueItem,
  type QueueDueFilter,
} from '@preauth/shared';
import type { Executor } from '../../../core/db/database';
import { emailBody, type Line } from '../../../core/mail/email-body';
import { enqueueEmail } from '../../../core/mail/outbox';
import { listQueue } from './queue.repository';
import type { QueueCaller } from './queue.statement';

/** The most cases the email lists of each kind; the rest are counted and left to the queue. */
export const DIGEST_LIST_MAX = 50;

/** The insurer's cases in Processing past their due time, and those due by the end of today. */
export interface Digest {
  overdue: AdjudicationQueue;
  dueToday: AdjudicationQueue;
}

export const DIGEST_SUBJECT = (day: string, { overdue, dueToday }: Digest) =>
  `Your work queue on ${day}: ${overdue.total} overdue, ${dueToday.total} due today`;

/** The queue's own lists (its order: urgent first, then earliest due), so they match the screen. */
export async function digestOf(db: Executor, caller: QueueCaller): Promise<Digest> {
  const list = (due: QueueDueFilter) =>
    listQueue(
      db,
      { statusCode: 'PRO', due, dueWithinDays: 1, offset: 0, limit: DIGEST_LIST_MAX },
      caller,
    );
  return { overdue: await list('overdue'), dueToday: await list('today') };
}

export const isEmpty = ({ overdue, dueToday }: Digest) => overdue.total + dueToday.total === 0;

/** Who holds the case, from the recipient's point of view. */
const holderOf = (item: AdjudicationQueueItem, recipientId: string) =>
  !item.hold
    ? 'unassigned'
    : item.hold.adjudicatorId === recipientId
      ? 'held by you'
      : `held by ${item.hold.adjudicatorName}`;

/** One case: what identifies it, when it is due, who holds it, then its page. */
function caseLines(publicUrl: string, item: AdjudicationQueueItem, recipientId: string): Line[] {
  const dueAt = new Date(item.due!.dueAt);
  const due = item.due!.overdue
    ? `OVERDUE since ${displaySingaporeDateTime(dueAt)}`
    : `due today at ${displaySingaporeTime(dueAt)}`;
  const parts = [
    `${item.erefNo}${item.urgency?.urgent ? ' (urgent)' : ''}`,
    item.patientName,
    item.hospitalName ?? 'hospital not given',
    due,
    holderOf(item, recipientId),
  ];
  return [
    parts.join(' · '),
    { href: `${publicUrl}${PAGE_PATHS.adjudicationCase.replace(':id', item.paId)}` },
  ];
}

function sectionLines(
  publicUrl: string,
  title: string,
  { list, total }: AdjudicationQueue,
  recipientId: string,
): Line[] {
  if (total === 0) return [];
  const more = total - list.length;
  return [
    `${title} (${total}):`,
    ...list.flatMap((item) => caseLines(publicUrl, item, recipientId)),
    ...(more > 0 ? [`… and ${more} more, listed in the work queue.`] : []),
  ];
}

/**
 * Queues the digest to the adjudicator in the caller's transaction: the overdue cases, then those
 * due today, each with its reference, patient, hospital, due time and holder, and a link to its
 * page. The patient's name is all it tells of the patient (no NRIC, no diagnosis), as the
 * overdue alert.
 */
export function queueDigestEmail(
  tx: Executor,
  publicUrl: string,
  recipient: { id: string; name: string; email: string },
  digest: Digest,
  now: Date,
) {
  const lines: Line[] = [
    `Dear ${recipient.name},`,
    isEmpty(digest)
      ? `Nothing in your work queue is overdue or due today (as of ${displaySingaporeDateTime(now)}, Singapore time).`
      : `These cases in your work queue are overdue or due today (as of ${displaySingaporeDateTime(now)}, Singapore time):`,
    ...sectionLines(publicUrl, 'Overdue', digest.overdue, recipient.id),
    ...sectionLines(publicUrl, 'Due today', digest.dueToday, recipient.id),
    'Your work queue:',
    { href: `${publicUrl}${PAGE_PATHS.adjudicationQueue}` },
  ];
  return enqueueEmail(
    tx,
    {
      kind: 'adjudicator-digest',
      recipient: recipient.email,
      subject: DIGEST_SUBJECT(displaySingaporeDay(now), digest),
      ...emailBody(lines),
    },
    now,
  );
}
