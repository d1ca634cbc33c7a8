import {
  TRANSITIONS,
  findTransition,
  type Actor,
  type LifecycleEvent,
  type NotifiedParty,
  type Transition,
} from '@preauth/shared';
import { lockAuditChain, principalActor, type AuditEntry } from '../../../core/audit/audit-log';
import type { Executor } from '../../../core/db/database';
import {
  decideForEvent,
  settleInTransaction,
  type PendingEvent,
} from '../../../core/events/event-consumers';
import { appendRequestEvent } from '../../../core/events/event-stream';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import {
  createIdempotency,
  type IdempotentCall,
  type InTransaction,
} from '../../../core/http/idempotency';
import type { Principal } from '../../../core/http/principal';
import { actorOf, findRequestFor } from '../access/request-policy';
import { checkEventPace } from './event-pacing';
import {
  ActorNotAllowedError,
  isSecondOpenRequest,
  PatientHasOpenRequestError,
  RequestChangedError,
  TransitionRefusedError,
} from './lifecycle.errors';
import {
  insertStatusHistory,
  updateIfUnchanged,
  type RequestFields,
  type RequestRow,
} from './request.repository';

/** One lifecycle event asked for by a principal. */
export interface TransitionCommand {
  principal: Principal;
  paId: string;
  event: LifecycleEvent;
  caller: CallerContext;
  /**
   * The request fields the event's body sets (a reason, a new doctor address); a function of the
   * request as read and the event's time when they depend on them (the consultant flag only where
   * there is one, a decision's time).
   */
  fields?: EventFields;
  /** The call's Idempotency-Key: sent again, the event answers its first answer. */
  idempotency?: IdempotentCall | null;
  /**
   * What the event writes beside the status (the doctor's submission rows), in its transaction
   * after the status moved and before its event is recorded, whose consumers may read it.
   */
  alongside?: Alongside;
}

/** The request fields an event sets, or a function giving them from the request read and the time. */
export type EventFields = RequestFields | ((read: RequestRow, now: Date) => RequestFields);

/** Writes that belong to an event, done in the event's own transaction. */
export type Alongside = (tx: Executor, read: RequestRow, now: Date) => Promise<void>;

/** The request after an event, and who the event's notifications reach. */
export interface Moved {
  row: RequestRow;
  notified: NotifiedParty[];
}

/**
 * Who moved the request: for the event (and the audit) as it called (a link's role and token),
 * and for the history as the lifecycle actor it acted as (the remote authoriser is the
 * policyholder).
 */
export type Mover = Pick<AuditEntry, 'actorType' | 'actorId' | 'ip' | 'requestId'> & {
  actor: Actor;
};

/** The event row's columns for who made the change. */
const eventActor = (mover: Mover) => ({
  actorType: mover.actorType,
  actorId: mover.actorId ?? null,
  ip: mover.ip ?? null,
  callRequestId: mover.requestId ?? null,
});

/** The actors the lifecycle table gives an event to. */
const actorsOf = (event: LifecycleEvent) => [
  ...new Set(TRANSITIONS.filter((t) => t.event === event).flatMap((t) => t.by)),
];

/**
 * The one way a request changes status (shared/design/lifecycle.md): the shared transition table
 * decides, and the status (version-checked), its history entry and its row in the event stream
 * are written in one transaction, so a failure in any of them leaves nothing and two concurrent
 * events cannot both win. What follows from the event (the audit, the notifications with the
 * links they issue and revoke, straight-through; core/events) is its consumers': they decide in
 * this transaction what the event records (whom it tells, the command's `notified`) and act on
 * it after it committed; in the embedded default the call waits for those a call's answer
 * includes.
 */
export function createTransitionEngine(deps: AppDeps) {
  const { db, clock } = deps;
  const idempotency = createIdempotency(deps);
  const plainTransaction: InTransaction = (change) => db.transaction(change);

  /**
   * The change's event with what its consumers decided of it, appended last; in the embedded
   * default the consumers a change has always included (the audit, the notifications) handle it
   * in this transaction too. Answers who the event's notifications reach.
   */
  async function record(tx: Executor, event: PendingEvent): Promise<NotifiedParty[]> {
    const decided = await decideForEvent(deps, tx, event);
    await appendRequestEvent(tx, { ...event, ...decided });
    await settleInTransaction(deps, tx);
    return decided.notified ?? [];
  }

  async function move(
    tx: Executor,
    read: RequestRow,
    transition: Transition,
    mover: Mover,
    fields: EventFields,
    alongside?: Alongside,
  ): Promise<Moved> {
    // The audit chain's lock first, before any row: one lock order for every change (audit-log.ts).
    await lockAuditChain(tx, read.insurerId);
    const now = clock.now();
    const { event, to } = transition;
    const set = typeof fields === 'function' ? fields(read, now) : fields;
    // Events that mail an address the caller types are paced per request (a resend: 60 s, 5 an hour).
    await checkEventPace(tx, read.id, event, now);
    const moved = await updateIfUnchanged(tx, read, to ?? read.statusCode, now, set);
    if (!moved) throw new RequestChangedError();
    if (to) {
      await insertStatusHistory(tx, {
        paId: read.id,
        statusCode: to,
        actorType: mover.actor,
        actorId: mover.actorId ?? null,
        at: now,
      });
    }
    await alongside?.(tx, read, now);
    // The request keeps only the latest reason of each kind; the event keeps the one it was given
    // (an amend's, read by the case's history).
    const reason = set.amendReason ?? set.cancelReason ?? set.rejectReason;
    // Last, so the stream's lock is held only to the commit (event-stream.ts).
    const notified = await record(tx, {
      paId: read.id,
      insurerId: read.insurerId,
      event,
      fromStatus: read.statusCode,
      toStatus: moved.statusCode,
      ...eventActor(mover),
      occurredAt: now,
      version: moved.version,
      ...(reason ? { facts: { reason } } : {}),
    });
    return { row: moved, notified };
  }

  /**
   * Runs `move` in the transaction given, then `answer` on what it moved in it; a second open
   * request of the patient is a 409.
   */
  const commit = async <Answer>(
    inTransaction: InTransaction,
    step: {
      read: RequestRow;
      transition: Transition;
      mover: Mover;
      fields: EventFields;
      alongside?: Alongside | undefined;
    },
    answer: (moved: Moved) => Answer,
  ) =>
    inTransaction(async (tx) =>
      answer(await move(tx, step.read, step.transition, step.mover, step.fields, step.alongside)),
    ).catch((error: unknown) => {
      // Amending an approved request opens it again: refused while the patient has another.
      throw isSecondOpenRequest(error) ? new PatientHasOpenRequestError() : error;
    });

  /**
   * The system's event on a request it read (a timer's, a straight-through approval), with the
   * fields and writes of the event as a command's; false when the table does not give the
   * event to the system from the request's status, or another change (another process, a
   * command) moved the request first: the version check lets exactly one of them win.
   */
  async function applySystem(
    read: RequestRow,
    event: LifecycleEvent,
    writes: { fields?: EventFields; alongside?: Alongside; tx?: Executor } = {},
  ): Promise<boolean> {
    const transition = findTransition(read.statusCode, event, 'system');
    if (!transition) return false;
    const mover: Mover = { actorType: 'system', actor: 'system' };
    const { tx } = writes;
    // Inside a consumer's transaction, a savepoint of it: a lost race undoes only the event.
    const inTransaction: InTransaction = tx ? (change) => tx.transaction(change) : plainTransaction;
    try {
      const step = { read, transition, mover, fields: writes.fields ?? {} };
      await commit(inTransaction, { ...step, alongside: writes.alongside }, () => null);
      return true;
    } catch (error) {
      if (error instanceof RequestChangedError) return false;
      throw error;
    }
  }

  return {
    /**
     * A principal's event: 403 when the table gives the event to other actors, 404 (audited) when
     * the principal may not read the request, 409 NOT_ALLOWED_IN_STATUS when the status refuses
     * it, 429 RATE_LIMITED when a paced event comes too soon or too often (nothing is written),
     * 409 REQUEST_CHANGED when another change came first. Its answer is `answer` of the moved
     * request; with an Idempotency-Key, the same call sent again answers that first answer.
     */
    apply<Answer>(command: TransitionCommand, answer: (moved: Moved) => Answer) {
      const { principal, paId, event, caller } = command;
      return idempotency.once(command.idempotency ?? null, async (inTransaction) => {
        const actor = actorOf(principal);
        const actors = actorsOf(event);
        if (!actors.includes(actor)) throw new ActorNotAllowedError(actors);
        const read = await findRequestFor(deps, principal, paId, caller);
        const transition = findTransition(read.statusCode, event, actor);
        if (!transition) throw new TransitionRefusedError(event, read.statusCode);
        const mover = { ...principalActor(principal, caller), actor };
        const fields = command.fields ?? {};
        return commit(
          inTransaction,
          { read, transition, mover, fields, alongside: command.alongside },
          answer,
        );
      });
    },

    /**
     * A new request of `insurerId`: `insert` writes its row (at the engine's time) in the creation's
     * transaction, then its first history entry and its 'create' event, as any change; answers
     * `answer` of the new request. Errors (a second open request) pass as they are: the creation
     * knows what they mean.
     */
    create<Answer>(
      insurerId: string,
      insert: (tx: Executor, now: Date) => Promise<RequestRow>,
      mover: Mover,
      answer: (created: Moved) => Answer,
    ): Promise<Answer> {
      return db.transaction(async (tx) => {
        await lockAuditChain(tx, insurerId);
        const now = clock.now();
        const row = await insert(tx, now);
        await insertStatusHistory(tx, {
          paId: row.id,
          statusCode: row.statusCode,
          actorType: mover.actor,
          actorId: mover.actorId ?? null,
          at: now,
        });
        const notified = await record(tx, {
          paId: row.id,
          insurerId: row.insurerId,
          event: 'create',
          fromStatus: null,
          toStatus: row.statusCode,
          ...eventActor(mover),
          occurredAt: now,
          version: row.version,
          // The urgent mark may be lifted later; the creation's audit names it as it was.
          facts: { urgent: row.urgent },
        });
        return answer({ row, notified });
      });
    },

    /**
     * A timer's event on a request found past its window; false when the table no longer allows
     * it or another change (another process's sweep, a command) moved the request first.
     */
    applyTimer(read: RequestRow, event: LifecycleEvent): Promise<boolean> {
      return applySystem(read, event);
    },

    applySystem,
  };
}

export type TransitionEngine = ReturnType<typeof createTransitionEngine>;
