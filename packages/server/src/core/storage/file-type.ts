import { ACCEPTED_UPLOAD_TYPES, type AcceptedUploadType } from '@preauth/shared';

const SIGNATURES: { type: AcceptedUploadType; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** Bytes `detectFileType` needs to see (fewer is fine when the file is shorter). */
export const FILE_TYPE_HEAD_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

/**
 * The accepted type of a file from its first bytes, or null when it is none of them. The file's
 * name and declared content type are not consulted: both are the sender's word.
 */
export function detectFileType(head: Uint8Array): AcceptedUploadType | null {
  const match = SIGNATURES.find(
    ({ magic }) => head.length >= magic.length && magic.every((byte, i) => head[i] === byte),
  );
  return match?.type ?? null;
}

/**
 * Whether the file name ends in one of the type's extensions (any case), so the name a person
 * sees, and that their computer opens the download with, says what the file is.
 */
export function nameFitsType(fileName: string, type: AcceptedUploadType): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return (ACCEPTED_UPLOAD_TYPES[type] as readonly string[]).includes(extension);
}
