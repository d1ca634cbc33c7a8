// Test data of the insurer's console (issue 14): the work queue, the case view and its parts, the
// coded reasons, the holiday table and the turnaround. Override only what the test is about.
import {
  type AdjudicationQueue,
  type AdjudicationQueueCounts,
  type AdjudicationQueueItem,
  type CaseFees,
  type CaseHold,
  type CaseSubmission,
  type CaseView,
  type DecisionReason,
  type Holiday,
  type HolidayList,
  STATUS_CODES,
  type StatusCode,
  type Turnaround,
  type TurnaroundWeek,
} from '@preauth/shared';
import { next } from './data-generators';

/** A coded reason of the insurer's list: a reduction reason unless `kind` says otherwise. */
export function createDecisionReason(overrides: Partial<DecisionReason> = {}): DecisionReason {
  const n = next();
  return { kind: 'reduction', code: `RED-${n}`, label: `Reduction reason ${n}`, ...overrides };
}

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
    isPanelHospital: false,
    totalRequested: '14000.00',
    receivedAt: '2026-11-24T01:00:00.000Z',
    due: { dueAt: '2026-11-27T01:00:00.000Z', workingDaysLeft: 1.5, overdue: false },
    hold: null,
    ...overrides,
  };
}

/** A page of the queue: the items given, and as many in all as there are (unless `total`). */
export function createQueue(
  list: AdjudicationQueueItem[] = [createQueueItem()],
  total = list.length,
): AdjudicationQueue {
  return { list, total };
}

/** The counts per status: every status at 0 but those given, and the overdue ones in Processing. */
export function createQueueCounts(
  totals: Partial<Record<StatusCode, number>> = { PRO: 1 },
  overdue = 0,
): AdjudicationQueueCounts {
  return {
    statuses: STATUS_CODES.map((statusCode) => ({ statusCode, total: totals[statusCode] ?? 0 })),
    overdue,
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
    due: { dueAt: '2026-11-27T01:00:00.000Z', workingDaysLeft: 1.5, overdue: false },
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
    submission: createCaseSubmission(),
    fees: createCaseFees(),
    uploads: [],
    statuses: [
      { statusCode: 'SUB', createdOn: '2026-11-20T02:00:00.000Z', actorType: 'policy-holder' },
      { statusCode: 'PRO', createdOn: '2026-11-24T01:00:00.000Z', actorType: 'doctor' },
    ],
    audit: [
      {
        occurredAt: '2026-11-20T02:00:00.000Z',
        action: 'request.created',
        actorType: 'policy-holder',
        actorId: `holder-${n}`,
        actorName: `Policy Holder ${n}`,
        details: null,
      },
    ],
    ...overrides,
  };
}

/** A holiday of the insurer's table: a weekday of 2026, not a day off in lieu. */
export function createHoliday(overrides: Partial<Holiday> = {}): Holiday {
  const n = next();
  return { date: '2026-08-10', name: `Holiday ${n}`, observed: false, ...overrides };
}

/** A year's holidays, as the API lists them (in date order). */
export function createHolidayList(
  holidays: Holiday[] = [createHoliday()],
  year = Number(holidays[0]?.date.slice(0, 4) ?? 2026),
): HolidayList {
  return { year, holidays: [...holidays].sort((a, b) => a.date.localeCompare(b.date)) };
}

type WeekNumbers = Pick<TurnaroundWeek, 'decisions' | 'timing' | 'expiries'>;

/**
 * A week's (or a period's) numbers: `decisions` approvals, half timed within the 3 working days,
 * a median of 1.5 and a 90th percentile of 3.5 working days, no expiries; none timed without a
 * decision.
 */
export function createTurnaroundNumbers(
  decisions = 4,
  overrides: Partial<WeekNumbers> = {},
): WeekNumbers {
  const within = Math.ceil(decisions / 2);
  return {
    decisions: { total: decisions, approved: decisions, rejected: 0, amendmentRequested: 0 },
    timing: {
      timed: decisions,
      medianWorkingDays: decisions ? 1.5 : null,
      p90WorkingDays: decisions ? 3.5 : null,
      withinTarget: within,
      withinTargetShare: decisions ? Math.round((within / decisions) * 1000) / 1000 : null,
    },
    expiries: { total: 0, 'DOC-EXP': 0, 'BO-EXP': 0, 'REM-EXP': 0 },
    ...overrides,
  };
}

/** A whole week (Monday 02-11-2026 unless `weekStart` says otherwise) with 4 decisions. */
export function createTurnaroundWeek(overrides: Partial<TurnaroundWeek> = {}): TurnaroundWeek {
  const weekStart = overrides.weekStart ?? '2026-11-02';
  const sunday = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * 86_400_000);
  return {
    weekStart,
    from: weekStart,
    to: sunday.toISOString().slice(0, 10),
    ...createTurnaroundNumbers(),
    ...overrides,
  };
}

/**
 * The turnaround of the weeks given (one ordinary week unless told), from the first week's first
 * day to the last one's last day; the period's numbers are an ordinary 4 decisions unless
 * `overrides` say otherwise.
 */
export function createTurnaround(
  weeks: TurnaroundWeek[] = [createTurnaroundWeek()],
  overrides: Partial<Turnaround> = {},
): Turnaround {
  return {
    from: weeks[0]?.from ?? '2026-11-02',
    to: weeks.at(-1)?.to ?? '2026-11-08',
    targetWorkingDays: 3,
    ...createTurnaroundNumbers(),
    weeks,
    ...overrides,
  };
}
