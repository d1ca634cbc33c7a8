import { z } from 'zod';

/** What an upload is for; chosen by the caller (`?purpose=`), 'ep-letter' when not given. */
export const UPLOAD_PURPOSES = ['ep-letter', 'referral-letter'] as const;
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/**
 * The file types the server accepts, with the extensions a file picker may offer. The server
 * decides by the file's first bytes, never by its name or declared content type.
 */
export const ACCEPTED_UPLOAD_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export type AcceptedUploadType = keyof typeof ACCEPTED_UPLOAD_TYPES;

/** Multipart field the upload endpoints read the file from (000 §7). */
export const UPLOAD_FIELD_NAME = 'file';

/** Texts of the upload refusals the specification does not word. */
export const UPLOAD_TEXTS = {
  unsupportedType: 'Only PDF, JPEG or PNG files can be uploaded.',
  emptyFile: 'The file is empty.',
  /** Spec 000 §5 wording for a missing EP letter. */
  noFile: 'Please choose a file.',
  notMultipart: "Send the file as multipart/form-data in the field 'file'.",
} as const;

/** The upload answer: a list whose first item is the stored file (000 §7, 001 §7). */
export const uploadResponseSchema = z.array(
  z.object({ uploadId: z.string(), fileName: z.string() }),
);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const uploadQuerySchema = z.object({
  purpose: uploadPurposeSchema.default('ep-letter'),
});
