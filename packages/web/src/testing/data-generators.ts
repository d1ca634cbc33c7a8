import type { ErrorEnvelope, LoginResponse, UserInfo } from '@preauth/shared';

let sequence = 0;
const next = () => ++sequence;

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
