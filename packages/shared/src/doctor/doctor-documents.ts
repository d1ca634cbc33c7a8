import { z } from 'zod';
import { UPLOAD_TEXTS } from '../uploads/uploads';

/*
 * The documents a doctor attaches to a submission (issue 24): each upload with its kind. An
 * insurer's amendment request may name the kinds it needs; the doctor cannot submit without one of
 * each. The referral letter of the patient-diagnosis step (001 §3 `referralLetter`) counts as a
 * referral letter.
 */

export const DOCUMENT_KINDS = [
  'referral-letter',
  'histology',
  'imaging',
  'discharge-summary',
  'other',
] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  'referral-letter': 'Referral letter',
  histology: 'Histology report',
  imaging: 'Imaging',
  'discharge-summary': 'Discharge summary',
  other: 'Other',
};

/** Ours: how many documents one submission may carry besides the referral letter. */
export const DOCUMENTS_MAX = 10;

/** "Histology report, Imaging": kinds of document as a list to read. */
export const documentKindList = (kinds: readonly DocumentKind[]) =>
  kinds.map((kind) => DOCUMENT_KIND_LABELS[kind]).join(', ');

export const DOCUMENT_MESSAGES = {
  selectKind: 'Please select the kind of document.',
  documentsMax: `Please attach at most ${DOCUMENTS_MAX} documents.`,
  sameFileTwice: 'This file is attached already.',
  /** The upload is not one the doctor made for this request, or not a checked PDF, JPEG or PNG. */
  notYourUpload: 'This file was not uploaded for this request. Please upload it again.',
  missingKinds: (missing: readonly DocumentKind[]) =>
    `The insurer asks for these documents: ${documentKindList(missing)}. Please attach them.`,
} as const;

/** One attached document as the form holds it: the upload, its kind, its name for the screen. */
const documentAttachmentSchema = z.object({
  uploadId: z.uuid({ error: UPLOAD_TEXTS.noFile }),
  kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.selectKind }),
  fileName: z.string().max(500).nullish(),
});

/** The documents of a form: at most `DOCUMENTS_MAX`, no upload twice. */
export const documentAttachmentsSchema = z
  .array(documentAttachmentSchema)
  .max(DOCUMENTS_MAX, DOCUMENT_MESSAGES.documentsMax)
  .default([])
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.uploadId)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'uploadId'],
          message: DOCUMENT_MESSAGES.sameFileTwice,
        });
      }
      seen.add(row.uploadId);
    });
  });

/** What of a form holds documents: its attachments and its referral letter. */
type DocumentsHeld = {
  attachments?: readonly { kind: string }[] | null;
  referralLetter?: string | null;
};

/**
 * The kinds the insurer asked for that the documents do not include (in the order asked): a
 * referral letter uploaded on the patient-diagnosis step counts. The one rule of the screen and
 * the server.
 */
export function missingDocumentKinds(
  required: readonly DocumentKind[],
  form: DocumentsHeld,
): DocumentKind[] {
  const held = new Set<string>((form.attachments ?? []).map((row) => row.kind));
  if (form.referralLetter) held.add('referral-letter');
  return required.filter((kind) => !held.has(kind));
}

/**
 * `schema` (the doctor's form or its patient-diagnosis step) with the insurer's required kinds:
 * a missing kind is an issue on `attachments`, as the server words it.
 */
export function requireDocuments<S extends z.ZodType<DocumentsHeld>>(
  schema: S,
  required: readonly DocumentKind[],
): S {
  if (required.length === 0) return schema;
  return schema.superRefine((form, ctx) => {
    const missing = missingDocumentKinds(required, form);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['attachments'],
        message: DOCUMENT_MESSAGES.missingKinds(missing),
      });
    }
  }) as S;
}
