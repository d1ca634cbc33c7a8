import {
  DEFAULT_INSURER_POLICY,
  requestPolicyOf,
  type DoctorDraftJson,
  type DoctorParams,
  type LinkSessionResponse,
} from '@preauth/shared';
import { createDoctorForm } from '@preauth/shared/testing';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { json, type Routes as FakeRoutes, stubFetch } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/test-utils';
import { writeLinkSession } from '../../lib/link-session';
import { DoctorAcknowledgementRoute } from './routes/doctor-acknowledgement';
import { DoctorInputRoute } from './routes/doctor-input';
import { DoctorOtpRoute } from './routes/doctor-otp';
import { DoctorVerificationRoute } from './routes/doctor-verification';

export const INSURER = 'INS';
export const EREF = 'PA2026-000042';
export const ADDRESS = { role: 'doctor', insurerCode: INSURER, erefNo: EREF } as const;
export const BASE = `/${INSURER}/${EREF}`;
export const PA_ID = '0b6f3f1e-8a51-4c2e-9a53-6f1d2c3b4a50';

/** A link session as the identity or PIN check answers it. */
export function createLinkSessionResponse(
  overrides: Partial<LinkSessionResponse> = {},
): LinkSessionResponse {
  return {
    access_token: 'link.pending-token',
    role: 'doctor',
    paId: PA_ID,
    erefNo: EREF,
    insurerCode: INSURER,
    stage: 'pin-required',
    pinSentTo: 'd***r@clinic.example.sg',
    pinSentAt: '2026-11-27T09:00:00.000Z',
    resendAfterSeconds: 60,
    expiresInSeconds: 600,
    ...overrides,
  };
}

/**
 * Test helper: the doctor's link pages at `path`, with nobody logged in. `failures` are what the
 * error notifications would say.
 */
export function renderDoctorAt(path: string) {
  const failures: string[] = [];
  const view = renderWithProviders(
    <Routes>
      <Route path=":insurerCode/:eRefNo/verification" element={<DoctorVerificationRoute />} />
      <Route path=":insurerCode/:eRefNo/otp" element={<DoctorOtpRoute />} />
      <Route path=":insurerCode/:eRefNo/doctor-input" element={<DoctorInputRoute />} />
      <Route path=":insurerCode/:eRefNo/doctor-input/:step" element={<DoctorInputRoute />} />
      <Route
        path=":insurerCode/:eRefNo/acknowledgment/:id"
        element={<DoctorAcknowledgementRoute />}
      />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { path, onCallError: (error, kind) => failures.push(errorMessage(error, kind)) },
  );
  return { ...view, failures };
}

/** The doctor session params of the request (001 §3). */
export function createDoctorParams(overrides: Partial<DoctorParams> = {}): DoctorParams {
  return {
    paId: PA_ID,
    insurerCode: INSURER,
    insurerName: 'Demo Insurance',
    erefNo: EREF,
    createdOn: '2026-11-20T09:00:00.000Z',
    statusCode: 'SUB',
    policyHolderName: 'Jane Tan',
    policyHolderNric: '*****567D',
    patientName: 'Lim Wei Ming',
    patientNric: '*****123A',
    policyName: 'Shield Plus',
    policyRiderName: null,
    doctorEmail: 'dr.lee@clinic.example.sg',
    clinicName: 'Lee Surgery Clinic',
    clinicCode: 'CL001',
    clinicId: 'clinic-1',
    doctorInfo: { doctorMCRno: 'M12345A', doctorName: 'Dr Lee Kah Wai', doctorId: 'doctor-1' },
    doctorId: 'doctor-1',
    mcrNo: 'M12345A',
    details: null,
    isNonPanel: null,
    amendment: null,
    requestPolicy: requestPolicyOf(DEFAULT_INSURER_POLICY),
    ...overrides,
  };
}

/** The lookups the steps ask, with a few entries each. */
export const LOOKUPS: FakeRoutes = {
  'GET /api/lookups/admission-types': () =>
    json(200, [
      { admissionCode: 'EL', admissionDesc: 'Elective inpatient' },
      { admissionCode: 'DY', admissionDesc: 'Day Surgery' },
    ]),
  'GET /api/lookups/hospitals': () =>
    json(200, [
      {
        hospitalId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        hospitalCode: 'MEH',
        hospitalName: 'Mount Elizabeth Hospital',
        isPanelHospital: false,
        boEmailaddress: null,
      },
    ]),
  'GET /api/lookups/icd': () =>
    json(200, [
      { icdCode: 'K40.9', icdDesc: 'Inguinal hernia' },
      { icdCode: 'K80.2', icdDesc: 'Gallstones' },
    ]),
  'GET /api/lookups/tosp': () =>
    json(200, [
      {
        tospCode: 'SF701H',
        tospDescription: 'Hernia repair',
        surgeryAgreedPrice: '1000.00',
        anaestheticAgreedPrice: '400.00',
      },
    ]),
  'GET /api/lookups/comorbidities': () =>
    json(200, [{ comorbidityCode: 'HTN', comorbidityDesc: 'Hypertension' }]),
  'GET /api/lookups/fees': () =>
    json(200, [
      { feesCode: 'LAB', feesDescription: 'Laboratory' },
      { feesCode: 'IMG', feesDescription: 'Imaging' },
    ]),
  'GET /api/lookups/wards': () =>
    json(200, [
      { wardtypeCode: 'A1', wardtypeDesc: 'Ward A1 (1 bed)' },
      { wardtypeCode: 'B2', wardtypeDesc: 'Ward B2 (6 beds)' },
    ]),
};

type DoctorServer = {
  params?: DoctorParams;
  draft?: DoctorDraftJson | null;
  version?: number;
  routes?: FakeRoutes;
};

/** The fake server's answers for the form: the params, the draft (none unless given), the lookups. */
export function doctorInputRoutes({
  params = createDoctorParams(),
  draft = null,
  version = draft ? 1 : 0,
  routes = {},
}: DoctorServer = {}): FakeRoutes {
  return {
    [`GET /api/doctor-input/${PA_ID}/params`]: () => json(200, params),
    [`GET /api/doctor-input/${PA_ID}/draft`]: () =>
      json(200, {
        draftJson: draft,
        version,
        updatedAt: draft ? '2026-11-21T10:00:00.000Z' : null,
      }),
    ...LOOKUPS,
    ...routes,
  };
}

/** A verified doctor session in this tab, and the fake server of `doctorInputRoutes`. */
export function stubDoctorInput(server: DoctorServer = {}) {
  writeLinkSession(
    ADDRESS,
    createLinkSessionResponse({ access_token: 'link.verified', stage: 'verified' }),
  );
  return stubFetch(doctorInputRoutes(server));
}

/**
 * A draft of a whole valid form (`createDoctorForm`, whose codes `LOOKUPS` answers), saved on
 * `currentStep` before the declaration is ticked.
 */
export function createCompleteDraft(overrides: Partial<DoctorDraftJson> = {}): DoctorDraftJson {
  return {
    currentStep: 'review-submit',
    ...createDoctorForm({ termsAndConditions: false }),
    ...overrides,
  };
}
