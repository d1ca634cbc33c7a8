/** Who acted, as the audit and the status history name the actor's type. */
const ACTOR_LABELS: Record<string, string> = {
  'policy-holder': 'Policyholder',
  'insured-patient': 'Insured patient',
  'insurance-agent': 'Insurance agent',
  doctor: 'Doctor',
  'business-office': 'Business office',
  'insurer-adjudicator': 'Adjudicator',
  system: 'The portal',
};

export const actorLabel = (actorType: string): string => ACTOR_LABELS[actorType] ?? actorType;

/** What an upload is for. */
const UPLOAD_PURPOSE_LABELS: Record<string, string> = {
  'ep-letter': 'Employment Pass letter',
  'referral-letter': 'From the doctor',
};

export const uploadPurposeLabel = (purpose: string): string =>
  UPLOAD_PURPOSE_LABELS[purpose] ?? purpose;

/** A file's size in words: 532 bytes, 12.4 KB, 1.2 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
