import { OTP_POLICY, type PinDeliveryStatus, type PinPolicy } from '@preauth/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../../core/db/database';
import { otpChallenges, outbox } from '../../../core/db/schema';
import { secondsUntil } from '../../../core/security/clock';
import { hashToken } from '../../../core/security/tokens';

/**
 * One-time PINs, for any subject: a link holder's PIN (purpose 'link', subject = the link token,
 * so a new identity check does not reset the hourly cap) or the policyholder's authorisation PIN
 * (purpose 'authorisation', by email or SMS). Only an HMAC of each PIN is stored; the newest PIN of a subject is the only
 * live one.
 */
export type PinPurpose = 'link' | 'authorisation';

export interface PinSubject {
  purpose: PinPurpose;
  subjectId: string;
}

export interface PinDelivery extends PinSubject {
  paId: string | null;
  channel: 'email' | 'sms';
  /** The address or E.164 number the PIN goes to. */
  destination: string;
}

const HOUR_MS = 60 * 60 * 1000;
const c = otpChallenges;

const subjectIs = (subject: PinSubject) =>
  and(eq(c.subjectId, subject.subjectId), eq(c.purpose, subject.purpose));

/** Bound to its subject, so equal PINs of two subjects never share a hash. */
const pinHash = (secret: string, subject: PinSubject, pin: string) =>
  hashToken(secret, `${subject.purpose}:${subject.subjectId}:${pin}`);

function newPin(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.length)).padStart(OTP_POLICY.length, '0');
}

async function newestChallenge(db: Executor, subject: PinSubject) {
  const [row] = await db
    .select()
    .from(c)
    .where(subjectIs(subject))
    .orderBy(desc(c.createdAt))
    .limit(1);
  return row ?? null;
}

/** The subject's newest PIN with the status of the message that carries it. */
async function newestWithMessage(db: Executor, subject: PinSubject) {
  const [row] = await db
    .select({ pin: c, messageStatus: outbox.status })
    .from(c)
    .leftJoin(outbox, eq(outbox.id, c.outboxId))
    .where(subjectIs(subject))
    .orderBy(desc(c.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Where the PIN's message is: sent; failed when the outbox gave up on it or the PIN ended before
 * it went (it never will: record 081); else still being sent.
 */
const deliveryOf = (
  pin: typeof c.$inferSelect,
  messageStatus: string | null,
  now: Date,
): PinDeliveryStatus => {
  if (messageStatus === 'sent') return 'sent';
  return messageStatus === 'failed' || pin.expiresAt <= now ? 'failed' : 'sending';
};

const inFlight = (pin: typeof c.$inferSelect, delivery: PinDeliveryStatus): PinInFlight => ({
  sentAt: pin.createdAt,
  resendAvailableAt: pin.resendAvailableAt,
  expiresAt: pin.expiresAt,
  delivery,
});

/** Whether the PIN can still be used: not used up or voided, not expired, tries left. */
const isLive = (pin: typeof c.$inferSelect, now: Date) =>
  !pin.consumedAt && pin.expiresAt > now && pin.attempts < pin.maxAttempts;

/**
 * A PIN on its way or in the person's inbox: when it was sent, when another may be asked, its
 * end, and whether its message went.
 */
export interface PinInFlight {
  sentAt: Date;
  resendAvailableAt: Date;
  expiresAt: Date;
  delivery: PinDeliveryStatus;
}

export type PinIssue =
  /** A new PIN, which its message carries (never delivered after `expiresAt`). */
  | ({ kind: 'sent'; pin: string; challengeId: string } & PinInFlight)
  /** The subject's PIN sent earlier is still live and is kept: nothing was sent. */
  | ({ kind: 'live' } & PinInFlight)
  | { kind: 'refused'; reason: 'too-many-sends'; retryAfterSeconds: number };

/**
 * A new PIN for the subject, voiding the earlier ones, at most so many an hour. A live PIN sent
 * within the resend gap is kept instead (nothing is sent), so a second tab or a second Accept is
 * answered with the PIN already sent, not an error (issue 25); with `keepLive` it is kept past
 * the gap too. A PIN that can no longer be used (its tries spent, used, expired) is no reason to
 * wait: a new one goes at once, within the hourly cap. Call it inside the transaction that sends
 * the PIN: a lock on the subject, held to its end, makes parallel sends take their turn, so the
 * caps hold. The caps, the PIN's life and its tries are the insurer's `policy` (its `pin` policy).
 */
export async function issuePin(
  tx: Executor,
  secret: string,
  delivery: PinDelivery,
  now: Date,
  policy: PinPolicy,
  options: { keepLive?: boolean } = {},
): Promise<PinIssue> {
  const key = `otp:${delivery.purpose}:${delivery.subjectId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

  const newest = await newestWithMessage(tx, delivery);
  if (newest) {
    const { pin: last, messageStatus } = newest;
    const status = deliveryOf(last, messageStatus, now);
    // A PIN whose message could not be sent is no PIN in flight: a new one goes at once.
    const usable = isLive(last, now) && status !== 'failed';
    if (usable && (options.keepLive || last.resendAvailableAt > now)) {
      return { kind: 'live', ...inFlight(last, status) };
    }
  }
  const lastHour = await tx
    .select({ createdAt: c.createdAt })
    .from(c)
    .where(and(subjectIs(delivery), gt(c.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(desc(c.createdAt))
    .limit(policy.maxSendsPerHour);
  const oldestCounted = lastHour[policy.maxSendsPerHour - 1];
  if (oldestCounted) {
    const freesAt = new Date(oldestCounted.createdAt.getTime() + HOUR_MS);
    const retryAfterSeconds = secondsUntil(freesAt, now, 1);
    return { kind: 'refused', reason: 'too-many-sends', retryAfterSeconds };
  }

  await tx
    .update(c)
    .set({ consumedAt: now })
    .where(and(subjectIs(delivery), isNull(c.consumedAt)));
  const pin = newPin();
  const resendAvailableAt = new Date(now.getTime() + policy.resendWaitSeconds * 1000);
  const expiresAt = new Date(now.getTime() + policy.lifetimeMinutes * 60_000);
  const [inserted] = await tx
    .insert(c)
    .values({
      purpose: delivery.purpose,
      subjectId: delivery.subjectId,
      paId: delivery.paId,
      channel: delivery.channel,
      destination: delivery.destination,
      codeHash: pinHash(secret, delivery, pin),
      attempts: 0,
      maxAttempts: policy.maxAttempts,
      expiresAt,
      resendAvailableAt,
      createdAt: now,
    })
    .returning({ id: c.id });
  if (!inserted) throw new Error('The PIN insert returned no row');
  return {
    kind: 'sent',
    pin,
    challengeId: inserted.id,
    sentAt: now,
    resendAvailableAt,
    expiresAt,
    delivery: 'sending',
  };
}

/** Ties a new PIN to the outbox message that carries it, so its delivery can be told. */
export async function recordPinMessage(
  tx: Executor,
  challengeId: string,
  outboxId: number,
): Promise<void> {
  await tx.update(c).set({ outboxId }).where(eq(c.id, challengeId));
}

/** The subject's newest PIN as a screen shows it, or null when none was sent. */
export async function pinInFlight(
  db: Executor,
  subject: PinSubject,
  now: Date,
): Promise<PinInFlight | null> {
  const newest = await newestWithMessage(db, subject);
  if (!newest) return null;
  return inFlight(newest.pin, deliveryOf(newest.pin, newest.messageStatus, now));
}

export type PinCheck =
  | { outcome: 'match'; challengeId: string }
  /** `triesLeft`: how many more the PIN takes before it is void (the screens say it). */
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'expired' | 'too-many-tries' };

/**
 * Checks a typed PIN against the subject's newest one. The try is counted first, in one
 * conditional UPDATE, so parallel guesses cannot pass the limit; the comparison is constant-time.
 * A match is not yet used up: `consumePin` does that in the caller's transaction.
 */
export async function checkPin(
  db: Executor,
  secret: string,
  subject: PinSubject,
  typed: string,
  now: Date,
): Promise<PinCheck> {
  const newest = await newestChallenge(db, subject);
  if (!newest) return { outcome: 'expired' };
  const [counted] = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(
      and(
        eq(c.id, newest.id),
        lt(c.attempts, c.maxAttempts),
        isNull(c.consumedAt),
        gt(c.expiresAt, now),
      ),
    )
    .returning({ attempts: c.attempts, maxAttempts: c.maxAttempts, codeHash: c.codeHash });
  if (!counted) {
    const [current] = await db.select().from(c).where(eq(c.id, newest.id));
    const triesUsed = current && !current.consumedAt && current.attempts >= current.maxAttempts;
    return { outcome: triesUsed ? 'too-many-tries' : 'expired' };
  }
  const expected = Buffer.from(counted.codeHash, 'hex');
  const given = Buffer.from(pinHash(secret, subject, typed.trim()), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    return { outcome: 'match', challengeId: newest.id };
  }
  const triesLeft = counted.maxAttempts - counted.attempts;
  return triesLeft > 0 ? { outcome: 'wrong', triesLeft } : { outcome: 'too-many-tries' };
}

/** Uses the PIN up; false when another call used it first. */
export async function consumePin(tx: Executor, challengeId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(c)
    .set({ consumedAt: now })
    .where(and(eq(c.id, challengeId), isNull(c.consumedAt)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** An address as the screens show it: `d***r@clinic.example.sg`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at) : '';
  const masked = local.length > 2 ? `${local[0]}***${local[local.length - 1]}` : `${local[0]}***`;
  return masked + domain;
}
