import {
  AUTHORISATION_MESSAGES,
  maskPhoneNumber,
  phoneNumberSchema,
  type PinAuthMethod,
  type PinState,
  type SendAuthorisationPinBody,
  type SendAuthorisationPinResponse,
  type VerifyAuthorisationPinBody,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { auditRequestAction } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import { insurers, policyholders } from '../../../core/db/schema';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../core/http/errors';
import type { Principal } from '../../../core/http/principal';
import { enqueueEmail, enqueueSms } from '../../../core/mail/outbox';
import { recordAuthorisationProof } from '../access/authorisation-proofs';
import { PinRefusedError, PinSendRefusedError } from '../access/link-access.errors';
import {
  checkPin,
  consumePin,
  issuePin,
  maskEmail,
  pinInFlight,
  recordPinMessage,
} from '../access/one-time-pins';
import { pinState } from '../access/pin-state';
import { insurerPolicy } from '../lifecycle/insurer-policy.repository';
import type { RequestRow } from '../lifecycle/request.repository';
import { authorisationPinEmail, authorisationPinSms } from '../notifications/request-emails';
import {
  authorisationPinSubject,
  callerUserIdOf,
  requestToAuthorise,
  requireSameRequest,
} from './authorising-policyholder';

const e164 = phoneNumberSchema();

/** Where the policyholder's PIN goes by each method, and how the screen shows it. */
async function destinationOf(db: Executor, row: RequestRow, method: 'EMAIL' | 'SMS') {
  const [holder] = await db
    .select({ email: policyholders.email, contactNo: policyholders.contactNo })
    .from(policyholders)
    .where(eq(policyholders.id, row.policyholderId));
  if (!holder) throw new Error(`No policyholder ${row.policyholderId}`);
  if (method === 'EMAIL') return { address: holder.email, masked: maskEmail(holder.email) };
  const phone = e164.safeParse(holder.contactNo);
  if (!phone.success) throw new ConflictError(AUTHORISATION_MESSAGES.smsUnavailable);
  return { address: phone.data, masked: maskPhoneNumber(phone.data) };
}

/**
 * The policyholder's authorisation PIN (000 §2.8, §5): sent by email or SMS with the request
 * core's PIN policy, and checked; a match records the proof the declaration's submit uses up.
 * Audited under the caller (never the PIN, the address or the number).
 */
export function createAuthorisationPins(deps: AppDeps) {
  const { db, clock, config } = deps;
  const secret = config.sessionSecret;

  const audit = auditRequestAction;

  async function send(
    principal: Principal,
    userId: string,
    body: SendAuthorisationPinBody,
    caller: CallerContext,
  ): Promise<SendAuthorisationPinResponse> {
    const row = await requestToAuthorise(deps, principal, body.paId, caller, body.authMethod);
    if (userId !== callerUserIdOf(principal, row)) throw new ForbiddenError();
    const method = body.authMethod;
    const destination = await destinationOf(db, row, method);
    const now = clock.now();
    try {
      const issued = await db.transaction(async (tx) => {
        const { pin: pinPolicy } = await insurerPolicy(tx, row.insurerId);
        const pin = await issuePin(
          tx,
          secret,
          {
            ...authorisationPinSubject(row.id, row.policyholderId, method),
            paId: row.id,
            channel: method === 'EMAIL' ? 'email' : 'sms',
            destination: destination.address,
          },
          now,
          pinPolicy,
        );
        if (pin.kind === 'refused') throw new PinSendRefusedError(pin.retryAfterSeconds);
        // Within the resend gap the PIN already sent stands: the screen goes to its entry.
        if (pin.kind === 'live') return pin;
        const [insurer] = await tx
          .select({ name: insurers.name })
          .from(insurers)
          .where(eq(insurers.id, row.insurerId));
        const ref = {
          paId: row.id,
          erefNo: row.erefNo,
          patientName: row.patientName,
          insurerName: insurer?.name ?? '',
        };
        if (method === 'EMAIL') {
          const email = authorisationPinEmail(
            ref,
            destination.address,
            pin.pin,
            pinPolicy.lifetimeMinutes,
            body.decision,
          );
          const outboxId = await enqueueEmail(tx, { ...email, expiresAt: pin.expiresAt }, now);
          await recordPinMessage(tx, pin.challengeId, outboxId);
        } else {
          const minutes = pinPolicy.lifetimeMinutes;
          const sms = authorisationPinSms(
            ref,
            destination.address,
            pin.pin,
            minutes,
            body.decision,
          );
          const outboxId = await enqueueSms(tx, { ...sms, expiresAt: pin.expiresAt }, now);
          await recordPinMessage(tx, pin.challengeId, outboxId);
        }
        await audit(tx, principal, caller, 'authorisation.pin-sent', row.id, now, { method });
        return pin;
      });
      return pinState(destination.address, issued, now, destination.masked);
    } catch (error) {
      if (error instanceof PinSendRefusedError) {
        await audit(db, principal, caller, 'authorisation.pin-send-refused', row.id, now, {
          method,
          reason: error.reason,
        });
      }
      throw error;
    }
  }

  /** Checks the PIN (counted first); a match is used up and recorded as the proof, in one go. */
  async function verify(
    principal: Principal,
    paId: string,
    body: VerifyAuthorisationPinBody,
    caller: CallerContext,
  ) {
    requireSameRequest(paId, body.paId);
    const row = await requestToAuthorise(deps, principal, paId, caller, body.authMethod);
    const method = body.authMethod;
    const subject = authorisationPinSubject(row.id, row.policyholderId, method);
    const now = clock.now();
    const check = await checkPin(db, secret, subject, body.otp, now);
    if (check.outcome !== 'match') {
      await audit(db, principal, caller, 'authorisation.pin-failed', row.id, now, {
        method,
        reason: check.outcome,
      });
      throw new PinRefusedError(check);
    }
    const validUntil = await db.transaction(async (tx) => {
      if (!(await consumePin(tx, check.challengeId, now)))
        throw new PinRefusedError({ outcome: 'expired' });
      const proof = { paId: row.id, policyholderId: row.policyholderId, method };
      const until = await recordAuthorisationProof(tx, proof, now);
      await audit(tx, principal, caller, 'authorisation.pin-verified', row.id, now, { method });
      return until;
    });
    return { authMethod: method, validUntil: validUntil.toISOString() };
  }

  /**
   * The PIN sent by `method` for the request, as its screen shows it (where it went, its
   * countdowns, whether its message went); 404 when none was sent.
   */
  async function state(
    principal: Principal,
    paId: string,
    method: PinAuthMethod,
    caller: CallerContext,
  ): Promise<PinState> {
    const row = await requestToAuthorise(deps, principal, paId, caller, method);
    const now = clock.now();
    const subject = authorisationPinSubject(row.id, row.policyholderId, method);
    const pin = await pinInFlight(db, subject, now);
    if (!pin) throw new NotFoundError();
    const destination = await destinationOf(db, row, method);
    return pinState(destination.address, pin, now, destination.masked);
  }

  return { send, verify, state };
}
