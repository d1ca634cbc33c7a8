import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDecision } from '../../../../test/adjudication-factories';
import { createRequestDetails } from '../../../../test/factories';
import * as t from '../../../core/db/schema';
import {
  adjudicatorWorld,
  call,
  clock,
  db,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';

interface Item {
  paId: string;
  patientNricMasked: string;
  decision: { decidedAt: string; approvedTotal: string | null; decidedBy: string | null } | null;
}

async function queue(world: AdjudicatorWorld, query: string) {
  const response = await call(world.adjudicator, 'GET', `/api/adjudication/queue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { list: Item[]; total: number };
}

const ids = (body: { list: Item[] }) => body.list.map((item) => item.paId);

describe('searching the queue', () => {
  it('finds a request by NRIC/FIN, whole or its last 4, of the patient or the policyholder', async () => {
    const world = await adjudicatorWorld();
    const patients = await world.request({ patientNric: 'S1234567D' });
    const policyholders = await world.request({ policyholderNric: 'T7654567J' });
    await world.request({ patientNric: 'S7654321A' });

    expect(ids(await queue(world, '?search=s1234567d'))).toEqual([patients.id]);
    expect(ids(await queue(world, '?search=T7654567J'))).toEqual([policyholders.id]);
    expect(new Set(ids(await queue(world, '?search=567d')))).toEqual(new Set([patients.id]));
    expect(ids(await queue(world, '?search=567J'))).toEqual([policyholders.id]);
    // The list shows the NRIC/FIN masked, never whole.
    expect((await queue(world, '?search=567D')).list[0]!.patientNricMasked).toBe('*****567D');
  });

  it('finds a request by reference, either name or policy number, ignoring case', async () => {
    const world = await adjudicatorWorld();
    const byPatient = await world.request({ patientName: 'Goh Siew Lan' });
    const byHolder = await world.request({ policyholderName: 'Ong Boon Siew' });
    const byPolicy = await world.request({ policyNumber: 'POL-SIEW-77' });
    const other = await world.request({ patientName: 'Tan Ah Kow' });
    await (await adjudicatorWorld()).request({ patientName: 'Goh Siew Lan' });

    expect(new Set(ids(await queue(world, '?search=siew')))).toEqual(
      new Set([byPatient.id, byHolder.id, byPolicy.id]),
    );
    expect(ids(await queue(world, `?search=${other.erefNo.toLowerCase()}`))).toEqual([other.id]);
    expect(ids(await queue(world, '?search=100%25'))).toEqual([]);
  });

  it('matches text within one field, never across two, Chinese names included', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request({
      patientName: '陈美玲',
      policyholderName: 'Lim Kah Seng',
      policyNumber: 'POL-88',
    });

    expect(ids(await queue(world, `?search=${encodeURIComponent('美玲')}`))).toEqual([request.id]);
    expect(ids(await queue(world, '?search=KAH%20SENG'))).toEqual([request.id]);
    for (const across of ['美玲 Lim', '美玲Lim', 'Seng POL', `${request.erefNo}陈`]) {
      expect(ids(await queue(world, `?search=${encodeURIComponent(across)}`)), across).toEqual([]);
    }
  });

  it('counts a search by text within the insurer, the status and the other filters, on any page', async () => {
    const world = await adjudicatorWorld();
    const [first, second] = [
      await world.request({ patientName: 'Goh Siew Lan' }),
      await world.request({ policyholderName: 'Ong Boon Siew' }),
    ];
    const held = await world.request({ policyNumber: 'POL-SIEW-77' });
    await world.request({ patientName: 'Siew Mei', statusCode: 'PEN' });
    await world.request({ patientName: 'Tan Ah Kow' });
    await (await adjudicatorWorld()).request({ patientName: 'Lee Siew Hoon' });
    await call(world.adjudicator, 'POST', `/api/adjudication/cases/${held.id}/take`, {});

    expect((await queue(world, '?search=siew')).total).toBe(3);
    expect((await queue(world, '?search=siew&urgent=false&panel=false')).total).toBe(3);
    expect((await queue(world, '?search=siew&urgent=true')).total).toBe(0);
    const unheld = await queue(world, '?search=siew&assignedTo=nobody');
    expect(new Set(ids(unheld))).toEqual(new Set([first.id, second.id]));
    expect(unheld.total).toBe(2);
    expect(await queue(world, '?search=siew&assignedTo=nobody&offset=20')).toMatchObject({
      list: [],
      total: 2,
    });
    expect((await queue(world, '?search=siew&statusCode=PEN')).total).toBe(1);
  });

  it('refuses a search longer than 100 characters, naming the field', async () => {
    const world = await adjudicatorWorld();
    const response = await call(
      world.adjudicator,
      'GET',
      `/api/adjudication/queue?search=${'a'.repeat(101)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({
      path: 'search',
      message: 'Please search with at most 100 characters.',
    });
  });
});

describe('sorting the queue', () => {
  it('sorts by received (newest first), amount (largest first) and hospital (A to Z)', async () => {
    const world = await adjudicatorWorld();
    const zeta = await world.hospital(false, 'Zeta Hospital');
    const alpha = await world.hospital(false, 'Alpha Hospital');
    const oldest = await world.submitted(
      sgt('2026-11-02T09:00'),
      {},
      { hospitalId: zeta.id, hospitalCode: zeta.code, totalBill: '500.00' },
    );
    const middle = await world.submitted(
      sgt('2026-11-03T09:00'),
      {},
      { hospitalId: alpha.id, hospitalCode: alpha.code, totalBill: '9000.00' },
    );
    const newest = await world.request({ statusChangedAt: sgt('2026-11-04T09:00') });

    expect(ids(await queue(world, ''))).toEqual([oldest.id, middle.id, newest.id]);
    expect(ids(await queue(world, '?sortBy=received'))).toEqual([newest.id, middle.id, oldest.id]);
    expect(ids(await queue(world, '?sortBy=amount'))).toEqual([middle.id, oldest.id, newest.id]);
    expect(ids(await queue(world, '?sortBy=hospital'))).toEqual([middle.id, oldest.id, newest.id]);
  });

  it('sorts by the amounts and names as they are now: a new submission, the office’s total, a renamed hospital', async () => {
    const world = await adjudicatorWorld();
    const [north, south] = [
      await world.hospital(false, 'North'),
      await world.hospital(false, 'South'),
    ];
    const first = await world.submitted(
      sgt('2026-11-02T09:00'),
      {},
      { hospitalId: north.id, hospitalCode: north.code, totalBill: '800.00' },
    );
    const second = await world.submitted(
      sgt('2026-11-03T09:00'),
      {},
      { hospitalId: south.id, hospitalCode: south.code, totalBill: '700.00' },
    );
    expect(ids(await queue(world, '?sortBy=amount'))).toEqual([first.id, second.id]);

    // The doctor submits again for more, then the business office brings it down.
    const again = await createRequestDetails(db, second.id, {
      hospitalId: south.id,
      hospitalCode: south.code,
      totalBill: '900.00',
    });
    expect(ids(await queue(world, '?sortBy=amount'))).toEqual([second.id, first.id]);
    await db
      .update(t.paDetails)
      .set({ updatedTotalBill: '600.00' })
      .where(eq(t.paDetails.id, again.id));
    expect(ids(await queue(world, '?sortBy=amount'))).toEqual([first.id, second.id]);

    expect(ids(await queue(world, '?sortBy=hospital'))).toEqual([first.id, second.id]);
    await db.update(t.hospitals).set({ name: 'Alpha' }).where(eq(t.hospitals.id, south.id));
    const sorted = await queue(world, '?sortBy=hospital');
    expect(ids(sorted)).toEqual([second.id, first.id]);
    expect(sorted.list[0]).toMatchObject({ hospitalName: 'Alpha', totalRequested: '600.00' });
  });
});

describe('the decided lists', () => {
  it('run newest first with the approved amount and who decided, automatic or by name', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const older = await world.request({
      statusCode: 'APP',
      statusChangedAt: sgt('2026-11-03T10:00'),
    });
    const newer = await world.request({
      statusCode: 'APP',
      statusChangedAt: sgt('2026-11-04T10:00'),
    });
    await createDecision(db, {
      paId: older.id,
      outcome: 'approve',
      decidedAt: sgt('2026-11-03T10:00'),
      adjudicatorId: world.adjudicator.user.id,
      approvedTotalBill: '4200.00',
    });
    await createDecision(db, {
      paId: newer.id,
      outcome: 'approve',
      decidedAt: sgt('2026-11-04T10:00'),
      approvedTotalBill: '980.50',
    });
    const rejected = await world.request({ statusCode: 'REJ' });
    await createDecision(db, {
      paId: rejected.id,
      outcome: 'reject',
      decidedAt: sgt('2026-11-04T11:00'),
      adjudicatorId: world.colleague.user.id,
    });

    const approved = await queue(world, '?statusCode=APP');

    expect(ids(approved)).toEqual([newer.id, older.id]);
    expect(approved.list.map((item) => item.decision)).toEqual([
      {
        decidedAt: sgt('2026-11-04T10:00').toISOString(),
        approvedTotal: '980.50',
        decidedBy: null,
      },
      {
        decidedAt: sgt('2026-11-03T10:00').toISOString(),
        approvedTotal: '4200.00',
        decidedBy: 'Tan Mei Ling',
      },
    ]);
    expect((await queue(world, '?statusCode=REJ')).list[0]!.decision).toMatchObject({
      approvedTotal: null,
      decidedBy: 'Lim Wei Jie',
    });
  });
});
