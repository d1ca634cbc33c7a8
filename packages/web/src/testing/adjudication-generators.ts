// Test data of the insurer's console (issue 14): the work queue, the case view and its parts, the
// straight-through rules (decisions and their reasons: decision-generators.ts). Override only what the test is about.
import {
  DEFAULT_INSURER_POLICY,
  requestPolicyOf,
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueItem,
  type CaseAuditEntry,
  type CaseAuditPage,
  type CaseFees,
  type CaseHold,
  type CaseSubmission,
  type CaseView,
  type DecisionDue,
  STATUS_CODES,
  type StatusCode,
  type StraightThroughEvaluation,
  type Urgency,
} from '@preauth/shared';
import { createHistorySubmission } from './case-history-generators';
import { next } from './data-generators';

/** A hold on a case by another adjudicator, from 10:00 to 10:30 on 26-11-2026 (Singapore). */
export function createCaseHold(overrides: Partial<CaseHold> = {}): CaseHold {
  const n = next();
  return {
    adjudicatorId: `adjudicator-${n}`,
    adjudicatorName: `Adjudicator ${n}`,
    takenAt: '2026-11-26T02:00:00.000Z',
    expiresAt: '2026-11-26T02:30:00.000Z',
    heldByMe: false,
    ...overrides,
  };
}

/** A standard request's deadline: due 27-11-2026 09:00 (Singapore), 1.5 working days left. */
export function createDecisionDue(overrides: Partial<DecisionDue> = {}): DecisionDue {
  return {
    clock: 'standard',
    dueAt: '2026-11-27T01:00:00.000Z',
    workingDaysLeft: 1.5,
    hoursLeft: 36,
    overdue: false,
    ...overrides,
  };
}

/** An urgent request's mark, by its policyholder, not downgraded. */
export function createUrgency(overrides: Partial<Urgency> = {}): Urgency {
  return {
    urgent: true,
    reason: 'Admission tomorrow for suspected appendicitis',
    markedBy: 'policy-holder',
    markedAt: '2026-11-23T02:00:00.000Z',
    downgradedAt: null,
    downgradeReason: null,
    ...overrides,
  };
}

/**
 * A request of the work queue: in Processing since 24-11-2026 09:00 (Singapore), due three working
 * days later, 1.5 working days left, nobody holding it, at a non-panel hospital.
 */
export function createQueueItem(
  overrides: Partial<AdjudicationQueueItem> = {},
): AdjudicationQueueItem {
  const n = next();
  return {
    paId: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    erefNo: `PA2026-${String(n).padStart(6, '0')}`,
    statusCode: 'PRO',
    patientName: `Patient ${n}`,
    policyHolderName: `Policy Holder ${n}`,
    hospitalId: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
    hospitalName: `Hospital ${n}`,
    clinicName: `Clinic ${n}`,
    patientNricMasked: '*****567D',
    policyNumber: `POL-${n}`,
    isPanelHospital: false,
    totalRequested: '14000.00',
    receivedAt: '2026-11-24T01:00:00.000Z',
    due: createDecisionDue(),
    urgency: null,
    hold: null,
    decision: null,
    ...overrides,
  };
}

/** A page of the queue: the items given, and as many in all as there are (unless `total`). */
export function createQueue(
  list: AdjudicationQueueItem[] = [createQueueItem()],
  total = list.length,
  totalIsLowerBound = false,
): AdjudicationQueue {
  return { list, total, totalIsLowerBound };
}

/**
 * The counts per status: every status at 0 but those given, and the overdue and urgent ones in
 * Processing (the overdue ones a lower bound when `overdueIsLowerBound`).
 */
export function createQueueCounts(
  totals: Partial<Record<StatusCode, number>> = { PRO: 1 },
  overdue = 0,
  urgent = 0,
  overdueIsLowerBound = false,
): AdjudicationQueueCounts {
  return {
    statuses: STATUS_CODES.map((statusCode) => ({ statusCode, total: totals[statusCode] ?? 0 })),
    overdue,
    overdueIsLowerBound,
    urgent,
  };
}

/** The doctor's submission of a case, with one row of each kind. */
export function createCaseSubmission(overrides: Partial<CaseSubmission> = {}): CaseSubmission {
  return {
    submittedAt: '2026-11-23T06:00:00.000Z',
    admission: {
      hospitalCode: 'H01',
      hospitalName: 'Test Hospital',
      admissionDate: '2026-12-01',
      admissionCode: 'EL',
      admissionDesc: 'Elective inpatient',
      daysurgery: false,
      hospitalisationReason: 'Knee pain for three months.',
    },
    symptoms: {
      onsetsymptomsType: 'Duration',
      onsetsymptomsDate: null,
      onsetsymptomsDuration: '3 Months',
      onsetsymptomsDesc: 'Pain on climbing stairs.',
    },
    referral: { paReferral: false, referralDoctordetails: null, referralLetterName: null },
    diagnoses: [
      {
        icdCode: 'M23.2',
        icdDesc: 'Derangement of meniscus',
        firstConsultDate: '2026-09-01',
        diagnosisDate: '2026-09-15',
      },
    ],
    comorbiditiesInd: false,
    comorbidities: [],
    additionalInfo: {
      naForAddlinfo: true,
      addlinfoClinicaltrial: false,
      addlinfoAlcholdrug: false,
      addlinfoStdhiv: false,
      addlinfoMentaldisorder: false,
      addlinfoRoutinecheckkup: false,
      addlinfoElectiveprocedure: false,
      addlinfoGenetic: false,
      addlinfoSelfinflicted: false,
    },
    wardTypes: [{ wardtypeCode: 'B1', wardtypeDesc: 'Class B1 (four-bedded)', lengthStay: 2 }],
    ...overrides,
  };
}

/** The fees of a case: one procedure within its caps, the business office not yet answered. */
export function createCaseFees(overrides: Partial<CaseFees> = {}): CaseFees {
  return {
    officeUpdatedAt: null,
    officeChanged: false,
    surgeryLines: [
      {
        tospCode: 'SB811K',
        tospDescription: 'Knee, meniscectomy, arthroscopic',
        surgeonfee: {
          doctor: '4500.00',
          office: null,
          agreedPrice: '5000.00',
          cap: '5000.00',
          justification: null,
        },
        anaesthetistfee: {
          doctor: '1200.00',
          office: null,
          agreedPrice: '1500.00',
          cap: '1500.00',
          justification: null,
        },
      },
    ],
    doctorAttendancefee: { doctor: '300.00', office: null },
    totalHospitalcharges: { doctor: '8000.00', office: null },
    totalBill: { doctor: '14000.00', office: null },
    otherFees: { doctor: [], office: null },
    ...overrides,
  };
}

/**
 * Fees with one of each kind, as the doctor submitted them (no office update): a surgery line
 * (surgeon S$ 1,200, anaesthetist S$ 400, no agreed price), attendance S$ 150, one other fee of
 * S$ 80 and hospital charges of S$ 3,000, S$ 4,830 in all.
 */
export function createEveryKindOfFees(): CaseFees {
  const asSubmitted = (doctor: string) => ({
    doctor,
    office: null,
    agreedPrice: null,
    cap: null,
    justification: null,
  });
  return createCaseFees({
    surgeryLines: [
      {
        tospCode: 'SA701K',
        tospDescription: 'Appendicectomy',
        surgeonfee: asSubmitted('1200.00'),
        anaesthetistfee: asSubmitted('400.00'),
      },
    ],
    doctorAttendancefee: { doctor: '150.00', office: null },
    totalHospitalcharges: { doctor: '3000.00', office: null },
    totalBill: { doctor: '4830.00', office: null },
    otherFees: {
      doctor: [{ feesCode: 'LAB', feesDescription: 'Laboratory tests', feesAmount: '80.00' }],
      office: null,
    },
  });
}

/**
 * Everything a case holds, as the adjudicator's case view answers it: in Processing since
 * 24-11-2026 09:00 (Singapore), due 27-11-2026 09:00, nobody holding it, submitted by the doctor,
 * not evaluated by straight-through rules.
 */
export function createCaseView(overrides: Partial<CaseView> = {}): CaseView {
  const n = next();
  return {
    paId: `00000000-0000-4001-a000-${String(n).padStart(12, '0')}`,
    erefNo: `PA2026-${String(n).padStart(6, '0')}`,
    insurerCode: 'INS',
    statusCode: 'PRO',
    statusSince: '2026-11-24T01:00:00.000Z',
    createdOn: '2026-11-20T02:00:00.000Z',
    createdBy: `Policy Holder ${n}`,
    creatorRole: 'policy-holder',
    due: createDecisionDue(),
    urgency: null,
    hold: null,
    straightThrough: null,
    policyholder: {
      policyholderId: `holder-${n}`,
      name: `Policy Holder ${n}`,
      nric: 'S1234567A',
      contactNo: '+6591234567',
      emailAddress: `holder${n}@example.test`,
    },
    patient: {
      patientId: `patient-${n}`,
      name: `Patient ${n}`,
      nric: 'T0123123B',
      dateOfBirth: '2010-03-14',
      emailAddress: `patient${n}@example.test`,
      relationship: 'Child',
      foreigner: false,
    },
    policy: {
      policyId: `policy-${n}`,
      policyName: 'Shield Plan',
      policyNumber: `POL${n}`,
      riderId: `rider-${n}`,
      riderName: 'Shield Rider',
      riderNumber: `RID${n}`,
      fcNotifyFlag: false,
      riderFcNotifyFlag: false,
    },
    doctor: {
      doctorId: `doctor-${n}`,
      doctorName: `Doctor ${n}`,
      doctorMcrno: `M${String(n).padStart(5, '0')}A`,
      clinicId: `clinic-${n}`,
      clinicName: `Clinic ${n}`,
      clinicCode: `C${n}`,
      emailAddress: `doctor${n}@clinic.test`,
    },
    hospital: {
      hospitalId: `hospital-${n}`,
      hospitalName: 'Test Hospital',
      isPanel: false,
      businessOfficeEmail: null,
    },
    reasons: { cancelReason: null, amendReason: null, rejectReason: null },
    decision: null,
    history: [createHistorySubmission({ submittedAt: '2026-11-24T01:00:00.000Z' })],
    submission: createCaseSubmission(),
    fees: createCaseFees(),
    uploads: [],
    attachments: [],
    statuses: [
      { statusCode: 'SUB', createdOn: '2026-11-20T02:00:00.000Z', actorType: 'policy-holder' },
      { statusCode: 'PRO', createdOn: '2026-11-24T01:00:00.000Z', actorType: 'doctor' },
    ],
    audit: createCaseAuditPage([
      createCaseAuditEntry({
        occurredAt: '2026-11-20T02:00:00.000Z',
        action: 'request.created',
        actorType: 'policy-holder',
        actorId: `holder-${n}`,
        actorName: `Policy Holder ${n}`,
      }),
    ]),
    requestPolicy: requestPolicyOf(DEFAULT_INSURER_POLICY),
    ...overrides,
  };
}

/** An entry of a case's audit: an adjudicator's opening unless overridden. */
export function createCaseAuditEntry(overrides: Partial<CaseAuditEntry> = {}): CaseAuditEntry {
  const n = next();
  return {
    id: n,
    occurredAt: '2026-11-26T02:05:00.000Z',
    action: 'case.viewed',
    actorType: 'insurer-adjudicator',
    actorId: `user-${n}`,
    actorName: `Adjudicator ${n}`,
    details: null,
    ...overrides,
  };
}

/** A page of a case's audit: `entries`, of `total` in all (just these unless told). */
export function createCaseAuditPage(
  entries: CaseAuditEntry[],
  total = entries.length,
): CaseAuditPage {
  return { entries, total };
}

/** What the straight-through rules made of a case: version 1 approved it automatically. */
export function createStraightThroughEvaluation(
  overrides: Partial<StraightThroughEvaluation> = {},
): StraightThroughEvaluation {
  return {
    ruleVersion: 1,
    evaluatedAt: '2026-11-24T01:00:05.000Z',
    outcome: 'pass',
    failed: [],
    approvedAutomatically: true,
    reversedAt: null,
    ...overrides,
  };
}
