import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPatient, createRequest } from '../../../../test/factories';
import * as t from '../../../core/db/schema';
import { db, list, tenant, tokenFor } from './request-list.test-support';

/** The list's totals kept by triggers (request_counts, request_status_counts), against plain counts. */
describe('GET /api/requests, its kept totals', () => {
  it('keeps the unfiltered totals exact as requests are added, moved to another patient or removed', async () => {
    const { insurer, token, adjudicator, request } = await tenant();
    const [first, second] = [await request({ statusCode: 'APP' }), await request()];
    const patient = await tokenFor(insurer.id, {
      userType: 'insured-patient',
      patientId: first.patientId,
    });
    const totals = async () =>
      Promise.all(
        [token, patient, adjudicator].map(
          async (bearer) => (await list('/api/requests', bearer)).total,
        ),
      );
    expect(await totals()).toEqual([2, 1, 2]);

    await db
      .update(t.paRequests)
      .set({ patientId: first.patientId })
      .where(eq(t.paRequests.id, second.id));
    expect(await totals()).toEqual([2, 2, 2]);

    await db.delete(t.paRequests).where(eq(t.paRequests.id, first.id));
    expect(await totals()).toEqual([1, 1, 1]);
    await request();
    expect(await totals()).toEqual([2, 1, 2]);
  });

  it("keeps the insurer's totals per status exact as requests change status, come and go", async () => {
    const { insurer, adjudicator, request } = await tenant();
    const [first, second] = [await request({ statusCode: 'PRO' }), await request()];
    const totals = async () =>
      Promise.all(
        ['', '?statusCode=PRO', '?statusCode=APP'].map(
          async (query) => (await list(`/api/requests${query}`, adjudicator)).total,
        ),
      );
    expect(await totals()).toEqual([2, 1, 0]);

    await db.update(t.paRequests).set({ statusCode: 'APP' }).where(eq(t.paRequests.id, first.id));
    expect(await totals()).toEqual([2, 0, 1]);

    // Both in one statement, as a sweep would.
    await db
      .update(t.paRequests)
      .set({ statusCode: 'REJ' })
      .where(eq(t.paRequests.insurerId, insurer.id));
    expect(await totals()).toEqual([2, 0, 0]);

    await db.delete(t.paRequests).where(eq(t.paRequests.id, second.id));
    await request({ statusCode: 'PRO' });
    expect(await totals()).toEqual([2, 1, 0]);
  });

  it("keeps a policyholder's and a patient's totals by status and patient name exact as requests change", async () => {
    const { insurer, holder, token, request } = await tenant();
    const mei = await createPatient(db, insurer.id, { name: 'Lee Mei Ling' });
    const approved = await request({ patientId: mei.id, patientName: mei.name, statusCode: 'APP' });
    const processing = await request({
      patientId: mei.id,
      patientName: mei.name,
      statusCode: 'PRO',
    });
    await request({ patientName: 'Tan Ah Kow', statusCode: 'APP' });
    await createRequest(db, { insurerId: insurer.id, patientName: 'Lee Mei Ling' }); // another's
    const patient = await tokenFor(insurer.id, { userType: 'insured-patient', patientId: mei.id });
    const queries = ['', 'statusCode=APP', 'patientName=MEI', 'patientName=mei&statusCode=APP'];
    const totals = async (bearer: string) =>
      Promise.all(
        queries.map(async (query) => (await list(`/api/requests?${query}`, bearer)).total),
      );
    expect(await totals(token)).toEqual([3, 2, 2, 1]);
    expect(await totals(patient)).toEqual([2, 1, 2, 1]);

    await db
      .update(t.paRequests)
      .set({ statusCode: 'APP' })
      .where(eq(t.paRequests.id, processing.id));
    expect(await totals(token)).toEqual([3, 3, 2, 2]);

    // The name the request carries, corrected: the filter follows the request's name.
    await db
      .update(t.paRequests)
      .set({ patientName: 'Lee Ling' })
      .where(eq(t.paRequests.id, approved.id));
    expect(await totals(token)).toEqual([3, 3, 1, 1]);
    expect(await totals(patient)).toEqual([2, 2, 1, 1]);

    // Every request of the policyholder in one statement, as a sweep would.
    await db
      .update(t.paRequests)
      .set({ statusCode: 'CAN' })
      .where(eq(t.paRequests.policyholderId, holder.id));
    expect(await totals(token)).toEqual([3, 0, 1, 0]);
    expect((await list('/api/requests?statusCode=CAN&patientName=ah%20k', token)).total).toBe(1);

    await db.delete(t.paRequests).where(eq(t.paRequests.id, processing.id));
    await request({ patientId: mei.id, patientName: mei.name, statusCode: 'APP' });
    expect(await totals(token)).toEqual([3, 1, 1, 1]);
    expect(await totals(patient)).toEqual([2, 1, 1, 1]);
  });

  it('answers the total of any status and patient-name filter as a plain count of the requests (generated cases)', async () => {
    const names = ['Lee Mei Ling', 'MEI Tan', 'Tan Ah Kow', 'Odd_Name 100%', 'Wong Mei'];
    const texts = ['mei', 'MEI', 'ah', 'tan', '%', '_', 'e_n', 'zzzz'];
    const statuses = ['APP', 'CAN', 'REJ', 'DOC-EXP', 'REM-REJ'] as const;
    const row = fc.record({
      patient: fc.nat(2),
      name: fc.constantFrom(...names),
      statusCode: fc.constantFrom(...statuses),
    });
    // A change is one UPDATE statement over some of the requests, as a sweep or a command writes.
    const change = fc.record({
      which: fc.array(fc.nat(11), { minLength: 1, maxLength: 4 }),
      statusCode: fc.constantFrom(...statuses),
      name: fc.option(fc.constantFrom(...names)),
    });
    const filter = fc.record({
      statusCode: fc.option(fc.constantFrom(...statuses)),
      patientName: fc.option(fc.constantFrom(...texts)),
    });

    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 12 }),
        fc.array(change, { maxLength: 3 }),
        fc.array(filter, { minLength: 1, maxLength: 4 }),
        async (rows, changes, filters) => {
          const { insurer, holder, token, request } = await tenant();
          const patients = [
            await createPatient(db, insurer.id),
            await createPatient(db, insurer.id),
            await createPatient(db, insurer.id),
          ];
          const created: { id: string }[] = [];
          for (const { patient, name, statusCode } of rows) {
            created.push(
              await request({ patientId: patients[patient]!.id, patientName: name, statusCode }),
            );
          }
          for (const { which, statusCode, name } of changes) {
            const ids = which.map((i) => created[i % created.length]!.id);
            await db
              .update(t.paRequests)
              .set({ statusCode, patientName: name ?? undefined })
              .where(inArray(t.paRequests.id, ids));
          }
          const patient = patients[rows[0]!.patient]!;
          const patientToken = await tokenFor(insurer.id, {
            userType: 'insured-patient',
            patientId: patient.id,
          });
          const stored = await db
            .select()
            .from(t.paRequests)
            .where(eq(t.paRequests.policyholderId, holder.id));
          for (const { statusCode, patientName } of filters) {
            const query = new URLSearchParams({
              ...(statusCode ? { statusCode } : {}),
              ...(patientName ? { patientName } : {}),
            });
            const matches = stored.filter(
              (r) =>
                (!statusCode || r.statusCode === statusCode) &&
                (!patientName || r.patientName.toLowerCase().includes(patientName.toLowerCase())),
            );
            const ofPatient = matches.filter((r) => r.patientId === patient.id);
            expect((await list(`/api/requests?${query}`, token)).total).toBe(matches.length);
            expect((await list(`/api/requests?${query}`, patientToken)).total).toBe(
              ofPatient.length,
            );
          }
        },
      ),
      { seed: 2026_11_27, numRuns: 25 },
    );
  });
});
