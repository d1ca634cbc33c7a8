import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import {
  adjudicatorWorld,
  app,
  clock,
  db,
  loginAs,
  sgt,
} from '../test-support/adjudication-worlds';
import type { Login } from '../test-support/request-worlds';

const digestsTo = (email: string) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.recipient, email), eq(t.outbox.kind, 'adjudicator-digest')))
    .orderBy(asc(t.outbox.id));

const emailMeTheDigest = (login: Login, idempotencyKey?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/adjudication/digest',
    headers: {
      authorization: login.authorization,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });

describe('emailing the adjudicator their digest on demand', () => {
  it('emails the caller their insurer’s cases overdue and due today, once per Idempotency-Key', async () => {
    clock.set(sgt('2026-11-05T16:00')); // Thursday
    const world = await adjudicatorWorld();
    const overdue = await world.submitted(sgt('2026-11-02T08:00'));
    const dueToday = await world.submitted(sgt('2026-11-02T17:00'));
    const elsewhere = await adjudicatorWorld();
    const theirs = await elsewhere.submitted(sgt('2026-11-02T08:00'));

    // A double click: the same key twice.
    const [first, second] = await Promise.all([
      emailMeTheDigest(world.adjudicator, 'digest-click-1'),
      emailMeTheDigest(world.adjudicator, 'digest-click-1'),
    ]);

    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ overdue: 1, dueToday: 1 });
    expect(second.json()).toEqual(first.json());
    const [email, ...again] = await digestsTo(world.adjudicator.user.email);
    expect(again).toEqual([]);
    expect(email!.subject).toBe('Your work queue on 05-11-2026: 1 overdue, 1 due today');
    expect(email!.text).toContain(`${overdue.erefNo} · `);
    expect(email!.text).toContain(`${dueToday.erefNo} · `);
    expect(email!.text).not.toContain(theirs.erefNo);
    expect(await digestsTo(world.colleague.user.email)).toEqual([]);
    const audit = await db
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.actorId, world.adjudicator.user.id),
          eq(t.auditLog.action, 'queue.digest-emailed'),
        ),
      );
    expect(audit.map((entry) => entry.details)).toEqual([{ overdue: 1, dueToday: 1 }]);

    // Asked again later (a new key): another email.
    expect((await emailMeTheDigest(world.adjudicator, 'digest-click-2')).statusCode).toBe(200);
    expect(await digestsTo(world.adjudicator.user.email)).toHaveLength(2);
  });

  it('says so when nothing is due, and is refused to anyone but the insurer’s adjudicators', async () => {
    clock.set(sgt('2026-11-07T10:00')); // Saturday: asked for, it is sent all the same
    const world = await adjudicatorWorld();

    const response = await emailMeTheDigest(world.adjudicator);

    expect(response.json()).toEqual({ overdue: 0, dueToday: 0 });
    const [email] = await digestsTo(world.adjudicator.user.email);
    expect(email!.text).toContain('Nothing in your work queue is overdue or due today');

    for (const userType of ['policy-holder', 'insurance-agent', 'doctor'] as const) {
      const other = await loginAs(world.insurer.id, { userType });
      const refused = await emailMeTheDigest(other, `as-${userType}`);
      expect(refused.statusCode, userType).toBe(403);
      expect(await digestsTo(other.user.email)).toEqual([]);
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/adjudication/digest' });
    expect(anonymous.statusCode).toBe(401);
  });
});
