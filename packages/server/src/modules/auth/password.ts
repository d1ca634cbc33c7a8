import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the account does not exist, so a wrong username takes as long as a
// wrong password and the timing tells nothing. Same parameters as `hashPassword`; a hash of random
// bytes thrown away, computed once rather than at every start.
const UNKNOWN_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xKMukbrdnX6CC6Lz5DX7CA$V06FYNhfBRE9Qgy3vWv+4Ch4zQrgpG0hcZ8PtPTgLS8';

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await verify(UNKNOWN_ACCOUNT_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}
