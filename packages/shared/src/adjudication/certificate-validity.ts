import { singaporeDate } from '../dates/iso-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day an approval's certificate is valid (ISO date, Singapore): the decision's Singapore
 * calendar day plus the insurer's validity in calendar days (`certificateValidityDays`), fixed
 * when the approval is made (record 014).
 */
export function certificateValidUntil(decidedAt: Date, validityDays: number): string {
  const decisionDay = Date.parse(singaporeDate(decidedAt));
  return new Date(decisionDay + validityDays * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a certificate valid until `validUntil` (that day included) has expired, in Singapore. */
export const isCertificateExpired = (validUntil: string, now: Date) =>
  singaporeDate(now) > validUntil;
