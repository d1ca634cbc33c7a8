/** Business constants of the specification (document 000 section 9, document 001 section 9). */
export const PAGE_SIZES = {
  dashboard: 10,
  default: 20,
  pageNumbersPerBlock: 10,
  lookup: 10,
  doctorSearch: 10,
} as const;

export const TEXT_LIMITS = {
  multilineDefault: 1000,
  multilineMinRows: 2,
  multilineMaxRows: 10,
  mcrNo: 10,
  cancelOrAmendReason: 512,
  hospitalisationReason: 300,
  symptomDescription: 512,
  referralDetails: 200,
  justification: 300,
  doctorOrClinicName: 100,
  nricLastChars: 4,
} as const;

export * from './flow-limits';
