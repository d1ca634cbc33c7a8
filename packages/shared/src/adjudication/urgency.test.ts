import { describe, expect, it } from 'vitest';
import {
  decisionDue,
  downgradeUrgencyBodySchema,
  urgencyMarkSchema,
  urgentReceivedBoundForDue,
  URGENCY_MESSAGES as M,
} from './urgency';

const sgt = (local: string) => new Date(`${local}+08:00`);
const DEFAULT = { decisionWorkingDays: 3, urgentDecisionHours: 72 };
const holidays = new Set(['2026-11-09']); // a Monday off

describe('decisionDue', () => {
  it('counts an urgent request in calendar hours: weekends and holidays count', () => {
    const due = decisionDue(
      { statusCode: 'PRO', receivedAt: sgt('2026-11-06T16:00'), urgent: true }, // a Friday
      DEFAULT,
      holidays,
      sgt('2026-11-09T10:00'),
    );
    expect(due).toEqual({
      clock: 'urgent',
      dueAt: sgt('2026-11-09T16:00').toISOString(),
      // Monday is a holiday: no working time between now and the due time.
      workingDaysLeft: 0,
      hoursLeft: 6,
      overdue: false,
    });
  });

  it('counts a standard request in the insurer’s working days', () => {
    const received = { statusCode: 'PRO', receivedAt: sgt('2026-11-05T11:00'), urgent: false };
    const now = sgt('2026-11-10T12:30');
    // Thursday 11:00 + 3 working days (Friday, weekend, holiday Monday, Tuesday, Wednesday).
    expect(decisionDue(received, DEFAULT, holidays, now)).toMatchObject({
      clock: 'standard',
      dueAt: sgt('2026-11-11T11:00').toISOString(),
      hoursLeft: 22.5,
      overdue: false,
    });
    // With two working days: Tuesday 11:00, overdue by an hour and a half.
    const two = decisionDue(received, { ...DEFAULT, decisionWorkingDays: 2 }, holidays, now);
    expect(two).toMatchObject({
      dueAt: sgt('2026-11-10T11:00').toISOString(),
      hoursLeft: -1.5,
      overdue: true,
    });
  });

  it('uses the insurer’s urgent hours, and has nothing due outside Processing', () => {
    const request = { statusCode: 'PRO', receivedAt: sgt('2026-11-07T12:00'), urgent: true };
    const clocks = { decisionWorkingDays: 2, urgentDecisionHours: 48 };
    expect(decisionDue(request, clocks, holidays, sgt('2026-11-09T14:00'))).toMatchObject({
      dueAt: sgt('2026-11-09T12:00').toISOString(),
      hoursLeft: -2,
      overdue: true,
    });
    expect(decisionDue({ ...request, statusCode: 'APP' }, clocks, holidays, new Date())).toBeNull();
  });

  it('turns an urgent due time into the latest reception due by then', () => {
    expect(urgentReceivedBoundForDue(sgt('2026-11-09T12:00'), DEFAULT)).toEqual(
      sgt('2026-11-06T12:00'),
    );
  });
});

describe('the urgent mark', () => {
  const issues = (value: unknown) =>
    urgencyMarkSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('is optional and means not urgent when left out', () => {
    expect(urgencyMarkSchema.parse({})).toEqual({ urgent: false, urgentReason: null });
    expect(urgencyMarkSchema.parse({ urgentReason: 'x' })).toEqual({
      urgent: false,
      urgentReason: 'x',
    });
  });

  it('needs a short single-line reason when urgent', () => {
    expect(issues({ urgent: true })).toEqual([['urgentReason', M.reasonRequired]]);
    expect(issues({ urgent: true, urgentReason: '   ' })).toEqual([
      ['urgentReason', M.reasonRequired],
    ]);
    expect(issues({ urgent: true, urgentReason: 'x'.repeat(201) })).toEqual([
      ['urgentReason', M.reasonTooLong],
    ]);
    expect(issues({ urgent: true, urgentReason: 'a\nb' })?.[0]?.[0]).toBe('urgentReason');
    expect(urgencyMarkSchema.parse({ urgent: true, urgentReason: ' Surgery tomorrow ' })).toEqual({
      urgent: true,
      urgentReason: 'Surgery tomorrow',
    });
  });

  it('is downgraded with a required reason', () => {
    expect(downgradeUrgencyBodySchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(
      M.downgradeReasonRequired,
    );
    expect(downgradeUrgencyBodySchema.parse({ reason: ' Elective ' })).toEqual({
      reason: 'Elective',
    });
  });
});
