import type { GetAuthorizeResponse, LoginResponse, PinState, UserInfo } from '@preauth/shared';
import { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { toasterProps } from '../../lib/toaster';
import { createUserInfo } from '../../testing/data-generators';
import { renderWithProviders } from '../../testing/test-utils';
import { AuthorisationActionRoute } from './routes/authorisation-action';
import { AuthorisationPinRoute } from './routes/authorisation-pin';
import { PolicyholderVerificationRoute } from './routes/policyholder-verification';
import { RemoteAuthenticationRoute } from './routes/remote-authentication';
import { SingpassCallbackRoute } from './routes/singpass-callback';

export const INSURER = 'INS';
export const PA_ID = '3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f607';
export const EREF = 'PA2026-000042';
export const USER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';

/** The policyholder authorising, as the protected layout provides them. */
export const policyholder = (overrides: Partial<UserInfo> = {}) =>
  createUserInfo({ userId: USER_ID, insurerCode: INSURER, ...overrides });

/** The PIN in flight as the send answers it (a new one, or the one already sent). */
export const createPinState = (overrides: Partial<PinState> = {}): PinState => ({
  pinSentTo: 'j***n@mail.sg',
  pinSentAt: '2026-11-27T09:00:00.000Z',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
  delivery: 'sending',
  ...overrides,
});

/**
 * Test helper: this feature's screens at `path`, for a logged-in policyholder (the public ones
 * ignore it), with the toaster. `failures` are what the error notifications would say;
 * `startSession` is what the app passes to the verification page (a login's).
 */
export function renderAuthorisationAt(
  path: string,
  {
    user = policyholder(),
    startSession = () => undefined,
  }: {
    user?: UserInfo;
    startSession?: (answer: GetAuthorizeResponse | LoginResponse) => void;
  } = {},
) {
  const failures: string[] = [];
  const view = renderWithProviders(
    <>
      <Routes>
        <Route
          path="verify"
          element={<PolicyholderVerificationRoute startSession={startSession} />}
        />
        <Route
          path="remote-authentication"
          element={<RemoteAuthenticationRoute startSession={startSession} />}
        />
        <Route path="spcb" element={<SingpassCallbackRoute />} />
        <Route path="request/:id/:action" element={<AuthorisationActionRoute />} />
        <Route path="request/:id/:action/:method" element={<AuthorisationPinRoute />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Toaster {...toasterProps} />
    </>,
    {
      path,
      currentUser: user,
      onCallError: (error, kind) => failures.push(errorMessage(error, kind)),
    },
  );
  return { ...view, failures };
}
