import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the account does not exist, so a wrong username takes as long as a
// wrong password and the timing tells nothing.
const UNKNOWN_ACCOUNT_HASH = hash('no-such-account-placeholder');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await UNKNOWN_ACCOUNT_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}
