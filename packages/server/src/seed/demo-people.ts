import { nricCheckLetter } from '@preauth/shared';

/** Every demo account's password, printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'demo-password';
/**
 * argon2id of DEMO_PASSWORD with the login's parameters (19 MiB, 2 passes), computed once: the
 * password is public, and hashing it at every first start cost start-up time (issue 10).
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$/Re8EE++meHddReF5KdWLw$MkMMtDL7h/0SbxAilpixHsaz6dB3JPktQTLIJaU8QVA';

/** A synthetic NRIC/FIN that passes the check-digit rules. */
const nric = (prefix: string, digits: string) =>
  `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;

export interface DemoPatient {
  relationship: string;
  name: string;
  nric: string;
  dob: string;
  email: string;
  foreigner: boolean;
  /** The request created for this patient at seed time, so it shows as having an active one. */
  hasActiveRequest?: boolean;
  /**
   * A request of this patient waits for the insurer's decision: it reached Processing this many
   * hours before the demo data was made (the work queue's demo; before the rules' first version,
   * so the straight-through sweep leaves it to an adjudicator).
   */
  inProcessingForHours?: number;
  /**
   * The patient's consultant (the demo agent) raised a request for them this many hours before the
   * demo data was made, which waits for the policyholder's authorisation (the agent's dashboard
   * shows its window's time left and can send the link again).
   */
  awaitingAuthorisationForHours?: number;
  /** The consultant serving this patient's policy; by default the insurer's take turns. */
  consultantIndex?: number;
}

export interface DemoPolicyholder {
  login: string;
  name: string;
  nric: string;
  dob: string;
  contactNo: string;
  patients: DemoPatient[];
}

/** The first demo doctor, whom every demo request names (seed-demo.ts `seedProviders`). */
const DEMO_DOCTOR_MCR_NO = 'M12345A';

export interface DemoInsurer {
  code: string;
  name: string;
  emailDomain: string;
  policyPrefix: string;
  planName: string;
  riderName: string;
  consultants: { name: string; gender: 'M' | 'F'; email: string; contactNo: string }[];
  policyholders: DemoPolicyholder[];
  /** Staff and other logins: [email, name, user type, what it links to]. */
  staff: {
    login: string;
    name: string;
    userType: 'insurance-agent' | 'insurer-adjudicator' | 'insured-patient' | 'doctor';
    consultantIndex?: number;
    patientOf?: { policyholderIndex: number; relationship: string };
    /** A doctor login's doctor record (record 084): whose requests its home lists. */
    doctorMcrNo?: string;
  }[];
}

const family = (
  login: string,
  surname: string,
  given: string,
  seed: number,
  spouseName: string,
  childName: string,
  foreignerName: string,
  more: DemoPatient[] = [],
): DemoPolicyholder => {
  const holder = `${surname} ${given}`;
  return {
    login,
    name: holder,
    nric: nric('S', String(8012345 + seed)),
    dob: `198${seed % 10}-03-14`,
    contactNo: `+6591234${String(500 + seed).padStart(3, '0')}`,
    patients: [
      {
        relationship: 'SELF',
        name: holder,
        nric: nric('S', String(8012345 + seed)),
        dob: `198${seed % 10}-03-14`,
        email: login,
        foreigner: false,
      },
      {
        relationship: 'SPOUSE',
        name: spouseName,
        nric: nric('S', String(8256789 + seed)),
        dob: `198${(seed + 2) % 10}-07-02`,
        email: `spouse.${login}`,
        foreigner: false,
      },
      {
        relationship: 'CHILD',
        name: childName,
        nric: nric('T', String(1234567 + seed)),
        dob: '2012-11-30',
        email: `child.${login}`,
        foreigner: false,
        hasActiveRequest: true,
      },
      {
        relationship: 'EMPLOYEE',
        name: foreignerName,
        nric: nric('G', String(5123456 + seed)),
        dob: '1990-05-21',
        email: `helper.${login}`,
        foreigner: true,
      },
      ...more,
    ],
  };
};

/**
 * A family whose requests wait in the insurer's work queue, one per patient given an age in hours
 * (self, spouse, then the employee; the child keeps its request at the doctor's), so a fresh
 * console shows a queue with an overdue request, one due soon and one just received.
 */
const waitingFamily = (family: DemoPolicyholder, hours: number[]): DemoPolicyholder => {
  const ages = [...hours];
  return {
    ...family,
    patients: family.patients.map((patient) =>
      patient.hasActiveRequest || patient.awaitingAuthorisationForHours !== undefined
        ? patient
        : { ...patient, inProcessingForHours: ages.shift() },
    ),
  };
};

/**
 * The authorisation methods each demo insurer configures for its policyholders (000 §7 auth
 * modes), in order. The invalid entry shows the screen's filter (only valid entries are offered).
 */
export const DEMO_AUTH_MODES = [
  { authCode: 'SP', authDesc: 'Singpass', validflag: true },
  { authCode: 'EMAIL', authDesc: 'Email', validflag: true },
  { authCode: 'SMS', authDesc: 'SMS', validflag: true },
  { authCode: 'REM', authDesc: 'Remote Authentication', validflag: true },
  { authCode: 'TOKEN', authDesc: 'Hardware token', validflag: false },
] as const;

export const DEMO_INSURERS: DemoInsurer[] = [
  {
    code: 'AURORA',
    name: 'Aurora Life Assurance',
    emailDomain: 'aurora.demo.sg',
    policyPrefix: 'AUR',
    planName: 'Aurora Shield Plan A',
    riderName: 'Aurora Shield Plus Rider',
    consultants: [
      {
        name: 'Rachel Lim',
        gender: 'F',
        email: 'rachel.lim@aurora.demo.sg',
        contactNo: '+6591110001',
      },
      {
        name: 'Daniel Koh',
        gender: 'M',
        email: 'daniel.koh@aurora.demo.sg',
        contactNo: '+6591110002',
      },
    ],
    policyholders: [
      family(
        'policyholder@demo.sg',
        'Tan',
        'Wei Ming',
        0,
        'Lee Mei Ling',
        'Tan Jia Hui',
        'Maria Santos',
        // The agent's own clients: requests it raises for them wait for this policyholder.
        [
          {
            relationship: 'FATHER',
            name: 'Tan Ah Kow',
            nric: nric('S', '1512345'),
            dob: '1955-08-09',
            email: 'father.policyholder@demo.sg',
            foreigner: false,
            consultantIndex: 0,
          },
          {
            relationship: 'MOTHER',
            name: 'Lim Siew Hoon',
            nric: nric('S', '1634567'),
            dob: '1958-01-23',
            email: 'mother.policyholder@demo.sg',
            foreigner: false,
            consultantIndex: 0,
          },
        ],
      ),
      family(
        'policyholder2@demo.sg',
        'Nur Aisyah',
        'binte Rahman',
        7,
        'Muhammad Faiz bin Ali',
        'Nur Iman binte Muhammad Faiz',
        'Siti Rahayu',
        // The second demo insured patient, with no request: the browser journeys raise one for
        // him as himself (a patient has one open request at a time).
        [
          {
            relationship: 'FATHER',
            name: 'Rahman bin Yusof',
            nric: nric('S', '1423456'),
            dob: '1957-06-12',
            email: 'father.policyholder2@demo.sg',
            foreigner: false,
          },
        ],
      ),
      // Names in Chinese characters too, as the insurer's screens and certificates must show them.
      // The spouse is the demo insured patient; the mother's request, raised by the agent, waits
      // for the policyholder's authorisation.
      waitingFamily(
        family(
          'policyholder3@demo.sg',
          'Chen',
          'Xiao Hua 陈晓华',
          5,
          'Wang Mei Ling 王美玲',
          'Chen Jun Jie 陈俊杰',
          'Dewi Lestari',
          [
            {
              relationship: 'MOTHER',
              name: 'Zhang Li Hua 张丽华',
              nric: nric('S', '1745678'),
              dob: '1956-04-18',
              email: 'mother.policyholder3@demo.sg',
              foreigner: false,
              consultantIndex: 0,
              awaitingAuthorisationForHours: 20,
            },
          ],
        ),
        [8 * 24, 2 * 24, 3],
      ),
    ],
    staff: [
      {
        login: 'agent@demo.sg',
        name: 'Rachel Lim',
        userType: 'insurance-agent',
        consultantIndex: 0,
      },
      { login: 'adjudicator@demo.sg', name: 'Grace Ong', userType: 'insurer-adjudicator' },
      // A second adjudicator, to approve a rule change the first proposes (four eyes).
      { login: 'adjudicator2@demo.sg', name: 'Marcus Tan', userType: 'insurer-adjudicator' },
      // policyholder3's spouse: past requests (approved ones with their certificates) and one
      // waiting for the insurer. Not policyholder@demo.sg's spouse, whom the README and the
      // browser journeys raise new requests for (a patient has one open request at a time).
      {
        login: 'patient@demo.sg',
        name: 'Wang Mei Ling 王美玲',
        userType: 'insured-patient',
        patientOf: { policyholderIndex: 2, relationship: 'SPOUSE' },
      },
      // policyholder2's father, free to raise a request for himself (policyholder2 authorises it).
      {
        login: 'patient2@demo.sg',
        name: 'Rahman bin Yusof',
        userType: 'insured-patient',
        patientOf: { policyholderIndex: 1, relationship: 'FATHER' },
      },
      // The doctor the demo requests name: a fresh start shows requests waiting and decided.
      {
        login: 'doctor@demo.sg',
        name: 'Dr Alan Chua',
        userType: 'doctor',
        doctorMcrNo: DEMO_DOCTOR_MCR_NO,
      },
    ],
  },
  {
    code: 'BEACON',
    name: 'Beacon Assurance',
    emailDomain: 'beacon.demo.sg',
    policyPrefix: 'BCN',
    planName: 'Beacon MediCare Gold',
    riderName: 'Beacon MediCare Gold Rider',
    consultants: [
      {
        name: 'Priya Nair',
        gender: 'F',
        email: 'priya.nair@beacon.demo.sg',
        contactNo: '+6592220001',
      },
    ],
    policyholders: [
      family(
        'policyholder@insurer2.demo.sg',
        'Muthu',
        'Raj s/o Krishnan',
        3,
        'Kavitha d/o Subramaniam',
        'Arun s/o Muthu Raj',
        'Rosa Dela Cruz',
      ),
      waitingFamily(
        family(
          'policyholder2@insurer2.demo.sg',
          'Lim',
          'Boon Huat',
          9,
          'Goh Siew Ling',
          'Lim Wei Xiang',
          'Ana Reyes',
        ),
        [7 * 24, 30, 2],
      ),
    ],
    staff: [
      {
        login: 'agent@insurer2.demo.sg',
        name: 'Priya Nair',
        userType: 'insurance-agent',
        consultantIndex: 0,
      },
      {
        login: 'adjudicator@insurer2.demo.sg',
        name: 'Benjamin Teo',
        userType: 'insurer-adjudicator',
      },
      {
        login: 'adjudicator2@insurer2.demo.sg',
        name: 'Siti Nurhaliza binte Ismail',
        userType: 'insurer-adjudicator',
      },
    ],
  },
];

export const DEMO_DOCTORS = [
  { name: 'Alan Chua', mcrNo: DEMO_DOCTOR_MCR_NO },
  { name: 'Sarah Wong', mcrNo: 'M23456B' },
  { name: 'Rajesh Kumar', mcrNo: 'M34567C' },
  { name: 'Michelle Tay', mcrNo: 'M45678D' },
];

export const DEMO_CLINICS = [
  {
    code: 'CL001',
    name: 'Orchard Surgical Clinic',
    address: '1 Orchard Boulevard, #08-01, Singapore 248649',
  },
  {
    code: 'CL002',
    name: 'Novena Orthopaedic Centre',
    address: '38 Irrawaddy Road, #10-22, Singapore 329563',
  },
  {
    code: 'CL003',
    name: 'Tampines Family Specialists',
    address: '9 Tampines Central 1, #03-15, Singapore 529541',
  },
];

export const DEMO_HOSPITALS = [
  { code: 'HSP01', name: 'Harbourfront General Hospital', isPanel: true },
  { code: 'HSP02', name: 'Eastside Day Surgery Centre', isPanel: true },
  { code: 'HSP03', name: 'Bukit Timah Specialist Hospital', isPanel: false },
  { code: 'HSP04', name: 'Jurong Community Hospital', isPanel: false },
];
