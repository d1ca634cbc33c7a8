import { describe, expect, it } from 'vitest';
import {
  adjudicatorWorld,
  app,
  call,
  clock,
  loginAs,
  sgt,
} from '../test-support/adjudication-worlds';
import { decided, waiting } from '../test-support/turnaround-worlds';
import { csvCell } from './csv-table';

const CSV = '/api/adjudication/turnaround.csv';
const NAME = '=HYPERLINK("https://evil.example","Open")';

describe('GET /api/adjudication/turnaround.csv', () => {
  it("downloads the period's figures, per decider, per adjudicator and per week as one table", async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await adjudicatorWorld();
    const named = await loginAs(world.insurer.id, { userType: 'insurer-adjudicator', name: NAME });
    // Tan Mei Ling after 1 working day (24 hours); the formula-named adjudicator after half a
    // day (12 hours); one request waiting since Tuesday, due Friday.
    await decided(world, 'approve', sgt('2026-11-02T10:00'), sgt('2026-11-03T10:00'));
    await decided(world, 'reject', sgt('2026-11-02T09:00'), sgt('2026-11-02T21:00'), named.user.id);
    await waiting(world, sgt('2026-11-03T10:00'));

    const response = await call(world.adjudicator, 'GET', `${CSV}?from=2026-11-02&to=2026-11-08`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="turnaround-2026-11-02-to-2026-11-08.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Section,From,To,Adjudicator,Decisions,Approved,Rejected,Amendment requested,' +
        'Automatic approvals reversed,Decided on time,Decided late,Undecided past due,' +
        'Within target (%),Median working days to decide,90th percentile working days to decide,' +
        'Average working days to decide,Median hours to decide,Average hours to decide,' +
        'Approved (%),Denied (%),Expired',
      'Period,2026-11-02,2026-11-08,,2,1,1,0,0,2,0,1,66.7,0.75,0.95,,,,,,0',
      'CMS-0057-F standard,2026-11-02,2026-11-08,,2,,,,,,,,,0.75,,0.75,18,18,50,50,',
      'CMS-0057-F urgent,2026-11-02,2026-11-08,,0,,,,,,,,,,,,,,,,',
      'Automatic decisions,2026-11-02,2026-11-08,,0,0,0,0,,0,0,,,,,,,,,,',
      "Adjudicators' decisions,2026-11-02,2026-11-08,,2,1,1,0,,2,0,,100,0.75,,,,,,,",
      `Adjudicator,2026-11-02,2026-11-08,"'=HYPERLINK(""https://evil.example"",""Open"")",1,0,1,0,,1,0,,100,0.5,,,,,,,`,
      'Adjudicator,2026-11-02,2026-11-08,Tan Mei Ling,1,1,0,0,,1,0,,100,1,,,,,,,',
      'Week,2026-11-02,2026-11-08,,2,1,1,0,0,2,0,1,66.7,0.75,0.95,,,,,,0',
      '',
    ]);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+65 9123 4567', "'+65 9123 4567"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['Ong, "Grace"', '"Ong, ""Grace"""'],
    ['Line\nbreak', '"Line\nbreak"'],
    ['陈美玲', '陈美玲'],
  ])('makes the cell %j safe as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and none as an empty cell', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
  });

  it('refuses a bad period with 400 at the field', async () => {
    const world = await adjudicatorWorld();
    const response = await call(world.adjudicator, 'GET', `${CSV}?from=2026-11-15&to=2026-11-02`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['to']);
  });

  it("is the insurer's adjudicators' only", async () => {
    const world = await adjudicatorWorld();
    const anonymous = await app.inject({
      method: 'GET',
      url: `${CSV}?from=2026-11-02&to=2026-11-08`,
    });
    expect(anonymous.statusCode).toBe(401);
    const holder = await loginAs(world.insurer.id, {});
    const forbidden = await call(holder, 'GET', `${CSV}?from=2026-11-02&to=2026-11-08`);
    expect(forbidden.statusCode).toBe(403);
  });
});
