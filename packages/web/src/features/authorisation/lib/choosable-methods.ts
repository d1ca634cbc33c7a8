import {
  type AuthMode,
  DEFAULT_AUTH_METHOD,
  offeredAuthModes,
  type SubmitAuthMethod,
  submitAuthMethodSchema,
} from '@preauth/shared';

/**
 * The methods the authorise screen offers (000 §2.8): the server's valid entries with a
 * description and a known code, of those the policyholder can carry out here — a PIN (EMAIL, SMS),
 * the Singpass login (SP) or the remote-authentication password (REM, 000 §2.2; issue 25).
 */
export function choosableMethods(modes: readonly AuthMode[]): SubmitAuthMethod[] {
  return offeredAuthModes(modes)
    .map((mode) => mode.authCode)
    .filter((code): code is SubmitAuthMethod => submitAuthMethodSchema.safeParse(code).success);
}

/** EMAIL when offered (000 §9), otherwise the first offered; null when none is. */
export function defaultMethod(offered: readonly SubmitAuthMethod[]): SubmitAuthMethod | null {
  return offered.includes(DEFAULT_AUTH_METHOD) ? DEFAULT_AUTH_METHOD : (offered[0] ?? null);
}
