import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/database';
import * as t from '../db/schema';
import type { Clock } from '../security/clock';
import { AppError } from './errors';
import type { Principal } from './principal';

/**
 * The same Idempotency-Key came back with a different body: answering the first result would
 * tell the caller its second body was carried out, so it is refused (422) instead.
 */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with different details, and the first request stands as it was sent. Check it before sending again; to make another request, use a new key.',
    );
  }
}

/** The value as JSON with every object's keys in order, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What identifies a body for an Idempotency-Key: the SHA-256 (hex) of the parsed body (trimmed,
 * defaults filled, unknown fields dropped, by the route's schema) as canonical JSON. Two sends
 * that differ only in spacing, key order or a default left out are the same body.
 */
export function bodyFingerprint(parsedBody: unknown): string {
  return createHash('sha256').update(canonicalJson(parsedBody)).digest('hex');
}

/** A state-changing call sent with an Idempotency-Key: whose key, the key, and what it asked. */
export interface IdempotentCall {
  owner: string;
  key: string;
  bodyHash: string;
}

/**
 * The call a request makes, or null when it carries no key. A key belongs to whoever sent it (a
 * user, or a link), and stands for the route, its parameters and its parsed body together: the
 * same key on another route or for another request is another body (422).
 */
export function idempotentCallOf(
  request: Pick<FastifyRequest, 'headers' | 'method' | 'routeOptions' | 'params' | 'body'>,
  principal: Principal,
): IdempotentCall | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return null;
  const { method, routeOptions, params, body } = request;
  return {
    owner:
      principal.kind === 'user'
        ? `user:${principal.user.userId}`
        : `link:${principal.link.linkTokenId}`,
    key,
    bodyHash: bodyFingerprint({ route: `${method} ${routeOptions.url}`, params, body }),
  };
}

/** Runs work in one transaction; `once` hands the work one that also keeps the call's answer. */
export type InTransaction = <Answer>(work: (tx: Executor) => Promise<Answer>) => Promise<Answer>;

/** How long a key answers again; a retry comes within seconds or minutes, not days. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The one idempotency mechanism of state-changing calls (the lifecycle engine's commands, and the
 * later flows' submits): a call sent again with the same key gets the first call's answer, and
 * nothing is done twice.
 */
export function createIdempotency({ db, clock }: { db: Database; clock: Clock }) {
  const ofCall = (call: IdempotentCall) =>
    and(eq(t.idempotentCalls.owner, call.owner), eq(t.idempotentCalls.idempotencyKey, call.key));
  let lastPurge = 0;

  /** The kept answer of this key, 422 when the key came with another body, null when new. */
  async function keptAnswer(call: IdempotentCall): Promise<{ answer: unknown } | null> {
    const [row] = await db
      .select({ bodyHash: t.idempotentCalls.bodyHash, answer: t.idempotentCalls.answer })
      .from(t.idempotentCalls)
      .where(ofCall(call));
    if (!row) return null;
    if (row.bodyHash !== call.bodyHash) throw new IdempotencyKeyReusedError();
    return { answer: row.answer };
  }

  async function purgeNowAndThen(now: Date) {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    const before = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
    await db.delete(t.idempotentCalls).where(lte(t.idempotentCalls.createdAt, before));
  }

  return {
    /**
     * The kept answer of a call already carried out, or null: for a flow whose own checks come
     * before its change and would refuse the retry of a change already made (the doctor's submit).
     */
    async keptAnswerOf<Answer>(call: IdempotentCall | null): Promise<Answer | null> {
      return call ? (((await keptAnswer(call))?.answer as Answer | undefined) ?? null) : null;
    },
    /**
     * The kept answer when this call was already carried out; otherwise `work`, which does its
     * checks and makes its change through the `inTransaction` it is given, once. That
     * transaction first claims the key (a concurrent send of the same call waits there until this
     * one ends) and keeps the answer with the change, so a key has an answer exactly when its
     * change committed. A failed call keeps nothing: it may be sent again with the same key.
     * Without a call (no key), `work` runs in a plain transaction.
     */
    async once<Answer>(
      call: IdempotentCall | null,
      work: (inTransaction: InTransaction) => Promise<Answer>,
    ): Promise<Answer> {
      if (!call) return work((change) => db.transaction(change));
      const kept = await keptAnswer(call);
      if (kept) return kept.answer as Answer;
      const now = clock.now();
      await purgeNowAndThen(now);
      const claimed: InTransaction = (change) =>
        db.transaction(async (tx) => {
          await tx.insert(t.idempotentCalls).values({
            owner: call.owner,
            idempotencyKey: call.key,
            bodyHash: call.bodyHash,
            createdAt: now,
          });
          const answer = await change(tx);
          await tx.update(t.idempotentCalls).set({ answer }).where(ofCall(call));
          return answer;
        });
      try {
        return await work(claimed);
      } catch (error) {
        // A concurrent send of this call committed first: our claim collided with its key, or
        // its change made ours refused (409). Either way its answer is this call's answer.
        const first = await keptAnswer(call);
        if (first) return first.answer as Answer;
        throw error;
      }
    },
  };
}
