import {
  DEFAULT_INSURER_POLICY,
  requestPolicyOf,
  type BusinessOfficeParams,
  type LinkSessionResponse,
} from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { writeLinkSession } from '../../lib/link-session';
import { json, type Routes as FakeRoutes, stubFetch } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/test-utils';
import { OfficeAcknowledgementRoute } from './routes/office-acknowledgement';
import { OfficeInputRoute } from './routes/office-input';
import { OfficeOtpRoute } from './routes/office-otp';
import { OfficeVerificationRoute } from './routes/office-verification';

export const INSURER = 'INS';
export const EREF = 'PA2026-000077';
export const ADDRESS = { role: 'business-office', insurerCode: INSURER, erefNo: EREF } as const;
export const BASE = `/${INSURER}/${EREF}/bo`;
export const PA_ID = '5a0c2d4e-6f71-4b8a-9c0d-1e2f3a4b5c6d';
export const DETAIL_ID = '6a1f9d2e-7b1c-4e55-8f0a-2c9d3b7e4a10';
export const LINE_ID = '0b4c5f9e-3a41-4f0e-9c55-3a3f1b6f2d11';
export const PARAMS_CALL = `GET /api/business-office/${PA_ID}/params`;
export const SUBMIT_CALL = `PUT /api/insurers/${INSURER}/business-office/${PA_ID}`;

/** The office's link session as the identity or PIN check answers it. */
export function createOfficeSession(
  overrides: Partial<LinkSessionResponse> = {},
): LinkSessionResponse {
  return {
    access_token: 'office.pending-token',
    role: 'business-office',
    paId: PA_ID,
    erefNo: EREF,
    insurerCode: INSURER,
    stage: 'pin-required',
    pinSentTo: 'b***e@hospital.example.sg',
    pinSentAt: '2026-11-27T09:00:00.000Z',
    resendAfterSeconds: 60,
    expiresInSeconds: 600,
    ...overrides,
  };
}

/** The office's data (001 §3): one surgery line, one other fee, two diagnoses. */
export function createOfficeParams(
  overrides: Partial<BusinessOfficeParams> = {},
): BusinessOfficeParams {
  return {
    paId: PA_ID,
    insurerCode: INSURER,
    insurerName: 'Demo Insurance',
    erefNo: EREF,
    statusCode: 'PEN-AI',
    boEmail: 'business-office@hospital.example.sg',
    clinicName: 'Lee Surgery Clinic',
    hospitalName: 'Harbourfront General Hospital',
    details: {
      paDetail: {
        padetailId: DETAIL_ID,
        paId: PA_ID,
        erefNo: EREF,
        doctorAttendancefee: '100.00',
        totalHospitalcharges: '1200.00',
        totalBill: '2800.00',
        icdDesc1: 'Inguinal hernia',
        icdDesc2: null,
        icdDesc3: 'Gallstones',
        policyHolderName: 'Jane Tan',
        policyHolderNric: '*****567D',
      },
      surgeryDetails: [
        {
          id: LINE_ID,
          tospCode: 'SF701H',
          tospDescription: 'Hernia repair',
          surgeonfee: '1000.00',
          surgeonfeeJustification: 'Recurrent hernia',
          anaesthetistfee: '400.00',
          anaesthetistfeeJustification: null,
        },
      ],
      otherFees: [{ feesCode: 'LAB', feesDescription: 'Laboratory', feesAmount: '100.00' }],
    },
    requestPolicy: requestPolicyOf(DEFAULT_INSURER_POLICY),
    ...overrides,
  };
}

/** The fee types the other fees' autocomplete offers. */
export const FEE_TYPES: FakeRoutes = {
  'GET /api/lookups/fees': () =>
    json(200, [
      { feesCode: 'LAB', feesDescription: 'Laboratory' },
      { feesCode: 'IMG', feesDescription: 'Imaging' },
      { feesCode: 'PHY', feesDescription: 'Physiotherapy' },
    ]),
};

/** A verified office session in this tab, and a fake server answering its data and fee types. */
export function stubOfficeInput(routes: FakeRoutes = {}, params = createOfficeParams()) {
  writeLinkSession(
    ADDRESS,
    createOfficeSession({ access_token: 'office.verified', stage: 'verified' }),
  );
  return stubFetch({ [PARAMS_CALL]: () => json(200, params), ...FEE_TYPES, ...routes });
}

/**
 * Test helper: the office's link pages at `path`, with nobody logged in. `failures` are what the
 * error notifications would say.
 */
export function renderOfficeAt(path: string) {
  const failures: string[] = [];
  const view = renderWithProviders(
    <Routes>
      <Route path=":insurerCode/:eRefNo/bo/verification" element={<OfficeVerificationRoute />} />
      <Route path=":insurerCode/:eRefNo/bo/otp" element={<OfficeOtpRoute />} />
      <Route path=":insurerCode/:eRefNo/bo/input" element={<OfficeInputRoute />} />
      <Route
        path=":insurerCode/:eRefNo/bo/acknowledgment/:id"
        element={<OfficeAcknowledgementRoute />}
      />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { path, onCallError: (error, kind) => failures.push(errorMessage(error, kind)) },
  );
  return { ...view, failures };
}
