import { z } from 'zod';
import { UPLOAD_MAX_MB } from '../policy/limits';

/**
 * What an upload is for (`?purpose=`): the policyholder uploads an Employment Pass letter, the
 * doctor (through the emailed link) a referral letter. Not given, it is the caller's one purpose.
 */
export const UPLOAD_PURPOSES = ['ep-letter', 'referral-letter'] as const;
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/**
 * The file types the server accepts, with the extensions their names must end in. The server
 * decides the type by the file's bytes, never by the declared content type, and refuses a name
 * whose extension is not one of its type's.
 */
export const ACCEPTED_UPLOAD_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export type AcceptedUploadType = keyof typeof ACCEPTED_UPLOAD_TYPES;

/** Multipart field the upload endpoints read the file from (000 §7). */
export const UPLOAD_FIELD_NAME = 'file';

/**
 * Texts of the uploads: the specification's (000 §5, word for word; the size built from the limit
 * the server enforces too), then ours for the refusals it does not word.
 */
export const UPLOAD_TEXTS = {
  tooLarge: `Maximum upload size of the document is ${UPLOAD_MAX_MB}MB.`,
  failed: 'Upload failed! Please do it again.',
  unsupportedType: 'Only PDF, JPEG or PNG files can be uploaded.',
  emptyFile: 'The file is empty.',
  incomplete: 'The upload was cut off before its end. Please do it again.',
  /** Spec 000 §5 wording for a missing EP letter. */
  noFile: 'Please choose a file.',
  notMultipart: "Send the file as multipart/form-data in the field 'file'.",
  nameMismatch:
    "The file's name does not match its content: a PDF file's name must end in .pdf, a JPEG's in .jpg or .jpeg, a PNG's in .png.",
  damagedPdf: 'The PDF file could not be read. Please save it as a PDF again and upload it.',
  encryptedPdf: 'Password-protected PDF files cannot be uploaded.',
  activeContent:
    'PDF files with scripts, attached files or actions that open other programs cannot be uploaded.',
  virusFound: 'The file was refused by the virus scan.',
  scanUnavailable: 'The file could not be checked for viruses. Please try again later.',
  purposeNotAllowed: 'You cannot upload this kind of document.',
  requestMissing: 'Please say which request the document is for.',
  tooManyUploads: 'You have uploaded too many files. Please try again later.',
  tooManyAtOnce: 'Please wait for your other upload to finish.',
} as const;

/** The upload answer: a list whose first item is the stored file (000 §7, 001 §7). */
export const uploadResponseSchema = z.array(
  z.object({ uploadId: z.string(), fileName: z.string() }),
);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * How the download route sends the file: as a download (the default), or inline for the page's
 * viewer; either way under its checked type, sandboxed and never sniffed.
 */
export const downloadQuerySchema = z.object({
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});

export const uploadQuerySchema = z.object({
  purpose: uploadPurposeSchema.optional(),
  /**
   * The request a logged-in doctor's referral letter is for (record 084); a link session's is its
   * own request, and a policyholder's letter belongs to no request yet.
   */
  paId: z.uuid().optional(),
});
