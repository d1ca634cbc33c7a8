import { z } from 'zod';
import { displaySingaporeTime } from '../dates/iso-date';

/** The insurer's side in numbers (ours; the specification says "1-3 working days"). */
export const ADJUDICATION_POLICY = {
  /** Taking a case holds it for this long; taking it again renews the hold. */
  holdMinutes: 30,
  /** A case assigned to a colleague is held for them this long (they may renew or release it). */
  assignedHoldHours: 24,
  /** The queue's "due within N working days" filter goes up to this N. */
  dueWithinMaxDays: 10,
} as const;

/** Who holds a case and until when (ISO timestamps); `heldByMe` is the caller's own hold. */
export const caseHoldSchema = z.object({
  adjudicatorId: z.string(),
  adjudicatorName: z.string(),
  takenAt: z.string(),
  expiresAt: z.string(),
  heldByMe: z.boolean(),
});
export type CaseHold = z.infer<typeof caseHoldSchema>;

/** `POST /api/adjudication/cases/{paId}/take`: `takeOver` takes a case another adjudicator holds. */
export const takeCaseBodySchema = z
  .object({ takeOver: z.boolean({ error: 'takeOver must be true or false.' }).default(false) })
  .strict();
export type TakeCaseBody = z.input<typeof takeCaseBodySchema>;

export const caseParamsSchema = z.object({ paId: z.uuid() });

export const ADJUDICATION_MESSAGES = {
  /**
   * 409 when another adjudicator holds the case, for taking it and for deciding it alike; `until`
   * is a Singapore time (HH:mm). Give it a hold through `caseHeldMessage`.
   */
  heldByOther: (name: string, until: string) =>
    `${name} is working on this case until ${until}. Take it over to work on it yourself.`,
  notInProcessing: 'Only a request in Processing can be taken.',
} as const;

/** The one message for a case another adjudicator holds: who, and until when in Singapore. */
export function caseHeldMessage(hold: {
  adjudicatorName: string;
  expiresAt: Date | string;
}): string {
  return ADJUDICATION_MESSAGES.heldByOther(
    hold.adjudicatorName,
    displaySingaporeTime(new Date(hold.expiresAt)),
  );
}
