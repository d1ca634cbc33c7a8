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
  'referral-letter': 'Referral letter',
};

export const uploadPurposeLabel = (purpose: string): string =>
  UPLOAD_PURPOSE_LABELS[purpose] ?? purpose;

/**
 * An audit action in words, from its code: `case.taken-over` → "Case: taken over",
 * `request.certificate-downloaded` → "Request: certificate downloaded". The code itself stays
 * beside it, so nothing is lost in the wording.
 */
export function auditActionText(action: string): string {
  const [area = '', ...rest] = action.split('.');
  const what = rest.join('.').replaceAll('-', ' ');
  const subject = area.charAt(0).toUpperCase() + area.slice(1).replaceAll('-', ' ');
  return what ? `${subject}: ${what}` : subject;
}

/** A file's size in words: 532 bytes, 12.4 KB, 1.2 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
