/**
 * Small lookup lists for the pre-authorisation forms: ward classes, admission types,
 * comorbidities, other-fee types and the policy holder's authentication modes.
 */

export interface WardType {
  code: string;
  description: string;
}

export interface AdmissionType {
  code: string;
  description: string;
}

export interface Comorbidity {
  code: string;
  description: string;
}

export interface FeeType {
  code: string;
  description: string;
}

export type AuthModeCode = 'SP' | 'EMAIL' | 'REM' | 'SMS';

export interface AuthMode {
  authCode: AuthModeCode;
  authDesc: string;
  validflag: boolean;
  userType: 'policy-holder';
}

/** Singapore hospital ward classes and special-care units. */
export const WARD_TYPES: ReadonlyArray<WardType> = [
  { code: 'A1', description: 'Class A1 (single-bedded)' },
  { code: 'A2', description: 'Class A2 (two-bedded)' },
  { code: 'B1', description: 'Class B1 (four-bedded)' },
  { code: 'B2', description: 'Class B2 (six-bedded)' },
  { code: 'C', description: 'Class C (open ward, eight or more beds)' },
  { code: 'ICU', description: 'Intensive Care Unit' },
  { code: 'HDU', description: 'High Dependency Unit' },
  { code: 'DAY', description: 'Day surgery ward' },
  { code: 'SUITE', description: 'Suite' },
  { code: 'ISO', description: 'Isolation' },
];

export const ADMISSION_TYPES: ReadonlyArray<AdmissionType> = [
  { code: 'EL', description: 'Elective inpatient' },
  { code: 'EM', description: 'Emergency inpatient' },
  { code: 'DY', description: 'Day Surgery' },
];

/** Comorbidities a doctor can tick on a request; 'OTH' takes free text. */
export const COMORBIDITIES: ReadonlyArray<Comorbidity> = [
  { code: 'DM', description: 'Diabetes mellitus' },
  { code: 'HTN', description: 'Hypertension' },
  { code: 'HLD', description: 'Hyperlipidaemia' },
  { code: 'IHD', description: 'Ischaemic heart disease' },
  { code: 'HF', description: 'Heart failure' },
  { code: 'AF', description: 'Atrial fibrillation' },
  { code: 'CKD', description: 'Chronic kidney disease' },
  { code: 'COPD', description: 'Chronic obstructive pulmonary disease' },
  { code: 'ASTH', description: 'Asthma' },
  { code: 'CVA', description: 'Stroke (cerebrovascular accident)' },
  { code: 'CA', description: 'Cancer' },
  { code: 'OBES', description: 'Obesity' },
  { code: 'OTH', description: 'Others' },
];

/** "Other fees" a doctor may claim on top of the surgeon's and anaesthetist's fees. */
export const FEE_TYPES: ReadonlyArray<FeeType> = [
  { code: 'IMPL', description: 'Implants and prostheses' },
  { code: 'CONS', description: 'Consumables' },
  { code: 'INV', description: 'Investigations' },
  { code: 'IMG', description: 'Imaging' },
  { code: 'LAB', description: 'Laboratory tests' },
  { code: 'FROZEN', description: 'Frozen section' },
  { code: 'MED', description: 'Medication' },
  { code: 'PHYSIO', description: 'Physiotherapy' },
  { code: 'ASSIST', description: 'Assistant surgeon fee' },
  { code: 'OTHR', description: 'Other charges' },
];

/** How a policy holder can confirm a request; REM is listed but switched off. */
export const AUTH_MODES: ReadonlyArray<AuthMode> = [
  { authCode: 'SP', authDesc: 'Singpass', validflag: true, userType: 'policy-holder' },
  { authCode: 'EMAIL', authDesc: 'Email', validflag: true, userType: 'policy-holder' },
  {
    authCode: 'REM',
    authDesc: 'Remote Authentication',
    validflag: false,
    userType: 'policy-holder',
  },
  { authCode: 'SMS', authDesc: 'SMS', validflag: true, userType: 'policy-holder' },
];
