import {
  AUTHORISATION_MESSAGES,
  AUTHORISATION_POLICY,
  findTransition,
  type DigitalIdentityStateResponse,
  type SingpassAuthorizeResponse,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import { policyholders } from '../../../core/db/schema';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import { AppError, ForbiddenError } from '../../../core/http/errors';
import type { Principal } from '../../../core/http/principal';
import { generateToken, hashToken } from '../../../core/security/tokens';
import { actorOf, findRequestFor } from '../access/request-policy';
import { recordAuthorisationProof, requireMethodFor } from '../access/authorisation-proofs';
import { ActorNotAllowedError, TransitionRefusedError } from '../lifecycle/lifecycle.errors';
import type { RequestRow } from '../lifecycle/request.repository';
import {
  SingpassUnavailableError,
  type CallbackParameters,
  type SingpassClient,
} from './singpass-client';
import {
  deleteLoginsExpiredBefore,
  insertLogin,
  takeLogin,
  type LoginStarter,
} from './singpass-logins.repository';

const M = AUTHORISATION_MESSAGES;

/** The callback's state is unknown, used, expired or someone else's, or a check failed. */
export class SingpassLoginInvalidError extends AppError {
  constructor() {
    super(400, 'BAD_REQUEST', M.singpassLoginInvalid);
  }
}

export class SingpassUnavailableAnswer extends AppError {
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', 'Singpass login is not available at the moment.', undefined, {
      'retry-after': '30',
    });
  }
}

/** Singpass puts the NRIC/FIN in `sub` as `s=S1234567A,u=<uuid>` (and more fields for some). */
export function nricOfSubject(sub: string): string | null {
  const field = sub.split(',').find((part) => part.startsWith('s='));
  return field ? field.slice(2).trim().toUpperCase() : null;
}

/** Why openid-client refused, or what the provider said: never a token or a claim's value. */
function reasonOf(error: unknown): string {
  // The provider's own error (RFC 6749 §5.2): openid-client's ResponseBodyError carries it.
  if (error instanceof Error && 'error' in error && typeof error.error === 'string') {
    const description = 'error_description' in error ? String(error.error_description) : '';
    return `${error.error}: ${description}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const starterOf = (principal: Principal): LoginStarter =>
  principal.kind === 'user'
    ? { kind: 'user', id: principal.user.userId }
    : { kind: 'link', id: principal.link.linkSessionId };

export function createSingpassService(
  deps: AppDeps,
  singpass: SingpassClient | undefined,
  logger: FastifyBaseLogger,
) {
  const { db, clock, config } = deps;
  const stateHash = (state: string) => hashToken(config.sessionSecret, state);

  /**
   * The request the principal may authorise now: readable (404), theirs to act on (403), PEN
   * (409), and by Singpass (403 for one the insured patient raised).
   */
  async function authorisableRequest(
    principal: Principal,
    paId: string,
    caller: CallerContext,
    insurerCode?: string,
  ): Promise<RequestRow> {
    const row = await findRequestFor(deps, principal, paId, caller, insurerCode);
    if (actorOf(principal) !== 'policy-holder') throw new ActorNotAllowedError(['policy-holder']);
    if (!findTransition(row.statusCode, 'authorise-accept', 'policy-holder')) {
      throw new TransitionRefusedError('authorise-accept', row.statusCode);
    }
    requireMethodFor(row, 'SP');
    return row;
  }

  function available(): SingpassClient {
    if (!singpass) throw new SingpassUnavailableAnswer();
    return singpass;
  }

  return {
    async startLogin(
      principal: Principal,
      query: { insurerCode: string; paId: string },
      caller: CallerContext,
    ): Promise<DigitalIdentityStateResponse> {
      const row = await authorisableRequest(principal, query.paId, caller, query.insurerCode);
      const client = available();
      const state = generateToken(32);
      const secrets = await client.newSecrets();
      let authorizationUrl: URL;
      try {
        authorizationUrl = await client.authorizationUrl(state, secrets);
      } catch (error) {
        if (!(error instanceof SingpassUnavailableError)) throw error;
        logger.warn({ reason: reasonOf(error.cause) }, error.message);
        throw new SingpassUnavailableAnswer();
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        await deleteLoginsExpiredBefore(tx, now);
        await insertLogin(
          tx,
          {
            ...secrets,
            stateHash: stateHash(state),
            paId: row.id,
            policyholderId: row.policyholderId,
            starter: starterOf(principal),
            expiresAt: new Date(now.getTime() + AUTHORISATION_POLICY.singpassLoginLifetimeMs),
          },
          now,
        );
      });
      return { state, authorizationUrl: authorizationUrl.href };
    },

    async finishLogin(
      principal: Principal,
      query: CallbackParameters,
      caller: CallerContext,
    ): Promise<SingpassAuthorizeResponse> {
      const client = available();
      const login = await takeLogin(db, stateHash(query.state), starterOf(principal), clock.now());
      if (!login) throw new SingpassLoginInvalidError();
      // Checked again: the request may have moved on (or left the principal's reach) meanwhile.
      await authorisableRequest(principal, login.paId, caller);

      let subject: string;
      try {
        subject = await client.exchange(query, login);
      } catch (error) {
        if (error instanceof SingpassUnavailableError) throw new SingpassUnavailableAnswer();
        // The reason (wrong nonce, audience, expiry, signature…), never the token itself.
        logger.warn({ reason: reasonOf(error), paId: login.paId }, 'Singpass login refused');
        throw new SingpassLoginInvalidError();
      }

      const [holder] = await db
        .select({ nric: policyholders.nric })
        .from(policyholders)
        .where(eq(policyholders.id, login.policyholderId));
      const now = clock.now();
      const actor = principalActor(principal, caller);
      if (!holder || nricOfSubject(subject) !== holder.nric.trim().toUpperCase()) {
        await writeAudit(db, {
          ...actor,
          action: 'authorisation.singpass-mismatch',
          paId: login.paId,
          occurredAt: now,
        });
        throw new ForbiddenError(M.singpassNricMismatch);
      }
      const validUntil = await db.transaction(async (tx) => {
        const until = await recordAuthorisationProof(
          tx,
          { paId: login.paId, policyholderId: login.policyholderId, method: 'SP' },
          now,
        );
        await writeAudit(tx, {
          ...actor,
          action: 'authorisation.singpass-verified',
          paId: login.paId,
          occurredAt: now,
        });
        return until;
      });
      return { paId: login.paId, authMethod: 'SP', validUntil: validUntil.toISOString() };
    },
  };
}
