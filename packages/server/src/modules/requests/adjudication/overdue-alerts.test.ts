import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { adjudicatorWorld, clock, db, sgt } from '../test-support/adjudication-worlds';
import { config, outboxOf } from '../test-support/request-worlds';
import { alertOverdueRequests, OVERDUE_SUBJECT } from './overdue-alerts';

const alertsOf = async (paId: string) =>
  (await outboxOf(paId)).filter((message) => message.kind === 'request-overdue');

describe('the overdue alert to the insurer', () => {
  it('emails the insurer’s address once when a request in Processing becomes overdue', async () => {
    clock.set(sgt('2026-11-05T10:00')); // Thursday
    const world = await adjudicatorWorld();
    await db
      .update(t.insurers)
      .set({ notificationEmail: 'claims@insurer.example.sg' })
      .where(eq(t.insurers.id, world.insurer.id));
    // Due three working days after PRO began: Thursday 09:00, an hour ago.
    const overdue = await world.request({ statusChangedAt: sgt('2026-11-02T09:00') });
    const onTime = await world.request({ statusChangedAt: sgt('2026-11-04T09:00') });

    await alertOverdueRequests({ db, config }, clock.now());
    await alertOverdueRequests({ db, config }, clock.now());

    const [alert, ...again] = await alertsOf(overdue.id);
    expect(again).toEqual([]);
    expect(alert).toMatchObject({
      recipient: 'claims@insurer.example.sg',
      subject: OVERDUE_SUBJECT(overdue.erefNo),
    });
    expect(alert!.text).toContain('was due for a decision at 05-11-2026 09:00');
    expect(await alertsOf(onTime.id)).toEqual([]);

    // Back in Processing later (after an amendment, say), it is alerted again once overdue.
    await db
      .update(t.paRequests)
      .set({ statusChangedAt: sgt('2026-11-02T08:00') })
      .where(eq(t.paRequests.id, overdue.id));
    await alertOverdueRequests({ db, config }, clock.now());
    expect(await alertsOf(overdue.id)).toHaveLength(2);
  });
});
