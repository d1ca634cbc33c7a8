import {
  AUTHORISATION_DECISIONS,
  type AuthorisationDecision,
  type PinState,
  submitAuthMethodSchema,
  type SubmitAuthMethod,
} from '@preauth/shared';
import { z } from 'zod';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { readStoredJson } from '../../../lib/stored-json';

/**
 * The authorisation under way in this tab (000 §4: "the method SP, the paId and the user info are
 * stored in session storage"; the user info is the session's own `userInfo`). Kept under the
 * method's key, which the acknowledgement clears (000 §2.10). It carries the decision too, since
 * a reject also needs a verified PIN or a Singpass login first, and the PIN's recipient and
 * countdown, so a reload of the PIN screen keeps them. It survives the Singpass round trip: the
 * callback comes back in the same tab.
 */
const storedAuthorisationSchema = z.object({
  paId: z.string(),
  decision: z.enum(AUTHORISATION_DECISIONS),
  authMethod: submitAuthMethodSchema,
  /** The PIN was verified (or the Singpass login came back): the declaration may be submitted. */
  verified: z.boolean(),
  pinSentTo: z.string().nullable(),
  /** When another PIN may be asked for (ms since the epoch). */
  resendAvailableAt: z.number(),
  /** When the PIN ends (ms since the epoch), or null without one (Singpass). */
  pinExpiresAt: z.number().nullable().default(null),
});
export type StoredAuthorisation = z.infer<typeof storedAuthorisationSchema>;
type AuthorisationToStore = z.input<typeof storedAuthorisationSchema>;

/** The declaration a verified PIN (or REM password) leads to, by the decision taken. */
export const declarationOf = (decision: AuthorisationDecision) =>
  decision === 'accept' ? 'declaration-accept' : 'declaration-reject';

export function readAuthorisation(storage: Storage = sessionStorage): StoredAuthorisation | null {
  return readStoredJson(storage, SESSION_KEYS.authMethod, storedAuthorisationSchema);
}

/** The stored authorisation of `paId`, or null when the tab's is another request's (or none). */
export function readAuthorisationOf(
  paId: string,
  storage: Storage = sessionStorage,
): StoredAuthorisation | null {
  const stored = readAuthorisation(storage);
  return stored?.paId === paId ? stored : null;
}

export function writeAuthorisation(
  authorisation: AuthorisationToStore,
  storage: Storage = sessionStorage,
): StoredAuthorisation {
  const stored = storedAuthorisationSchema.parse(authorisation);
  storage.setItem(SESSION_KEYS.authMethod, JSON.stringify(stored));
  return stored;
}

/**
 * A new authorisation of `paId` with `authMethod`, not verified yet, with the PIN the send
 * answered (a new one, or the one already sent within the resend gap).
 */
export function startAuthorisation(
  start: { paId: string; decision: AuthorisationDecision; authMethod: SubmitAuthMethod },
  pin: PinState | null,
  now: number = Date.now(),
  storage: Storage = sessionStorage,
): StoredAuthorisation {
  return writeAuthorisation(
    {
      ...start,
      verified: false,
      pinSentTo: pin?.pinSentTo ?? null,
      resendAvailableAt: now + (pin?.resendAfterSeconds ?? 0) * 1000,
      pinExpiresAt: pin ? now + pin.expiresInSeconds * 1000 : null,
    },
    storage,
  );
}
