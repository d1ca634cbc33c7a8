import {
  linkSessionStageSchema,
  type LinkRole,
  type LinkSessionResponse,
  type PinState,
} from '@preauth/shared';
import { z } from 'zod';
import { readStoredJson } from './stored-json';

/**
 * An emailed link (the doctor's, the business office's) and its session, kept per tab in
 * sessionStorage like the login session (docs/decisions/040-doctor-screens-web.md): the emailed
 * token, read once from the link's fragment, and the link session the identity check opened and
 * the PIN check verified. Keyed by the role and the request's address, so two links open in one
 * tab do not mix.
 */
export type LinkAddress = { role: LinkRole; insurerCode: string; erefNo: string };

const storedSessionSchema = z.object({
  accessToken: z.string().min(1),
  paId: z.string(),
  stage: linkSessionStageSchema,
  pinSentTo: z.string().nullable(),
  /** When another PIN may be asked for (ms since the epoch): the countdown survives a reload. */
  resendAvailableAt: z.number(),
  /** A re-visit of a submitted link: it may only download the LIA form (record 082). */
  readOnly: z.boolean().optional(),
  /** When the PIN ends (ms since the epoch), or null without one. */
  pinExpiresAt: z.number().nullable().default(null),
});
export type StoredLinkSession = z.infer<typeof storedSessionSchema>;

const keyOf = ({ role, insurerCode, erefNo }: LinkAddress, part: 'token' | 'session') =>
  `${role}-link:${insurerCode}:${erefNo}:${part}`;

/** The token after `#token=` in an emailed link's fragment, or null. */
export function tokenInFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

export function readLinkToken(address: LinkAddress, storage: Storage = sessionStorage) {
  return storage.getItem(keyOf(address, 'token'));
}

/** A newly opened link replaces what the tab knew of the request: its session ends here. */
export function writeLinkToken(
  address: LinkAddress,
  token: string,
  storage: Storage = sessionStorage,
): void {
  if (readLinkToken(address, storage) === token) return;
  storage.setItem(keyOf(address, 'token'), token);
  storage.removeItem(keyOf(address, 'session'));
}

export function readLinkSession(
  address: LinkAddress,
  storage: Storage = sessionStorage,
): StoredLinkSession | null {
  return readStoredJson(storage, keyOf(address, 'session'), storedSessionSchema);
}

/** Stores the session an identity or PIN check answered; `now` starts the resend countdown. */
export function writeLinkSession(
  address: LinkAddress,
  answer: LinkSessionResponse,
  now: number = Date.now(),
  storage: Storage = sessionStorage,
): StoredLinkSession {
  const session: StoredLinkSession = {
    accessToken: answer.access_token,
    paId: answer.paId,
    stage: answer.stage,
    pinSentTo: answer.pinSentTo,
    ...pinCountdowns(answer, now),
    readOnly: answer.readOnly ?? false,
  };
  storage.setItem(keyOf(address, 'session'), JSON.stringify(session));
  return session;
}

/** When another PIN may be asked for and when the PIN ends, from the server's seconds. */
export const pinCountdowns = (
  pin: { resendAfterSeconds: number | null; expiresInSeconds: number | null },
  now: number,
) => ({
  resendAvailableAt: now + (pin.resendAfterSeconds ?? 0) * 1000,
  pinExpiresAt: pin.expiresInSeconds === null ? null : now + pin.expiresInSeconds * 1000,
});

/** The session with the PIN a resend answered (a new one, or the one already sent). */
export function restartPinCountdowns(
  address: LinkAddress,
  session: StoredLinkSession,
  pin: PinState,
  now: number = Date.now(),
  storage: Storage = sessionStorage,
): StoredLinkSession {
  const next = { ...session, pinSentTo: pin.pinSentTo, ...pinCountdowns(pin, now) };
  storage.setItem(keyOf(address, 'session'), JSON.stringify(next));
  return next;
}

/** The session ended (submitted, expired, refused): the screens go back to verification. */
export function clearLinkSession(address: LinkAddress, storage: Storage = sessionStorage): void {
  storage.removeItem(keyOf(address, 'session'));
}

/** The link holder logged out: this tab forgets the link's token and its session. */
export function forgetLink(address: LinkAddress, storage: Storage = sessionStorage): void {
  storage.removeItem(keyOf(address, 'token'));
  storage.removeItem(keyOf(address, 'session'));
}
