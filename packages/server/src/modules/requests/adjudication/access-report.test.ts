import { ACCESS_REPORT_MESSAGES } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { createAuditEntries } from '../../../../test/adjudication-factories';
import { syntheticNric } from '../../../../test/factories';
import {
  adjudicatorWorld,
  call,
  clock,
  db,
  loginAs,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';

const REPORT = '/api/adjudication/access-report.csv';
const HEADER = 'Time (Singapore),Action,What happened,Actor type,Actor id,Actor name,Request';

/** An entry on `paId` at `at`, made by `actorId` (a user's id, or a link's). */
const entry = (world: AdjudicatorWorld, paId: string, at: Date, values: object) =>
  createAuditEntries(db, {
    paId,
    insurerId: world.insurer.id,
    count: 1,
    from: at,
    details: null,
    ...values,
  });

/** The CSV's lines, without the byte-order mark and the last line end. */
const linesOf = (body: string) => body.slice(1).split('\r\n').slice(0, -1);

const reportAudit = (insurerId: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.insurerId, insurerId), eq(t.auditLog.action, 'person.access-report')));

describe('POST /api/adjudication/access-report.csv', () => {
  it("lists every entry on the person's requests, as policyholder or patient, and no one else's", async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await adjudicatorWorld();
    const other = await adjudicatorWorld();
    const nric = syntheticNric();
    const asHolder = await world.request({ policyholderNric: nric, statusCode: 'APP' });
    const asPatient = await world.request({ patientNric: nric, statusCode: 'APP' });
    const someoneElse = await world.request();
    const otherInsurers = await other.request({ patientNric: nric });
    const sneaky = await loginAs(world.insurer.id, {
      userType: 'insurer-adjudicator',
      name: '=HYPERLINK("https://evil.example")',
    });
    const chinese = await loginAs(world.insurer.id, {
      userType: 'insurer-adjudicator',
      name: '陈美玲',
    });
    await entry(world, asHolder.id, sgt('2026-11-02T09:00'), {
      action: 'request.create',
      actorType: 'policy-holder',
      actorId: 'link-1',
    });
    await entry(world, asPatient.id, sgt('2026-11-03T10:30'), {
      action: 'case.viewed',
      actorType: 'insurer-adjudicator',
      actorId: sneaky.user.id,
    });
    await entry(world, asHolder.id, sgt('2026-11-04T11:45:30'), {
      action: 'request.certificate-downloaded',
      actorType: 'insurer-adjudicator',
      actorId: chinese.user.id,
    });
    await entry(world, someoneElse.id, sgt('2026-11-03T12:00'), { action: 'case.viewed' });
    await entry(other, otherInsurers.id, sgt('2026-11-03T12:00'), { action: 'case.viewed' });

    const response = await call(world.adjudicator, 'POST', REPORT, { nric: nric.toLowerCase() });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="access-report.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(linesOf(response.body)).toEqual([
      HEADER,
      `2026-11-02 09:00:00,request.create,Request: create,policy-holder,link-1,,${asHolder.erefNo}`,
      `2026-11-03 10:30:00,case.viewed,Case: viewed,insurer-adjudicator,${sneaky.user.id},` +
        `"'=HYPERLINK(""https://evil.example"")",${asPatient.erefNo}`,
      `2026-11-04 11:45:30,request.certificate-downloaded,Request: certificate downloaded,` +
        `insurer-adjudicator,${chinese.user.id},陈美玲,${asHolder.erefNo}`,
    ]);
    expect(response.body).not.toContain(nric);
  });

  it('is itself audited, with its counts and never the NRIC', async () => {
    clock.set(sgt('2026-11-20T10:00'));
    const world = await adjudicatorWorld();
    const nric = syntheticNric();
    const request = await world.request({ patientNric: nric });
    await entry(world, request.id, sgt('2026-11-02T09:00'), { action: 'case.viewed' });

    await call(world.adjudicator, 'POST', REPORT, { nric });

    const [audited, ...more] = await reportAudit(world.insurer.id);
    expect(more).toEqual([]);
    expect(audited).toMatchObject({
      actorType: 'insurer-adjudicator',
      actorId: world.adjudicator.user.id,
      paId: null,
      details: { requests: 1, entries: 1 },
      occurredAt: sgt('2026-11-20T10:00'),
    });
    expect(JSON.stringify(audited)).not.toContain(nric);
  });

  it('answers the header alone for a person with no request of the insurer', async () => {
    const world = await adjudicatorWorld();
    const other = await adjudicatorWorld();
    const nric = syntheticNric('T');
    const elsewhere = await other.request({ policyholderNric: nric });
    await entry(other, elsewhere.id, sgt('2026-11-02T09:00'), { action: 'case.viewed' });

    const response = await call(world.adjudicator, 'POST', REPORT, { nric });

    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body)).toEqual([HEADER]);
    expect((await reportAudit(world.insurer.id))[0]?.details).toEqual({ requests: 0, entries: 0 });
  });

  it('refuses an NRIC/FIN whose check letter is wrong, at its field', async () => {
    const world = await adjudicatorWorld();
    const nric = syntheticNric();
    const wrongLetter = `${nric.slice(0, 8)}${nric.endsWith('A') ? 'B' : 'A'}`;

    const response = await call(world.adjudicator, 'POST', REPORT, { nric: wrongLetter });

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'nric', message: ACCESS_REPORT_MESSAGES.nricInvalid },
    ]);
    expect(response.body).not.toContain(wrongLetter);
    expect(await reportAudit(world.insurer.id)).toEqual([]);
  });

  it('is for adjudicators only', async () => {
    const world = await adjudicatorWorld();
    const holder = await loginAs(world.insurer.id, { userType: 'policy-holder' });

    const response = await call(holder, 'POST', REPORT, { nric: syntheticNric() });

    expect(response.statusCode).toBe(403);
    expect(await reportAudit(world.insurer.id)).toEqual([]);
  });
});
