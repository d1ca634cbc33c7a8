import {
  DEFAULT_INSURER_POLICY,
  requestPolicyOf,
  type CertificateVerification,
  type Doctor,
  type DoctorClinic,
  type DoctorRequestItem,
  type ErrorEnvelope,
  type LoginResponse,
  type PatientPolicy,
  type PolicyholderInfo,
  type PolicyholderPatient,
  type RequestClinicalDetails,
  type RequestDetail,
  type RequestListItem,
  type UserInfo,
  VERIFICATION_MESSAGES,
} from '@preauth/shared';

let sequence = 0;
/** A number no other generated value of this run has: ids and names stay apart. */
export const next = () => ++sequence;

/** A user of the portal; override only what the test is about. */
export function createUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  const n = next();
  return {
    userId: `user-${n}`,
    name: `Test User ${n}`,
    insurerCode: 'INS',
    userType: 'policy-holder',
    ...overrides,
  };
}

export function createLoginResponse(
  overrides: { access_token?: string; userInfo?: Partial<UserInfo> } = {},
): LoginResponse {
  return {
    access_token: overrides.access_token ?? `token-${next()}`,
    userInfo: createUserInfo(overrides.userInfo),
  };
}

export function createErrorEnvelope(overrides: Partial<ErrorEnvelope> = {}): ErrorEnvelope {
  return {
    detailMessage: 'Something is wrong with the request.',
    code: 'BAD_REQUEST',
    ...overrides,
  };
}

/** A request as the detail call answers it (expanded), still waiting on the doctor (SUB). */
export function createRequestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  const n = next();
  return {
    paId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    erefNo: `PA2026-${String(n).padStart(6, '0')}`,
    insurerCode: 'INS',
    insurerName: 'Test Insurer',
    statusCode: 'SUB',
    createdOn: '2026-11-20T02:00:00.000Z',
    createdBy: `Policy Holder ${n}`,
    creatorRole: 'policy-holder',
    authCode: null,
    policyHolderName: `Policy Holder ${n}`,
    policyHolderNric: '*****567A',
    patientName: `Patient ${n}`,
    patientNric: '*****123B',
    policyholderPatientRelationship: 'Child',
    policyName: 'Shield Plan',
    policyNumber: `POL${n}`,
    policyRiderName: null,
    policyRiderNumber: null,
    doctor: { doctorId: `doctor-${n}`, doctorName: `Doctor ${n}`, doctorMcrno: `M${n}` },
    clinic: { clinicId: `clinic-${n}`, clinicName: `Clinic ${n}`, clinicCode: `C${n}` },
    clinicdoctorEmailaddress: `doctor${n}@clinic.test`,
    resend_email_address: null,
    urgency: null,
    epLetter: null,
    cancelReason: null,
    amendReason: null,
    decision: null,
    statuses: [{ statusCode: 'SUB', createdOn: '2026-11-20T02:00:00.000Z' }],
    details: null,
    policyHolderEmailaddress: `holder${n}@example.test`,
    policyHolderContactno: '+6591234567',
    isPanelHospital: false,
    fcNotifyFlag: false,
    requestStatus: 'SUB',
    requestPolicy: requestPolicyOf(DEFAULT_INSURER_POLICY),
    ...overrides,
  };
}

/** The doctor's clinical and fee details of a request, with one row of each kind. */
export function createClinicalDetails(
  overrides: Partial<RequestClinicalDetails> = {},
): RequestClinicalDetails {
  return {
    hospitalCode: 'H01',
    hospitalName: 'Test Hospital',
    admissionDate: '2026-12-01',
    admissionCode: 'EL',
    admissionDesc: 'Elective inpatient',
    daysurgery: false,
    hospitalisationReason: 'Knee pain for three months.',
    diagnoses: [
      {
        icdCode: 'M23.2',
        icdDesc: 'Derangement of meniscus',
        firstConsultDate: '2026-09-01',
        diagnosisDate: '2026-09-15',
      },
    ],
    wardTypes: [{ wardtypeCode: 'B1', wardtypeDesc: 'Class B1 (four-bedded)', lengthStay: 2 }],
    comorbidities: [],
    surgeryDetails: [
      {
        tospCode: 'SB811K',
        tospDescription: 'Knee, meniscectomy, arthroscopic',
        surgeonfee: '4500.00',
        surgeonfeeJustification: null,
        anaesthetistfee: '1200.00',
        anaesthetistfeeJustification: null,
      },
    ],
    otherFees: [],
    doctorAttendancefee: '300.00',
    totalHospitalcharges: '8000.00',
    totalBill: '14000.00',
    ...overrides,
  };
}

/** One row of the dashboard's request list, submitted (SUB) on 20-11-2026 in Singapore. */
export function createRequestListItem(overrides: Partial<RequestListItem> = {}): RequestListItem {
  const n = next();
  return {
    paId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    erefNo: `PA2026-${String(n).padStart(6, '0')}`,
    patientName: `Patient ${n}`,
    statusCode: 'SUB',
    createdBy: `Policy Holder ${n}`,
    createdOn: '2026-11-20T02:00:00.000Z',
    policyholderName: `Policy Holder ${n}`,
    doctorName: 'Dr Alan Chua',
    clinicName: 'Chua Family Clinic',
    hospitalName: null,
    approvedTotal: null,
    respondBy: null,
    ...overrides,
  };
}

/**
 * One row of the logged-in doctor's home: a request received on 20-11-2026 waiting for the
 * doctor, whose window ends at `respondBy` (23-11-2026 10:00 Singapore time).
 */
export function createDoctorRequestItem(
  overrides: Partial<DoctorRequestItem> = {},
): DoctorRequestItem {
  const n = next();
  return {
    paId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    erefNo: `PA2026-${String(n).padStart(6, '0')}`,
    patientName: `Patient ${n}`,
    clinicName: 'Chua Family Clinic',
    statusCode: 'SUB',
    createdOn: '2026-11-20T02:00:00.000Z',
    respondBy: '2026-11-23T02:00:00.000Z',
    draftSavedOn: null,
    approvedTotal: null,
    ...overrides,
  };
}

/** The logged-in policyholder's details, NRIC masked. */
export function createPolicyholderInfo(
  overrides: Partial<PolicyholderInfo> = {},
): PolicyholderInfo {
  const n = next();
  return {
    policyHolderId: `holder-${n}`,
    name: `Policy Holder ${n}`,
    nric: '*****567A',
    enc_nric: `enc-holder-${n}`,
    contactNo: '+6591234567',
    email: `holder${n}@example.test`,
    insurerCode: 'INS',
    ...overrides,
  };
}

/** A policy with one rider and one financial consultant. */
export function createPatientPolicy(overrides: Partial<PatientPolicy> = {}): PatientPolicy {
  const n = next();
  return {
    policyName: `Shield Plan ${n}`,
    policyNo: `POL${n}`,
    riders: [{ policyNo: `RID${n}`, policyName: `Shield Rider ${n}` }],
    fc: [
      {
        fcName: `Consultant ${n}`,
        fcGender: 'F',
        fcEmail: `fc${n}@insurer.test`,
        fcContactno: '+6598765432',
      },
    ],
    ...overrides,
  };
}

/** An insured patient of the policyholder, a citizen without an open request, with one policy. */
export function createPolicyholderPatient(
  overrides: Partial<PolicyholderPatient> = {},
): PolicyholderPatient {
  const n = next();
  return {
    name: `Patient ${n}`,
    nric: '*****123B',
    enc_nric: `enc-patient-${n}`,
    dob: '1985-03-14',
    email: `patient${n}@example.test`,
    relationship: 'Spouse',
    foreigner: 'N',
    lifeAssuredClntNo: `CLNT${n}`,
    hasActiveRequest: false,
    policies: [createPatientPolicy()],
    ...overrides,
  };
}

export function createDoctorClinic(overrides: Partial<DoctorClinic> = {}): DoctorClinic {
  const n = next();
  return {
    clinicId: `clinic-${n}`,
    clinicCode: `C${n}`,
    clinicName: `Clinic ${n}`,
    clinicAddress: `${n} Orchard Road`,
    doctorclinicEmailaddress: `clinic${n}@clinic.test`,
    ...overrides,
  };
}

/** A doctor of the insurer with one clinic. */
export function createDoctor(overrides: Partial<Doctor> = {}): Doctor {
  const n = next();
  return {
    doctorId: `doctor-${n}`,
    doctorName: `Doctor ${n}`,
    doctorMcrno: `M${String(n).padStart(5, '0')}A`,
    clinics: [createDoctorClinic()],
    ...overrides,
  };
}

/**
 * The public certificate check's answer, by outcome: the certificate's details only when it was
 * confirmed (the request's status now: APP while approved or expired, AMEND after an amendment),
 * with an approval of a surgery line's two fees, the attendance fee and the hospital charges.
 */
export function createCertificateVerification(
  outcome: CertificateVerification['outcome'] = 'approved',
  overrides: Partial<NonNullable<CertificateVerification['certificate']>> = {},
): CertificateVerification {
  const M = VERIFICATION_MESSAGES;
  if (outcome === 'not-confirmed') {
    return { outcome, message: M.notConfirmed, certificate: null };
  }
  const messages = {
    approved: M.approved,
    expired: M.expired,
    'no-longer-approved': M.noLongerApproved,
  };
  return {
    outcome,
    message: messages[outcome],
    certificate: {
      insurerName: 'Test Insurer',
      erefNo: `PA2026-${String(next()).padStart(6, '0')}`,
      statusCode: outcome === 'no-longer-approved' ? 'AMEND' : 'APP',
      decisionDate: '2026-11-20',
      validUntil: '2026-12-20',
      approvedTotal: '5670.00',
      lines: [
        { fee: 'surgeon', index: 0, approvedAmount: '3500.00' },
        { fee: 'anaesthetist', index: 0, approvedAmount: '1220.00' },
        { fee: 'attendance', index: null, approvedAmount: '150.00' },
        { fee: 'hospital-charges', index: null, approvedAmount: '800.00' },
      ],
      ...overrides,
    },
  };
}
