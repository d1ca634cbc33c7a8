import {
  AUTHORISATION_MESSAGES,
  LINK_ACCESS_POLICY,
  type GetAuthorizeResponse,
  type LoginResponse,
} from '@preauth/shared';
import type { z } from 'zod';
import type { getAuthorizeBodySchema } from '@preauth/shared';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { ForbiddenError, ValidationError } from '../../../core/http/errors';
import type { LinkHolder } from '../../../core/http/principal';
import {
  clearFailures,
  countAttempt,
  loadIdentitySnapshot,
  lockLink,
  remotePasswordMatches,
} from '../access/identity-check';
import { LinkLockedError } from '../access/link-access.errors';
import { verifyLinkSession } from '../access/link-sessions';
import { remoteAuthoriserInfo } from '../access/remote-authoriser';
import { auditLink, type LinkAccessService } from './link-access.service';

const ROLE = { role: 'remote-authoriser' } as const;

/** The wrong password: 400 on the `otp` field, naming neither part. */
class RemotePasswordMismatchError extends ValidationError {
  constructor() {
    super(AUTHORISATION_MESSAGES.remoteMismatch, [
      { path: 'otp', message: AUTHORISATION_MESSAGES.remoteMismatch },
    ]);
  }
}

/**
 * The remote authoriser's way in through the policyholder verification page (000 §2.2, §7): the
 * link check and identity check of its link by the token alone, then the remote-authentication
 * password, which alone makes its session 'verified'.
 */
export function createRemoteAuthoriserAccess(
  { db, clock, config }: AppDeps,
  links: LinkAccessService,
) {
  /** The verification page's payload check: the same 404 as every refused link. */
  async function checkPayload(payload: string, caller: CallerContext) {
    const { erefNo, insurerCode } = await links.checkLink(ROLE, payload, caller);
    return { erefNo, insurerCode };
  }

  /** The identity check; opens a session for the one request, waiting for the password. */
  async function getAuthorize(
    body: z.output<typeof getAuthorizeBodySchema>,
    caller: CallerContext,
  ): Promise<GetAuthorizeResponse> {
    const { payload, identifier, dob } = body;
    const session = await links.verifyIdentity(ROLE, payload, { identifier, dob }, caller);
    return {
      access_token: session.access_token,
      userInfo: await remoteAuthoriserInfo(db, session.paId),
      paId: session.paId,
      erefNo: session.erefNo,
      remoteAuthenticationRequired: session.stage === 'remote-authentication-required',
    };
  }

  /**
   * The password: counted before it is compared, on its own count (a right identity check never
   * forgives its failures, record 081); the limit's last failure locks the link.
   * A match ends the waiting session and answers a new 'verified' one (a new token, record 081)
   * with who it stands for, as a login answers.
   */
  async function authenticate(
    holder: LinkHolder,
    typed: string,
    caller: CallerContext,
  ): Promise<LoginResponse> {
    if (holder.stage !== 'remote-authentication-required') throw new ForbiddenError();
    const now = clock.now();
    const attempt = await countAttempt(db, holder.linkTokenId, 'password');
    if (attempt === null) {
      await auditLink(db, 'link.remote-authentication-refused-locked', holder, caller, now);
      throw new LinkLockedError('remote-authoriser');
    }
    const snapshot = await loadIdentitySnapshot(db, holder.paId);
    if (!remotePasswordMatches(typed, snapshot)) {
      await auditLink(db, 'link.remote-authentication-failed', holder, caller, now, { attempt });
      if (attempt >= LINK_ACCESS_POLICY.identityMaxFailures) {
        await lockLink(db, holder.linkTokenId, now);
        await auditLink(db, 'link.identity-locked', holder, caller, now, { attempt });
        throw new LinkLockedError('remote-authoriser');
      }
      throw new RemotePasswordMismatchError();
    }
    const session = await db.transaction(async (tx) => {
      await clearFailures(tx, holder.linkTokenId, 'password');
      const verified = await verifyLinkSession(tx, config.sessionSecret, holder, now);
      if (!verified) throw new ForbiddenError();
      await auditLink(tx, 'link.remote-authentication-verified', holder, caller, now, { attempt });
      return verified;
    });
    return {
      access_token: session.token,
      userInfo: await remoteAuthoriserInfo(db, holder.paId),
    };
  }

  return { checkPayload, getAuthorize, authenticate };
}
