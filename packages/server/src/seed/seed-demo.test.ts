// The demo data's accounts, policyholders, patients and agent clients, and that it is seeded once.
import { isValidNric } from '@preauth/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { accounts, app, clock, db, demoHeaders, logIn } from './demo-app.test-support';
import { seedDemoDataIfEmpty } from './seed-demo';

describe('demo data: the demo accounts and the people behind them', () => {
  it('creates the demo accounts of the README, each able to log in', async () => {
    const logins = accounts?.map((a) => a.login);
    expect(logins).toEqual(
      expect.arrayContaining([
        'policyholder@demo.sg',
        'policyholder2@demo.sg',
        'policyholder@insurer2.demo.sg',
        'agent@demo.sg',
        'adjudicator@demo.sg',
        'adjudicator2@demo.sg',
        'adjudicator@insurer2.demo.sg',
        'adjudicator2@insurer2.demo.sg',
      ]),
    );
    for (const login of logins ?? []) {
      const response = await logIn(login, `10.9.0.${logins?.indexOf(login)}`);
      expect(response.statusCode, login).toBe(200);
    }
  });

  it('gives each policyholder the patients self, spouse, child and a foreigner (and some more), one with an active request', async () => {
    const holders = await db.select().from(t.policyholders);
    for (const holder of holders) {
      const patients = await db
        .select({
          relationship: t.policyholderPatients.relationship,
          foreigner: t.patients.foreigner,
          nric: t.patients.nric,
          active: sql<number>`(select count(*)::int from pa_requests r where r.patient_id = ${t.patients.id} and r.status_code = 'SUB')`,
        })
        .from(t.policyholderPatients)
        .innerJoin(t.patients, eq(t.patients.id, t.policyholderPatients.patientId))
        .where(eq(t.policyholderPatients.policyholderId, holder.id));
      expect(patients.map((p) => p.relationship)).toEqual(
        expect.arrayContaining(['CHILD', 'EMPLOYEE', 'SELF', 'SPOUSE']),
      );
      expect(patients.filter((p) => p.foreigner)).toHaveLength(1);
      expect(patients.filter((p) => p.active === 1)).toHaveLength(1);
      expect(patients.every((p) => isValidNric(p.nric))).toBe(true);
    }
  });

  it('gives agent@demo.sg clients of policyholder@demo.sg it can raise requests for, with no open request', async () => {
    const bearer = await demoHeaders('agent@demo.sg', '10.9.1.1');
    const clients = (
      await app.inject({ method: 'GET', url: '/api/agents/clients', headers: bearer })
    ).json() as { policyHolderId: string; name: string }[];
    const holder = clients.find((c) => c.name === 'Tan Wei Ming');
    const patients = (
      await app.inject({
        method: 'GET',
        url: `/api/agents/clients/${holder?.policyHolderId}/patients`,
        headers: bearer,
      })
    ).json() as { name: string; hasActiveRequest: boolean }[];

    expect(patients.filter((p) => !p.hasActiveRequest).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Tan Ah Kow', 'Lim Siew Hoon']),
    );
  });

  it('gives patient2@demo.sg no request, so a request for himself may be raised (record 084)', async () => {
    const bearer = await demoHeaders('patient2@demo.sg', '10.9.1.3');
    const read = (url: string) => app.inject({ method: 'GET', url, headers: bearer });

    expect((await read('/api/requests')).json()).toMatchObject({ list: [], total: 0 });
    const patients = (await read('/api/policyholders/patients')).json() as {
      name: string;
      hasActiveRequest: boolean;
    }[];
    expect(patients).toEqual([
      expect.objectContaining({ name: 'Rahman bin Yusof', hasActiveRequest: false }),
    ]);
    expect((await read('/api/policyholders/me')).json()).toMatchObject({
      name: 'Nur Aisyah binte Rahman',
    });
  });

  it('gives doctor@demo.sg a home with a request waiting for its details and an approved one (record 084)', async () => {
    const bearer = await demoHeaders('doctor@demo.sg', '10.9.1.2');
    const list = async (statusCode: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/doctor/requests?statusCode=${statusCode}`,
          headers: bearer,
        })
      ).json() as { list: { respondBy: string | null; approvedTotal: string | null }[] };

    const waiting = (await list('SUB')).list;
    const approved = (await list('APP')).list;

    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((item) => item.respondBy !== null)).toBe(true);
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((item) => item.approvedTotal !== null)).toBe(true);
  });

  it('is loaded only into an empty database', async () => {
    expect(await seedDemoDataIfEmpty(db, clock.now())).toBeNull();
  });
});
