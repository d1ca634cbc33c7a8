import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCaseAssignment } from '../../../../test/adjudication-factories';
import * as t from '../../../core/db/schema';
import { adjudicatorWorld, db, sgt } from '../test-support/adjudication-worlds';
import { config } from '../test-support/request-worlds';
import { DIGEST_LIST_MAX } from './adjudicator-digest';
import { sendMorningDigests } from './morning-digests';

/** The digests emailed to `email`, oldest first. */
const digestsTo = (email: string) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.recipient, email), eq(t.outbox.kind, 'adjudicator-digest')))
    .orderBy(asc(t.outbox.id));

const caseLink = (paId: string) => `https://preauth.example.sg/adjudication/cases/${paId}`;

/** A round of the worker at `local` (Singapore time). */
const roundAt = (local: string) => sendMorningDigests({ db, config }, sgt(local));

describe('the morning digest to each adjudicator', () => {
  it('emails each adjudicator once on a working-day morning: the overdue cases and those due today, nothing else', async () => {
    const world = await adjudicatorWorld();
    const hospital = await world.hospital(true, 'Mount Alvernia Hospital');
    // Three working days from PRO: due Thursday 5 November at 08:00 and at 15:00.
    const overdue = await world.submitted(
      sgt('2026-11-02T08:00'),
      { patientName: 'Chua Bee Lian' },
      { hospitalId: hospital.id },
    );
    const dueToday = await world.submitted(sgt('2026-11-02T15:00'), {
      patientName: 'Goh Kian Seng',
    });
    await createCaseAssignment(db, {
      paId: dueToday.id,
      adjudicatorId: world.colleague.user.id,
      takenAt: sgt('2026-11-05T08:15'),
    });
    const dueTomorrow = await world.submitted(sgt('2026-11-03T09:00'));
    const decided = await world.request({
      statusCode: 'APP',
      statusChangedAt: sgt('2026-11-01T09:00'),
    });
    const elsewhere = await adjudicatorWorld();
    const theirs = await elsewhere.submitted(sgt('2026-11-02T08:00'));

    expect((await roundAt('2026-11-05T07:59')).sent).toBe(0);
    expect(await digestsTo(world.adjudicator.user.email)).toEqual([]);

    // Two workers at once, then a restarted one: still one email each.
    await Promise.all([roundAt('2026-11-05T08:30'), roundAt('2026-11-05T08:30')]);
    await roundAt('2026-11-05T09:30');

    const [mine, ...again] = await digestsTo(world.adjudicator.user.email);
    expect(again).toEqual([]);
    expect(mine!.subject).toBe('Your work queue on 05-11-2026: 1 overdue, 1 due today');
    expect(mine!.text).toContain(
      `${overdue.erefNo} · Chua Bee Lian · Mount Alvernia Hospital · OVERDUE since 05-11-2026 08:00 · unassigned`,
    );
    expect(mine!.text).toContain(caseLink(overdue.id));
    expect(mine!.text).toContain(
      `${dueToday.erefNo} · Goh Kian Seng · Test General Hospital · due today at 15:00 · held by Lim Wei Jie`,
    );
    expect(mine!.text.indexOf('Overdue (1):')).toBeLessThan(mine!.text.indexOf('Due today (1):'));
    for (const other of [dueTomorrow, decided, theirs]) {
      expect(mine!.text).not.toContain(other.erefNo);
    }
    expect(mine!.text).not.toContain(overdue.patientNric);

    const [colleagues, ...colleaguesAgain] = await digestsTo(world.colleague.user.email);
    expect(colleaguesAgain).toEqual([]);
    expect(colleagues!.text).toContain(`${dueToday.erefNo} · Goh Kian Seng`);
    expect(colleagues!.text).toContain('due today at 15:00 · held by you');

    const [elsewhereDigest] = await digestsTo(elsewhere.adjudicator.user.email);
    expect(elsewhereDigest!.text).toContain(theirs.erefNo);
    expect(elsewhereDigest!.text).not.toContain(overdue.erefNo);

    // The next working day brings the next one.
    await roundAt('2026-11-06T08:00');
    expect(await digestsTo(world.adjudicator.user.email)).toHaveLength(2);
  });

  it('sends nothing on a weekend or the insurer’s holiday, nor to an adjudicator with nothing due', async () => {
    const world = await adjudicatorWorld();
    await world.holidays('2026-11-09');
    const overdue = await world.submitted(sgt('2026-11-02T08:00'));
    const idle = await adjudicatorWorld();

    await roundAt('2026-11-07T08:30'); // Saturday
    await roundAt('2026-11-09T08:30'); // the insurer's holiday
    expect(await digestsTo(world.adjudicator.user.email)).toEqual([]);

    await roundAt('2026-11-10T08:30');
    const [tuesday] = await digestsTo(world.adjudicator.user.email);
    expect(tuesday!.text).toContain(overdue.erefNo);

    // Nothing was due at the morning's round: no email, and none later that day either.
    await idle.submitted(sgt('2026-11-05T10:00')); // due Tuesday at 10:00
    await roundAt('2026-11-10T11:00');
    expect(await digestsTo(idle.adjudicator.user.email)).toEqual([]);
  });

  it('lists the first 50 overdue cases in the queue’s order and counts the rest', async () => {
    const world = await adjudicatorWorld();
    const cases = [];
    for (let i = 0; i < DIGEST_LIST_MAX + 2; i++) {
      // One a minute from Monday 07:00: each overdue by Thursday 08:30, the earliest first.
      cases.push(
        await world.request({
          statusChangedAt: sgt(`2026-11-02T07:${String(i).padStart(2, '0')}`),
        }),
      );
    }

    await roundAt('2026-11-05T08:30');

    const [digest] = await digestsTo(world.adjudicator.user.email);
    expect(digest!.subject).toBe('Your work queue on 05-11-2026: 52 overdue, 0 due today');
    expect(digest!.text).toContain(cases[DIGEST_LIST_MAX - 1]!.erefNo);
    expect(digest!.text).not.toContain(cases[DIGEST_LIST_MAX]!.erefNo);
    expect(digest!.text).toContain('… and 2 more, listed in the work queue.');
  });
});
