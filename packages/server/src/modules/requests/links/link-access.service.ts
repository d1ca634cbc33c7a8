import {
  LINK_ACCESS_POLICY,
  LINK_MESSAGES,
  type LinkCheckResponse,
  type LinkHolderResponse,
  type LinkRole,
  type LinkSessionResponse,
  type OtpResendResponse,
  type PinState,
} from '@preauth/shared';
import { writeAudit } from '../../../core/audit/audit-log';
import type { AuditAction, AuditDetailsByAction } from '../../../core/audit/audit-catalogue';
import type { Executor } from '../../../core/db/database';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../core/http/errors';
import type { LinkHolder } from '../../../core/http/principal';
import { enqueueEmail } from '../../../core/mail/outbox';
import { pinState } from '../access/pin-state';
import {
  clearFailures,
  countAttempt,
  identityMatches,
  loadIdentitySnapshot,
  lockLink,
} from '../access/identity-check';
import {
  IdentityMismatchError,
  InvalidLinkError,
  LinkEndedError,
  LinkLockedError,
  PinRefusedError,
  PinSendRefusedError,
} from '../access/link-access.errors';
import { LINK_ROLE_RULES, type LinkIdentity } from '../access/link-roles';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import { openLinkSession, revokeLinkSession } from '../access/link-sessions';
import {
  findLinkById,
  findLinkByToken,
  isLinkExpected,
  isLinkLive,
  linkEndedReason,
  type LinkTokenInContext,
} from '../access/link-tokens';
import {
  checkPin,
  consumePin,
  issuePin,
  pinInFlight,
  recordPinMessage,
  type PinIssue,
  type PinSubject,
} from '../access/one-time-pins';
import { submittedMessageOf, submittedThrough } from '../access/submitted-links';
import { linkPinEmail } from '../notifications/request-emails';

/**
 * Which link, request and role a link address names; the policyholder verification page's link
 * names the role only (its token alone says which request).
 */
export type LinkAddress<R extends LinkRole = LinkRole> =
  { role: R; insurerCode: string; erefNo: string } | { role: R };

/** A session that waits for no PIN (or no longer). */
const NO_PIN = {
  pinSentTo: null,
  pinSentAt: null,
  resendAfterSeconds: null,
  expiresInSeconds: null,
};

const pinSubject = (linkTokenId: string): PinSubject => ({
  purpose: 'link',
  subjectId: linkTokenId,
});

/** An audit entry of a link holder's step: actor = the role and the link token's id. */
export const auditLink = <A extends AuditAction>(
  executor: Executor,
  action: A,
  link: { linkTokenId: string; role: LinkRole; paId: string; insurerId: string },
  caller: CallerContext,
  now: Date,
  details?: AuditDetailsByAction[A],
) =>
  writeAudit(executor, {
    action,
    actorType: link.role,
    actorId: link.linkTokenId,
    insurerId: link.insurerId,
    paId: link.paId,
    ip: caller.ip,
    requestId: caller.requestId,
    details,
    occurredAt: now,
  });

/**
 * The link holder's way in, shared by the doctor, the business office and the remote
 * authoriser: the link check, the identity check, the emailed PIN and the link session. Every
 * step is audited under the link (actor = the role, id = the link token); never a PIN, NRIC or
 * date of birth.
 */
export function createLinkAccessService({ db, clock, config }: AppDeps) {
  const secret = config.sessionSecret;

  const actorOf = (found: LinkTokenInContext) => ({
    linkTokenId: found.link.id,
    role: found.link.role,
    paId: found.link.paId,
    insurerId: found.insurerId,
  });

  /**
   * The link the address and token name, live or submitted through (`submitted`: its holder may
   * verify again to download the LIA form, record 082); else 404: why, for a genuine token of this
   * address that no longer opens, the one refusal for any other.
   */
  async function usableLink(address: LinkAddress, token: string | undefined, now: Date) {
    const found = await findLinkByToken(db, secret, token ?? '');
    if (!found || !isLinkExpected(found, address)) throw new InvalidLinkError();
    if (isLinkLive(found, now)) return { found, submitted: null };
    const reason = linkEndedReason(found, now);
    const submitted = reason === 'done' ? await submittedThrough(db, found) : null;
    if (!submitted) throw new LinkEndedError(reason, found.link.role, found.requestStatus);
    return { found, submitted };
  }

  /**
   * Sends the link's PIN in `tx`: a new one, or (with `keepLive`) none while the one sent earlier
   * is still live. A refusal (too soon, too many this hour) throws, rolling `tx` back.
   */
  async function sendPin(
    tx: Executor,
    found: LinkTokenInContext,
    caller: CallerContext,
    now: Date,
    occasion: 'identity-check' | 'resend',
  ): Promise<Exclude<PinIssue, { kind: 'refused' }>> {
    const { link } = found;
    const { pin: pinPolicy } = await insurerPolicy(tx, found.insurerId);
    const issued = await issuePin(
      tx,
      secret,
      {
        ...pinSubject(link.id),
        paId: link.paId,
        channel: 'email',
        destination: link.recipientEmail,
      },
      now,
      pinPolicy,
      { keepLive: occasion === 'identity-check' },
    );
    if (issued.kind === 'refused') {
      throw new PinSendRefusedError(issued.retryAfterSeconds);
    }
    if (issued.kind === 'sent') {
      const ref = {
        paId: link.paId,
        erefNo: found.erefNo,
        patientName: found.patientName,
        insurerName: found.insurerName,
      };
      const email = linkPinEmail(ref, link.recipientEmail, issued.pin, pinPolicy.lifetimeMinutes);
      const outboxId = await enqueueEmail(tx, { ...email, expiresAt: issued.expiresAt }, now);
      await recordPinMessage(tx, issued.challengeId, outboxId);
      await auditLink(tx, 'link.pin-sent', actorOf(found), caller, now, { occasion });
    }
    return issued;
  }

  /** Audits a refused send after its transaction rolled back, and answers the refusal. */
  async function auditSendRefusal(
    error: unknown,
    found: LinkTokenInContext,
    caller: CallerContext,
    now: Date,
  ): Promise<never> {
    if (error instanceof PinSendRefusedError) {
      await auditLink(db, 'link.pin-send-refused', actorOf(found), caller, now, {
        reason: error.reason,
      });
    }
    throw error;
  }

  /** Whether the emailed link is live for this request and role (the first screen's check). */
  async function checkLink(
    address: LinkAddress,
    token: string | undefined,
    caller: CallerContext,
  ): Promise<LinkCheckResponse> {
    const now = clock.now();
    const { found, submitted } = await usableLink(address, token, now);
    await auditLink(db, 'link.opened', actorOf(found), caller, now);
    return {
      erefNo: found.erefNo,
      insurerCode: found.insurerCode,
      role: found.link.role,
      submitted: submitted && submittedMessageOf(found, submitted),
    };
  }

  /**
   * The identity check: counted before it is compared; the limit's last failure locks the link.
   * A match opens a link session at the role's next check: 'pin-required' with the PIN emailed
   * in the same transaction, or 'remote-authentication-required'.
   */
  async function verifyIdentity<R extends LinkRole>(
    address: LinkAddress<R>,
    token: string,
    typed: LinkIdentity<R>,
    caller: CallerContext,
  ): Promise<LinkSessionResponse> {
    const now = clock.now();
    const { found, submitted } = await usableLink(address, token, now);
    const { link } = found;
    const actor = actorOf(found);
    const attempt = await countAttempt(db, link.id, 'identity');
    if (attempt === null) {
      await auditLink(db, 'link.identity-refused-locked', actor, caller, now);
      throw new LinkLockedError(link.role);
    }
    const snapshot = await loadIdentitySnapshot(db, link.paId);
    if (!identityMatches(address.role, typed, snapshot)) {
      await auditLink(db, 'link.identity-failed', actor, caller, now, { attempt });
      if (attempt >= LINK_ACCESS_POLICY.identityMaxFailures) {
        await lockLink(db, link.id, now);
        await auditLink(db, 'link.identity-locked', actor, caller, now, { attempt });
        throw new LinkLockedError(link.role);
      }
      throw new IdentityMismatchError(LINK_ACCESS_POLICY.identityMaxFailures - attempt);
    }
    await clearFailures(db, link.id, 'identity');
    await auditLink(db, 'link.identity-verified', actor, caller, now, { attempt });

    const stage = LINK_ROLE_RULES[address.role].afterIdentity;
    const needsPin = stage === 'pin-required';
    try {
      return await db.transaction(async (tx) => {
        const pin = needsPin ? await sendPin(tx, found, caller, now, 'identity-check') : null;
        const session = await openLinkSession(tx, secret, { linkTokenId: link.id, stage, now });
        await auditLink(tx, 'link.session-opened', actor, caller, now, { stage });
        return {
          access_token: session.token,
          role: link.role,
          paId: link.paId,
          erefNo: found.erefNo,
          insurerCode: found.insurerCode,
          stage,
          ...(pin ? pinState(link.recipientEmail, pin, now) : NO_PIN),
          readOnly: !!submitted,
        };
      });
    } catch (error) {
      return auditSendRefusal(error, found, caller, now);
    }
  }

  async function linkOf(holder: LinkHolder): Promise<LinkTokenInContext> {
    const found = await findLinkById(db, holder.linkTokenId);
    if (!found) throw new Error(`No link ${holder.linkTokenId}`);
    return found;
  }

  /** The PIN routes are for a session still waiting for its PIN. */
  function requirePinStage(holder: LinkHolder) {
    if (holder.stage !== 'pin-required') throw new ForbiddenError();
  }

  /**
   * The emailed PIN: a match ends the 'pin-required' session and answers a new 'verified' one,
   * which keeps the absolute end set at the identity check.
   */
  async function verifyPin(
    holder: LinkHolder,
    otp: string,
    caller: CallerContext,
  ): Promise<LinkSessionResponse> {
    requirePinStage(holder);
    const now = clock.now();
    const check = await checkPin(db, secret, pinSubject(holder.linkTokenId), otp, now);
    if (check.outcome !== 'match') {
      await auditLink(db, 'link.pin-failed', holder, caller, now, { reason: check.outcome });
      throw new PinRefusedError(check);
    }
    const found = await linkOf(holder);
    return db.transaction(async (tx) => {
      if (!(await consumePin(tx, check.challengeId, now)))
        throw new PinRefusedError({ outcome: 'expired' });
      const ended = await revokeLinkSession(tx, holder.linkSessionId, now);
      if (!ended) throw new UnauthenticatedError('UNAUTHENTICATED', LINK_MESSAGES.sessionEnded);
      const session = await openLinkSession(tx, secret, {
        linkTokenId: holder.linkTokenId,
        stage: 'verified',
        now,
        expiresAt: ended.expiresAt,
      });
      await auditLink(tx, 'link.pin-verified', holder, caller, now);
      return {
        access_token: session.token,
        role: holder.role,
        paId: holder.paId,
        erefNo: found.erefNo,
        insurerCode: holder.insurerCode,
        stage: 'verified',
        ...NO_PIN,
        readOnly: holder.revisit,
      };
    });
  }

  /**
   * Another PIN to the link's recipient, voiding the earlier one; within the resend gap of a PIN
   * still live, that PIN's state instead (nothing sent).
   */
  async function resendPin(holder: LinkHolder, caller: CallerContext): Promise<OtpResendResponse> {
    requirePinStage(holder);
    const now = clock.now();
    const found = await linkOf(holder);
    try {
      const pin = await db.transaction((tx) => sendPin(tx, found, caller, now, 'resend'));
      return pinState(found.link.recipientEmail, pin, now);
    } catch (error) {
      return auditSendRefusal(error, found, caller, now);
    }
  }

  /** The session's PIN as its screen shows it: where it went, its countdowns, whether it went. */
  async function pinOf(holder: LinkHolder): Promise<PinState> {
    requirePinStage(holder);
    const now = clock.now();
    const found = await linkOf(holder);
    const pin = await pinInFlight(db, pinSubject(holder.linkTokenId), now);
    if (!pin) throw new NotFoundError();
    return pinState(found.link.recipientEmail, pin, now);
  }

  /** Who the session stands for, for the screens after a reload. */
  async function describe(holder: LinkHolder): Promise<LinkHolderResponse> {
    const found = await linkOf(holder);
    return {
      role: holder.role,
      paId: holder.paId,
      erefNo: found.erefNo,
      insurerCode: holder.insurerCode,
      stage: holder.stage,
    };
  }

  return { checkLink, verifyIdentity, verifyPin, resendPin, pinOf, describe };
}

export type LinkAccessService = ReturnType<typeof createLinkAccessService>;
