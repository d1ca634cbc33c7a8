import { inNotifiedOrder, type NotifiedParty } from '@preauth/shared';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { eventConsumerPositions as positions, requestEvents } from '../db/schema';
import { periodicJob } from '../jobs/periodic-job';
import type { Clock } from '../security/clock';
import type { NewRequestEvent, RequestEvent } from './event-stream';

/** A change as its transaction is about to record it: its event before what consumers decide. */
export type PendingEvent = Omit<NewRequestEvent, 'notified' | 'facts'> & {
  facts?: Record<string, unknown> | null;
};

/** What a consumer decided in the change's transaction, recorded on the event for its handler. */
export interface Decided {
  /** Who its effects will reach (the command's answer, the event's `notified`). */
  notified?: NotifiedParty[];
  /** Kept on the event under the consumer's name; its `handle` reads them there. */
  facts?: unknown;
}

/**
 * A consumer of the request event stream. Its `handle` writes through `tx` only: that
 * transaction also advances its position, so an event's effect commits exactly once.
 */
export interface EventConsumer {
  /** Its position's key: renaming a consumer starts it again. */
  name: string;
  /**
   * True for the effects a change has always included (the audit): in the embedded default they
   * are handled in the change's own transaction (settleInTransaction). False for background work
   * (straight-through), which the runner does in its own time.
   */
  withTheCall: boolean;
  /** Where a consumer seen for the first time starts; the beginning unless told. */
  startAt?: 'beginning' | 'now';
  /**
   * Decides, in the change's own transaction and before its event is appended, what the handler
   * must know as of the change (whom it tells, the records its emails show): a worker may handle
   * the event after the request moved on. Runs whether or not the handler settles with the call.
   */
  decide?(tx: Executor, event: PendingEvent): Promise<Decided>;
  handle(tx: Executor, event: RequestEvent): Promise<void>;
}

export interface ConsumerDeps {
  db: Database;
  clock: Clock;
  logger?: { error(details: object, message: string): void };
}

/** How long a failing event waits before its next try: doubling from 1 s, at most 5 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 1000, 300_000);

/** What one drain of one consumer did. */
export interface DrainResult {
  handled: number;
  /** It stopped at its limit: more events may wait. */
  more: boolean;
  /** The event that failed (and waits for its retry), if one did. */
  failed: { eventId: number; error: unknown } | null;
}

type Step =
  { kind: 'handled' } | { kind: 'stopped' } | { kind: 'failed'; eventId: number; error: unknown };

class HandlerFailed extends Error {
  constructor(
    readonly eventId: number,
    readonly failure: unknown,
  ) {
    super('event consumer failed');
  }
}

async function ensurePosition(db: Executor, consumer: EventConsumer) {
  const start =
    consumer.startAt === 'now'
      ? sql`(select coalesce(max(${requestEvents.id}), 0) from ${requestEvents})`
      : sql`0`;
  await db
    .insert(positions)
    .values({ consumer: consumer.name, position: start })
    .onConflictDoNothing();
}

/**
 * One event for `consumer`, in one transaction: its position row locked (another process
 * draining it skips, never waits), the next event after it, the handler, the position advanced.
 * Stops when another process holds the row, no event waits, or a failure's retry time is ahead.
 */
async function step(deps: ConsumerDeps, consumer: EventConsumer): Promise<Step> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [place] = await tx
        .select()
        .from(positions)
        .where(eq(positions.consumer, consumer.name))
        .for('update', { skipLocked: true });
      const now = deps.clock.now();
      if (!place || (place.retryAt && place.retryAt > now)) return { kind: 'stopped' } as const;
      const [event] = await tx
        .select()
        .from(requestEvents)
        .where(gt(requestEvents.id, place.position))
        .orderBy(asc(requestEvents.id))
        .limit(1);
      if (!event) return { kind: 'stopped' } as const;
      try {
        await consumer.handle(tx, event);
      } catch (error) {
        throw new HandlerFailed(event.id, error);
      }
      await tx
        .update(positions)
        .set({ position: event.id, attempts: 0, lastError: null, retryAt: null, updatedAt: now })
        .where(eq(positions.consumer, consumer.name));
      return { kind: 'handled' } as const;
    });
  } catch (error) {
    if (!(error instanceof HandlerFailed)) throw error;
    return { kind: 'failed', eventId: error.eventId, error: error.failure };
  }
}

/** Records a failed event: its handler's writes rolled back; it is tried again after the delay. */
async function recordFailure(deps: ConsumerDeps, consumer: EventConsumer, error: unknown) {
  const [place] = await deps.db
    .select({ attempts: positions.attempts })
    .from(positions)
    .where(eq(positions.consumer, consumer.name));
  const attempts = (place?.attempts ?? 0) + 1;
  const message = error instanceof Error ? error.message : String(error);
  await deps.db
    .update(positions)
    .set({
      attempts,
      lastError: message.slice(0, 500),
      retryAt: new Date(deps.clock.now().getTime() + retryDelayMs(attempts)),
      updatedAt: deps.clock.now(),
    })
    .where(eq(positions.consumer, consumer.name));
}

/**
 * Hands `consumer` the events after its position, in order, up to `limit`; stops at the first
 * failure (recorded, retried later: an event is never skipped).
 */
async function drainConsumer(
  deps: ConsumerDeps,
  consumer: EventConsumer,
  limit: number,
): Promise<DrainResult> {
  await ensurePosition(deps.db, consumer);
  let handled = 0;
  while (handled < limit) {
    const result = await step(deps, consumer);
    if (result.kind === 'stopped') break;
    if (result.kind === 'failed') {
      await recordFailure(deps, consumer, result.error);
      deps.logger?.error(
        { err: result.error, consumer: consumer.name, eventId: result.eventId },
        'event consumer failed; it will try the event again',
      );
      return { handled, more: false, failed: { eventId: result.eventId, error: result.error } };
    }
    handled += 1;
  }
  return { handled, more: handled === limit, failed: null };
}

/** Events one consumer handles in a round before the others get their turn. */
const ROUND_LIMIT = 100;

/**
 * The consumers of one database, and the one queue every in-process drain waits in: PGlite has
 * one connection, so a drain never waits on a row lock another in-process drain holds.
 */
function createRegistry(deps: ConsumerDeps) {
  const consumers = new Map<string, EventConsumer>();
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  /** One consumer, alone in the queue. */
  const drain = (consumer: EventConsumer, limit = ROUND_LIMIT) =>
    serialised(() => drainConsumer(deps, consumer, limit));

  /**
   * Every consumer, round after round until a round handles nothing (a consumer's handler may
   * append events: a straight-through approval). Answers whether more wait.
   */
  async function drainAll(): Promise<boolean> {
    for (let round = 0; round < 10; round += 1) {
      let handled = 0;
      for (const consumer of consumers.values()) {
        handled += (await drain(consumer)).handled;
      }
      if (handled === 0) return false;
    }
    return true;
  }

  return {
    consumers,
    /** Whether changes handle the `withTheCall` consumers in their transaction (embedded). */
    settlesWithTheCall: true,
    drain,
    drainAll,
  };
}

type Registry = ReturnType<typeof createRegistry>;
const registries = new WeakMap<Database, Registry>();

function registryOf(deps: ConsumerDeps): Registry {
  let registry = registries.get(deps.db);
  if (!registry) {
    registry = createRegistry(deps);
    registries.set(deps.db, registry);
  }
  return registry;
}

/** Adds (or replaces, by name) a consumer of the database's stream; the flows call it. */
export function registerEventConsumer(deps: ConsumerDeps, consumer: EventConsumer): void {
  registryOf(deps).consumers.set(consumer.name, consumer);
}

/** One consumer's drain, queued with the process's others (the tests' and a flow's own round). */
export function drainEventConsumer(deps: ConsumerDeps, consumer: EventConsumer, limit?: number) {
  return registryOf(deps).drain(consumer, limit);
}

/**
 * Called by the engine just before it appends an event, in the change's transaction: what each
 * registered consumer decides of it, as the event's `notified` (every consumer's, in the parties'
 * order) and its `facts` (each consumer's under its name, beside the engine's own).
 */
export async function decideForEvent(
  deps: ConsumerDeps,
  tx: Executor,
  event: PendingEvent,
): Promise<Pick<NewRequestEvent, 'notified' | 'facts'>> {
  const notified: NotifiedParty[] = [];
  const facts: Record<string, unknown> = { ...event.facts };
  for (const consumer of registries.get(deps.db)?.consumers.values() ?? []) {
    if (!consumer.decide) continue;
    const decided = await consumer.decide(tx, event);
    notified.push(...(decided.notified ?? []));
    if (decided.facts !== undefined) facts[consumer.name] = decided.facts;
  }
  return {
    notified: inNotifiedOrder(notified),
    facts: Object.keys(facts).length > 0 ? facts : null,
  };
}

/**
 * Called by the engine right after it appended an event, in the change's transaction: in the
 * embedded default, each `withTheCall` consumer handles the events after its position, the new
 * one included, in that transaction, so a call's answer reads its own writes and a consumer's
 * failure rolls the change back, as when the engine wrote them itself. The append's lock
 * (event-stream.ts) is held, so no lower event is still in flight. A consumer retrying a
 * failure is left to the runner: its failure must not refuse every change.
 */
export async function settleInTransaction(deps: ConsumerDeps, tx: Executor): Promise<void> {
  const registry = registries.get(deps.db);
  if (!registry?.settlesWithTheCall) return;
  for (const consumer of registry.consumers.values()) {
    if (!consumer.withTheCall) continue;
    await ensurePosition(tx, consumer);
    const [place] = await tx
      .select()
      .from(positions)
      .where(eq(positions.consumer, consumer.name))
      // A worker draining this consumer holds its row: the call leaves the event to it rather
      // than wait (waiting, it could deadlock with the worker's wait for the audit chain's lock).
      .for('update', { skipLocked: true });
    if (!place || place.attempts > 0) continue;
    const events = await tx
      .select()
      .from(requestEvents)
      .where(gt(requestEvents.id, place.position))
      .orderBy(asc(requestEvents.id));
    for (const event of events) await consumer.handle(tx, event);
    const last = events.at(-1);
    if (last) {
      await tx
        .update(positions)
        .set({ position: last.id, updatedAt: deps.clock.now() })
        .where(eq(positions.consumer, consumer.name));
    }
  }
}

/**
 * The runner a process starts to handle the stream (the worker, or the embedded portal):
 * `start(ms)` drains every consumer in turn, again at once while more wait, then every `ms`;
 * `drainOnce()` is one such pass (it also retries the `withTheCall` consumers' failures).
 * `settleWithTheCall: false` (a web process beside workers) leaves every consumer to the
 * workers: a change's transaction then writes only the event.
 */
export function createEventConsumers(
  deps: ConsumerDeps,
  options: { settleWithTheCall?: boolean } = {},
) {
  const registry = registryOf(deps);
  registry.settlesWithTheCall = options.settleWithTheCall ?? true;
  const drainOnce = () => registry.drainAll();
  const job = periodicJob(drainOnce, (error) =>
    deps.logger?.error({ err: error }, 'event consumers round failed'),
  );
  return { start: job.start, stop: job.stop, drainOnce };
}

export type EventConsumers = ReturnType<typeof createEventConsumers>;
