import { z } from 'zod';
import { multilineText } from '../text/text';

/** A note's longest text. */
export const CASE_NOTE_MAX = 2000;

export const CASE_NOTE_MESSAGES = {
  bodyRequired: 'Please write the note.',
  bodyTooLong: `Please keep the note to ${CASE_NOTE_MAX} characters.`,
  notAnAdjudicator: 'Please choose an adjudicator of your insurer.',
  assignToOther: 'Please choose a colleague: the case is yours already.',
} as const;

const noteText = () =>
  multilineText(CASE_NOTE_MESSAGES.bodyRequired)
    .min(1, { error: CASE_NOTE_MESSAGES.bodyRequired })
    .max(CASE_NOTE_MAX, { error: CASE_NOTE_MESSAGES.bodyTooLong });

/**
 * An internal note on a case: between the insurer's adjudicators only, never shown to anyone
 * else (its own table, read by the adjudicators' routes alone). A note left with an assignment
 * names whom the case was assigned to.
 */
export const caseNoteSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
  body: z.string(),
  /** The colleague the case was assigned to with this note; null for a plain note. */
  assignedToName: z.string().nullable(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;

/** `GET /api/adjudication/cases/{paId}/notes`: oldest first, as a conversation reads. */
export const caseNotesSchema = z.object({ notes: z.array(caseNoteSchema) });
export type CaseNotes = z.infer<typeof caseNotesSchema>;

/** `POST /api/adjudication/cases/{paId}/notes`. */
export const caseNoteBodySchema = z.object({ body: noteText() }).strict();
export type CaseNoteBody = z.input<typeof caseNoteBodySchema>;

/**
 * `POST /api/adjudication/cases/{paId}/assign`: gives the case's hold to a colleague for
 * ADJUDICATION_POLICY.assignedHoldHours, with a note for them (optional); they are emailed.
 */
export const assignCaseBodySchema = z
  .object({
    adjudicatorId: z.uuid({ error: CASE_NOTE_MESSAGES.notAnAdjudicator }),
    note: z.union([noteText(), z.literal('')]).optional(),
  })
  .strict();
export type AssignCaseBody = z.input<typeof assignCaseBodySchema>;

/** `GET /api/adjudication/colleagues`: the insurer's adjudicators, to assign a case to. */
export const colleaguesSchema = z.object({
  colleagues: z.array(z.object({ id: z.string(), name: z.string(), isMe: z.boolean() })),
});
export type Colleagues = z.infer<typeof colleaguesSchema>;
