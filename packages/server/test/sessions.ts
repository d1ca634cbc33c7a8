import type { UserType } from '@preauth/shared';
import type { App } from '../src/app';
import type { Database } from '../src/core/db/database';
import { createUser, TEST_PASSWORD } from './factories';

export interface SessionUser {
  userType?: UserType;
  name?: string;
  policyholderId?: string;
  patientId?: string;
  consultantId?: string;
  doctorId?: string;
}

let logins = 0;

/** Logs a new user of the insurer in through the API and answers its bearer token. */
export async function sessionToken(
  app: App,
  db: Database,
  insurerId: string,
  sessionUser: SessionUser = {},
): Promise<string> {
  return (await loggedInUser(app, db, insurerId, sessionUser)).token;
}

/**
 * Logs a new user of the insurer in through the API; answers the user, its bearer token (also
 * as an Authorization header value) and its insurer's code.
 */
export async function loggedInUser(
  app: App,
  db: Database,
  insurerId: string,
  { userType, ...links }: SessionUser = {},
) {
  const user = await createUser(db, { insurerId, userType, overrides: links });
  logins += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    // Each login from its own address, clear of the per-address login rate limit.
    remoteAddress: `10.1.${Math.floor(logins / 250)}.${(logins % 250) + 1}`,
    payload: { username: user.email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.statusCode}`);
  const { access_token: token, userInfo } = response.json<{
    access_token: string;
    userInfo: { insurerCode: string };
  }>();
  return { user, token, authorization: `Bearer ${token}`, insurerCode: userInfo.insurerCode };
}
