import { PAGE_SIZES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createDecision } from '../../../../test/adjudication-factories';
import {
  createConsultant,
  createHospital,
  createInsurer,
  createPatient,
  createPolicyholder,
  createRequest,
  linkPatient,
} from '../../../../test/factories';

import { at, db, get, list, tenant, tokenFor } from './request-list.test-support';

describe('GET /api/requests', () => {
  it('answers 401 without a session, and a doctor without a doctor record nothing', async () => {
    const { insurer, token: holder, request } = await tenant();
    await request();
    const doctor = await tokenFor(insurer.id, { userType: 'doctor' });

    expect((await get('/api/requests', null)).statusCode).toBe(401);
    expect((await get('/api/requests/totals', null)).statusCode).toBe(401);
    expect((await get('/api/main-flow', null)).statusCode).toBe(401);
    // A doctor's scope is the requests naming its doctor (record 084): none without one.
    expect(await list('/api/requests', doctor)).toEqual({ list: [], total: 0 });
    expect((await get('/api/requests/totals', doctor)).json()).toEqual([]);
    expect((await list('/api/requests', holder)).total).toBe(1);
  });

  it('answers the list items of the specification, createdOn as an ISO timestamp', async () => {
    const { token, request } = await tenant();
    const created = await request({
      patientName: 'Tan Ah Kow',
      createdByName: 'Lim Mei Ling',
      statusCode: 'PRO',
      createdAt: at('2026-10-05T03:04:05.000Z'),
    });

    const body = await list('/api/requests', token);

    expect(body).toEqual({
      list: [
        {
          erefNo: created.erefNo,
          patientName: 'Tan Ah Kow',
          statusCode: 'PRO',
          createdBy: 'Lim Mei Ling',
          createdOn: '2026-10-05T03:04:05.000Z',
          paId: created.id,
          policyholderName: 'Test Policyholder',
          doctorName: 'Test Doctor',
          clinicName: 'Test Clinic',
          hospitalName: null,
          approvedTotal: null,
          respondBy: null,
        },
      ],
      total: 1,
    });
  });

  it("says until when the request waits on someone, its hospital, and an approval's total", async () => {
    const { insurer, token, request } = await tenant();
    const hospital = await createHospital(db, insurer.id, { name: 'Mount Aurora Hospital' });
    const waiting = await request({
      statusCode: 'PEN',
      statusChangedAt: at('2026-10-05T03:00:00.000Z'),
      createdAt: at('2026-10-05T03:00:00.000Z'),
    });
    const approved = await request({
      statusCode: 'APP',
      hospitalId: hospital.id,
      createdAt: at('2026-10-01T03:00:00.000Z'),
    });
    await createDecision(db, {
      paId: approved.id,
      outcome: 'approve',
      decidedAt: at('2026-10-02T03:00:00.000Z'),
      approvedTotalBill: '4200.00',
    });
    await createDecision(db, {
      paId: approved.id,
      outcome: 'approve',
      decidedAt: at('2026-10-03T03:00:00.000Z'),
      approvedTotalBill: '5100.50',
    });

    const { list: items } = await list('/api/requests', token);

    // The policyholder's authorisation window: 3 calendar days from when PEN began.
    expect(items.find((i) => i.paId === waiting.id)).toMatchObject({
      respondBy: '2026-10-08T03:00:00.000Z',
      hospitalName: null,
      approvedTotal: null,
    });
    // The latest approval's total; no window runs once decided.
    expect(items.find((i) => i.paId === approved.id)).toMatchObject({
      respondBy: null,
      hospitalName: 'Mount Aurora Hospital',
      approvedTotal: '5100.50',
    });
  });

  it("never lists another policyholder's requests", async () => {
    const { insurer, token, request } = await tenant();
    const mine = await request();
    const otherHolder = await createPolicyholder(db, insurer.id);
    await createRequest(db, { insurerId: insurer.id, policyholderId: otherHolder.id });

    const body = await list('/api/requests', token);

    expect(body.list.map((i) => i.paId)).toEqual([mine.id]);
    expect(body.total).toBe(1);
  });

  it("never lists another insurer's requests, whatever the caller's links say", async () => {
    const { holder, request } = await tenant();
    await request();
    const otherInsurer = await createInsurer(db);
    // A session of another insurer pointing at this insurer's policyholder still sees nothing.
    const stray = await tokenFor(otherInsurer.id, { policyholderId: holder.id });
    const otherAdjudicator = await tokenFor(otherInsurer.id, { userType: 'insurer-adjudicator' });

    expect(await list('/api/requests', stray)).toEqual({ list: [], total: 0 });
    expect(await list('/api/requests', otherAdjudicator)).toEqual({ list: [], total: 0 });
    expect((await get('/api/requests/totals', otherAdjudicator)).json()).toEqual([]);
  });

  it("shows an insured patient only the patient's own requests", async () => {
    const { insurer, request } = await tenant();
    const theirs = await request({ statusCode: 'APP' });
    await request();
    const patient = await tokenFor(insurer.id, {
      userType: 'insured-patient',
      patientId: theirs.patientId,
    });

    expect((await list('/api/requests', patient)).list.map((i) => i.paId)).toEqual([theirs.id]);
  });

  it("never shows an insured patient a family member's request on the same policyholder", async () => {
    const { insurer, holder, request } = await tenant();
    const spouse = await createPatient(db, insurer.id, { name: 'Lee Mei Ling' });
    const child = await createPatient(db, insurer.id, { name: 'Tan Jia Hui' });
    await linkPatient(db, holder.id, spouse.id, 'SPOUSE');
    await linkPatient(db, holder.id, child.id, 'CHILD');
    const raisedByAgent = await request({
      patientId: spouse.id,
      patientName: spouse.name,
      statusCode: 'APP',
      creatorRole: 'insurance-agent',
      createdByName: 'Rachel Lim',
    });
    const own = await request({ patientId: spouse.id, patientName: spouse.name });
    await request({ patientId: child.id, patientName: child.name });
    await request({ patientId: child.id, patientName: child.name, statusCode: 'APP' });
    const patient = await tokenFor(insurer.id, {
      userType: 'insured-patient',
      patientId: spouse.id,
    });

    const body = await list('/api/requests', patient);
    const filtered = await list('/api/requests?patientName=Tan', patient);
    const totals = (await get('/api/requests/totals', patient)).json();

    // Whoever raised them, the patient's own; the child's, on the same policyholder, never.
    expect(body.list.map((i) => i.paId).sort()).toEqual([raisedByAgent.id, own.id].sort());
    expect(body.total).toBe(2);
    expect(filtered).toEqual({ list: [], total: 0 });
    expect(totals).toEqual([{ patientName: 'Lee Mei Ling', total: 2 }]);
  });

  it('shows an agent the requests of its clients, by consultant or rider consultant', async () => {
    const { insurer, request } = await tenant();
    const agent = await createConsultant(db, insurer.id);
    const other = await createConsultant(db, insurer.id);
    const byPolicy = await request({ consultantId: agent.id, createdAt: at('2026-10-02T00:00Z') });
    const byRider = await request({
      consultantId: other.id,
      riderConsultantId: agent.id,
      createdAt: at('2026-10-01T00:00Z'),
    });
    await request({ consultantId: other.id });
    await request();
    const token = await tokenFor(insurer.id, {
      userType: 'insurance-agent',
      consultantId: agent.id,
    });

    const body = await list('/api/requests', token);

    expect(body.list.map((i) => i.paId)).toEqual([byPolicy.id, byRider.id]);
    expect(body.total).toBe(2);
  });

  it('shows the adjudicator every request of its insurer', async () => {
    const { insurer, adjudicator, request } = await tenant();
    await request();
    const otherHolder = await createPolicyholder(db, insurer.id);
    await createRequest(db, { insurerId: insurer.id, policyholderId: otherHolder.id });
    await createRequest(db); // another insurer's

    expect((await list('/api/requests', adjudicator)).total).toBe(2);
  });

  it('filters by erefNo, patientName and createdBy, case-insensitively, % and _ literal', async () => {
    const { token, request } = await tenant();
    const tan = await request({ patientName: 'Tan Ah Kow', createdByName: 'Lim Mei Ling' });
    const odd = await request({ patientName: 'Odd_Name 100%', createdByName: 'Agent Smith' });

    const ids = async (query: string) =>
      (await list(`/api/requests?${query}`, token)).list.map((i) => i.paId);

    expect(await ids(`erefNo=${tan.erefNo.slice(-6).toLowerCase()}`)).toEqual([tan.id]);
    expect(await ids(`erefNo=${tan.erefNo.toLowerCase()}`)).toEqual([tan.id]);
    expect(await ids('patientName=ah%20KOW')).toEqual([tan.id]);
    expect(await ids('createdBy=mei')).toEqual([tan.id]);
    expect(await ids('createdBy=SMITH')).toEqual([odd.id]);
    expect(await ids('patientName=%25')).toEqual([odd.id]);
    expect(await ids('patientName=_')).toEqual([odd.id]);
    expect(await ids('patientName=d_n')).toEqual([odd.id]);
    expect(await ids('patientName=h_K')).toEqual([]);
    expect(await ids('patientName=nobody')).toEqual([]);
  });

  it('filters by the Singapore day of creation', async () => {
    const { token, request } = await tenant();
    // 2026-11-01 23:59:59 and 2026-11-02 00:30 in Singapore (UTC+8).
    const lateFirst = await request({ createdAt: at('2026-11-01T15:59:59Z') });
    const earlySecond = await request({ createdAt: at('2026-11-01T16:30:00Z') });

    const ids = async (day: string) =>
      (await list(`/api/requests?createdOn=${day}`, token)).list.map((i) => i.paId);

    expect(await ids('2026-11-01')).toEqual([lateFirst.id]);
    expect(await ids('2026-11-02')).toEqual([earlySecond.id]);
    expect(await ids('2026-11-03')).toEqual([]);
  });

  it('filters by exact status code', async () => {
    const { token, request } = await tenant();
    const pending = await request({ statusCode: 'PEN' });
    await request({ statusCode: 'PEN-AI' });
    await request({ statusCode: 'PRO' });

    const body = await list('/api/requests?statusCode=PEN', token);

    expect(body.list.map((i) => i.paId)).toEqual([pending.id]);
    expect(body.total).toBe(1);
  });

  it('sorts by createdOn desc by default, and by createdOn, createdBy or statusCode both ways', async () => {
    const { token, request } = await tenant();
    const a = await request({
      createdByName: 'bob',
      statusCode: 'REJ',
      createdAt: at('2026-10-03T00:00Z'),
    });
    const b = await request({
      createdByName: 'Alice',
      statusCode: 'APP',
      createdAt: at('2026-10-01T00:00Z'),
    });
    const c = await request({
      createdByName: 'Carol',
      statusCode: 'CAN',
      createdAt: at('2026-10-02T00:00Z'),
    });

    const order = async (query: string) =>
      (await list(`/api/requests?${query}`, token)).list.map((i) => i.paId);

    expect(await order('')).toEqual([a.id, c.id, b.id]);
    expect(await order('sortBy=createdOn&sortOrder=desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('sortBy=createdOn&sortOrder=asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('sortBy=createdBy&sortOrder=asc')).toEqual([b.id, a.id, c.id]);
    expect(await order('sortBy=createdBy&sortOrder=desc')).toEqual([c.id, a.id, b.id]);
    expect(await order('sortBy=statusCode&sortOrder=asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('sortBy=statusCode&sortOrder=desc')).toEqual([a.id, c.id, b.id]);
  });

  it('pages 10 at a time with the total, in a stable order when creation times tie', async () => {
    const { token, request } = await tenant();
    const sameMoment = at('2026-10-10T10:00Z');
    const created = [];
    for (let i = 0; i < 12; i += 1) created.push(await request({ createdAt: sameMoment }));

    const first = await list('/api/requests', token);
    const second = await list('/api/requests?offset=10', token);
    const small = await list('/api/requests?offset=3&limit=4', token);

    expect(first.list).toHaveLength(PAGE_SIZES.dashboard);
    expect(first.total).toBe(12);
    expect(second.list).toHaveLength(2);
    expect(second.total).toBe(12);
    const all = [...first.list, ...second.list].map((i) => i.erefNo);
    // Ties fall back to erefNo, in the sort's direction.
    expect(all).toEqual(
      created
        .map((r) => r.erefNo)
        .sort()
        .reverse(),
    );
    expect(small.list.map((i) => i.erefNo)).toEqual(all.slice(3, 7));
    expect(small.total).toBe(12);
  });

  it('still answers the total on a page past the last one', async () => {
    const { token, request } = await tenant();
    for (let i = 0; i < 3; i += 1) await request();

    expect(await list('/api/requests?offset=10', token)).toEqual({ list: [], total: 3 });
    expect(await list('/api/requests?offset=10&statusCode=APP', token)).toEqual({
      list: [],
      total: 0,
    });
  });

  it('refuses a bad statusCode, sortBy, sortOrder, limit, offset or createdOn with 400', async () => {
    const { token } = await tenant();
    for (const query of [
      'statusCode=XYZ',
      'statusCode=sub',
      'sortBy=patientName',
      'sortOrder=up',
      'limit=0',
      'limit=51',
      'limit=ten',
      'offset=-1',
      'createdOn=02-11-2026',
    ]) {
      const response = await get(`/api/requests?${query}`, token);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get('/api/requests?limit=50', token)).statusCode).toBe(200);
  });
});
