import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isWorkingDate,
  receivedBoundForDue,
  workingDaysBetween,
} from './working-days';

/** Some of Singapore's 2026 and 2027 public holidays, as the insurer's table holds them. */
const HOLIDAYS = new Set([
  '2026-03-21', // Hari Raya Puasa, a Saturday: no weekday off
  '2026-04-03', // Good Friday
  '2026-11-08', // Deepavali, a Sunday
  '2026-11-09', // the Monday in lieu
  '2026-12-25', // Christmas Day, a Friday
  '2027-01-01', // New Year's Day, a Friday
]);
const NONE = new Set<string>();

/** An instant in Singapore time. */
const sgt = (local: string) => new Date(`${local}+08:00`);

describe('addWorkingDays', () => {
  it('skips a weekend and keeps the time of day', () => {
    // Thursday 10:00 → Friday, Monday, Tuesday.
    expect(addWorkingDays(sgt('2026-10-15T10:00'), 3, HOLIDAYS)).toEqual(sgt('2026-10-20T10:00'));
    expect(addWorkingDays(sgt('2026-10-12T10:00'), 3, HOLIDAYS)).toEqual(sgt('2026-10-15T10:00'));
  });

  it('skips a public holiday', () => {
    // Wednesday 23 Dec → Thursday 24, (Christmas), Monday 28, Tuesday 29.
    expect(addWorkingDays(sgt('2026-12-23T14:30'), 3, HOLIDAYS)).toEqual(sgt('2026-12-29T14:30'));
    expect(addWorkingDays(sgt('2026-12-23T14:30'), 3, NONE)).toEqual(sgt('2026-12-28T14:30'));
  });

  it('skips the Monday in lieu of a Sunday holiday', () => {
    // Friday 6 Nov → (weekend, Deepavali's Monday in lieu) Tuesday 10, Wednesday 11, Thursday 12.
    expect(addWorkingDays(sgt('2026-11-06T16:00'), 3, HOLIDAYS)).toEqual(sgt('2026-11-12T16:00'));
  });

  it('gives no weekday off for a Saturday holiday', () => {
    expect(isWorkingDate('2026-03-23', HOLIDAYS)).toBe(true);
    // Friday 20 Mar → Monday 23, Tuesday 24, Wednesday 25, as without the holiday.
    expect(addWorkingDays(sgt('2026-03-20T09:00'), 3, HOLIDAYS)).toEqual(sgt('2026-03-25T09:00'));
  });

  it('counts a request received on a Saturday or a holiday from 00:00 of the next working day', () => {
    // Saturday 17 Oct → from Monday 19 00:00: due 00:00 on Thursday 22.
    expect(addWorkingDays(sgt('2026-10-17T15:00'), 3, HOLIDAYS)).toEqual(sgt('2026-10-22T00:00'));
    // Good Friday 3 Apr → from Monday 6 00:00: due 00:00 on Thursday 9.
    expect(addWorkingDays(sgt('2026-04-03T11:00'), 3, HOLIDAYS)).toEqual(sgt('2026-04-09T00:00'));
  });

  it('crosses the year end and the New Year holiday', () => {
    // Wednesday 30 Dec → Thursday 31, (1 Jan, weekend) Monday 4, Tuesday 5 Jan 2027.
    expect(addWorkingDays(sgt('2026-12-30T09:00'), 3, HOLIDAYS)).toEqual(sgt('2027-01-05T09:00'));
  });

  it('works in Singapore time: 23:30 UTC on a Sunday is Monday morning in Singapore', () => {
    expect(addWorkingDays(new Date('2026-10-18T23:30:00Z'), 1, HOLIDAYS)).toEqual(
      sgt('2026-10-20T07:30'),
    );
  });

  it('goes back with a negative count', () => {
    expect(addWorkingDays(sgt('2026-11-10T10:00'), -1, HOLIDAYS)).toEqual(sgt('2026-11-06T10:00'));
  });
});

describe('workingDaysBetween', () => {
  it('counts working time only, in working days with fractions', () => {
    // Friday 18:00 to Monday 06:00: six hours of Friday and six of Monday.
    expect(workingDaysBetween(sgt('2026-10-16T18:00'), sgt('2026-10-19T06:00'), HOLIDAYS)).toBe(
      0.5,
    );
    expect(workingDaysBetween(sgt('2026-12-23T14:30'), sgt('2026-12-29T14:30'), HOLIDAYS)).toBe(3);
  });

  it('is negative when the second instant is earlier (an overdue deadline)', () => {
    expect(workingDaysBetween(sgt('2026-11-12T16:00'), sgt('2026-11-06T16:00'), HOLIDAYS)).toBe(-3);
    expect(workingDaysBetween(sgt('2026-10-20T12:00'), sgt('2026-10-20T10:00'), HOLIDAYS)).toBe(
      -2 / 24,
    );
  });

  it('stands still over a weekend', () => {
    expect(workingDaysBetween(sgt('2026-10-17T09:00'), sgt('2026-10-18T20:00'), HOLIDAYS)).toBe(0);
  });
});

describe('receivedBoundForDue', () => {
  // Every hour from a Thursday before Good Friday 2026 over three weeks, and some deadlines.
  const hours = Array.from(
    { length: 24 * 21 },
    (_, i) => sgt('2026-04-01T00:00').getTime() + i * 3600_000,
  );
  const deadlines = [
    sgt('2026-04-09T00:00'), // a working day's start, after a holiday and a weekend
    sgt('2026-04-09T10:30'),
    sgt('2026-04-11T12:00'), // a Saturday
    sgt('2026-04-13T00:00'), // a Monday's start
    sgt('2026-04-15T23:59'),
  ];

  it('is the received time before which exactly the deadlines fall before the given one', () => {
    for (const dueAt of deadlines) {
      const bound = receivedBoundForDue(dueAt, 3, HOLIDAYS);
      for (const at of hours) {
        const received = new Date(at);
        const dueBefore = addWorkingDays(received, 3, HOLIDAYS) < dueAt;
        expect(dueBefore, `${received.toISOString()} / ${dueAt.toISOString()}`).toBe(
          received < bound,
        );
      }
    }
  });

  it('reaches back over the non-working stretch before a working day starts', () => {
    // Due before Thursday 9 Apr 00:00: received before the end of Thursday 2 Apr (from Good
    // Friday and the weekend a request counts from Monday 6 00:00, due Thursday 9 00:00).
    expect(receivedBoundForDue(sgt('2026-04-09T00:00'), 3, HOLIDAYS)).toEqual(
      sgt('2026-04-03T00:00'),
    );
  });
});
