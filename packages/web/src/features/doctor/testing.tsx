import type { LinkSessionResponse } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { renderWithProviders } from '../../testing/test-utils';
import { DoctorOtpRoute } from './routes/doctor-otp';
import { DoctorVerificationRoute } from './routes/doctor-verification';

export const INSURER = 'INS';
export const EREF = 'PA2026-000042';
export const ADDRESS = { insurerCode: INSURER, erefNo: EREF };
export const BASE = `/${INSURER}/${EREF}`;

/** A link session as the identity or PIN check answers it. */
export function createLinkSessionResponse(
  overrides: Partial<LinkSessionResponse> = {},
): LinkSessionResponse {
  return {
    access_token: 'link.pending-token',
    role: 'doctor',
    paId: '42',
    erefNo: EREF,
    insurerCode: INSURER,
    stage: 'pin-required',
    pinSentTo: 'd***r@clinic.example.sg',
    resendAfterSeconds: 60,
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
      <Route path=":insurerCode/:eRefNo/doctor-input/*" element={<p>Doctor input</p>} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { path, onCallError: (error, kind) => failures.push(errorMessage(error, kind)) },
  );
  return { ...view, failures };
}
