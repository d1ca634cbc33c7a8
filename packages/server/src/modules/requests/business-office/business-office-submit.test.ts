import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { sweepExpiredRequests } from '../lifecycle/expiry-sweep';
import { RESPONSE_WINDOW_MS } from '../lifecycle/response-window';
import {
  businessOfficeWorld,
  officeForm,
  officeParams,
  officeSnapshot,
  officeSubmit,
} from '../test-support/business-office-worlds';
import { INSURER_NOTICES } from '../test-support/doctor-worlds';

// The business office's data and submit (001 §3, §4, §7): one transition PEN-AI → PRO with the
// office's fees beside the doctor's, the insurer and the policyholder told, the link ended.
const env = await createTestApp();
const { db, clock, config } = env;
await seedReferenceData(db);

const statusOf = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0]!.statusCode;

describe("the office's data", () => {
  it("shows the doctor's submission: ref no, provider, ICD descriptions, masked NRIC, lines and fees", async () => {
    const world = await businessOfficeWorld(env);
    const { params } = world;

    expect(params).toMatchObject({
      paId: world.request.id,
      erefNo: world.request.erefNo,
      statusCode: 'PEN-AI',
      boEmail: 'bo@panel-hospital.example.sg',
      clinicName: world.request.clinicName,
      hospitalName: world.hospital.name,
    });
    expect(params.details.paDetail).toMatchObject({
      erefNo: world.request.erefNo,
      doctorAttendancefee: '150.00',
      totalHospitalcharges: '6800.00',
      // 3800 + 1000 + 700 + 150 + 350.50 + 120 + 6800 = 12920.50, rounded up.
      totalBill: '12921.00',
      icdDesc2: null,
      icdDesc3: null,
      policyHolderName: world.request.policyholderName,
      policyHolderNric: `*****${world.request.policyholderNric.slice(-4)}`,
    });
    expect(params.details.paDetail.icdDesc1).toBeTruthy();
    expect(params.details.surgeryDetails).toEqual([
      expect.objectContaining({
        tospCode: 'SF801H',
        surgeonfee: '3800.00',
        anaesthetistfee: '1000.00',
      }),
      expect.objectContaining({ tospCode: 'SA805B', surgeonfee: '700.00', anaesthetistfee: null }),
    ]);
    expect(params.details.otherFees).toEqual([
      { feesCode: 'CONS', feesDescription: 'Consumables', feesAmount: '350.50' },
      { feesCode: 'IMPL', feesDescription: 'Implants and prostheses', feesAmount: '120.00' },
    ]);
    expect(JSON.stringify(params)).not.toContain(world.request.patientNric);
  });

  it("is 404 for another request's office and 401 for the doctor's session its submit ended", async () => {
    const world = await businessOfficeWorld(env);
    const other = await businessOfficeWorld(env);

    expect((await officeParams(env, other.request.id, world.bearer)).statusCode).toBe(404);
    const doctorSession = await businessOfficeWorld(env);
    // The doctor's session ended with its submit: refused before any role check.
    expect(
      (await officeParams(env, doctorSession.request.id, doctorSession.doctorBearer)).statusCode,
    ).toBe(401);
  });
});

describe("the office's submit", () => {
  it('moves the request to Processing with its fees beside the doctor’s, tells the insurer and the policyholder, ends the link', async () => {
    const world = await businessOfficeWorld(env);
    const form = officeForm(world);
    form.surgeryDetails[0]!.surgeonfee = '3500.25';
    form.surgeryDetails[1]!.anaesthetistfee = '80';
    form.paDetail.updatedDoctorAttendancefee = '';
    form.otherFees = [
      { feesCode: 'IMPL', feesAmount: '100.10' },
      { feesCode: 'LAB', feesAmount: 45 },
    ];

    const earlier = new Set(
      (await db.select().from(t.outbox).where(eq(t.outbox.paId, world.request.id))).map(
        (e) => e.id,
      ),
    );

    const response = await officeSubmit(env, world, form);

    expect(response.statusCode).toBe(200);
    // 3500.25 + 1000 + 700 + 80 + 0 + 100.10 + 45 + 6800 = 12225.35, rounded up.
    expect(response.json()).toEqual({
      paId: world.request.id,
      erefNo: world.request.erefNo,
      statusCode: 'PRO',
      updatedTotalBill: '12226.00',
      notified: ['business-office', 'insurer', 'policyholder'],
    });
    expect(await statusOf(world.request.id)).toBe('PRO');

    const [detail] = await db
      .select()
      .from(t.paDetails)
      .where(eq(t.paDetails.paId, world.request.id));
    expect(detail).toMatchObject({
      attendanceFee: '150.00',
      totalBill: '12921.00',
      updatedAttendanceFee: '0.00',
      updatedHospitalCharges: '6800.00',
      updatedTotalBill: '12226.00',
      updatedAt: clock.now(),
      updatedByRole: 'business-office',
      updatedById: world.link.id,
    });
    const lines = await db
      .select()
      .from(t.paSurgeryRows)
      .where(eq(t.paSurgeryRows.detailId, detail!.id))
      .orderBy(t.paSurgeryRows.position);
    expect(
      lines.map((l) => [
        l.surgeonFee,
        l.updatedSurgeonFee,
        l.anaesthetistFee,
        l.updatedAnaesthetistFee,
      ]),
    ).toEqual([
      ['3800.00', '3500.25', '1000.00', '1000.00'],
      ['700.00', '700.00', null, '80.00'],
    ]);
    const fees = await db
      .select()
      .from(t.paOtherFees)
      .where(eq(t.paOtherFees.detailId, detail!.id))
      .orderBy(t.paOtherFees.enteredBy, t.paOtherFees.position);
    expect(fees.map((f) => [f.enteredBy, f.feeCode, f.amount])).toEqual([
      ['business-office', 'IMPL', '100.10'],
      ['business-office', 'LAB', '45.00'],
      ['doctor', 'CONS', '350.50'],
      ['doctor', 'IMPL', '120.00'],
    ]);

    const emails = await db.select().from(t.outbox).where(eq(t.outbox.paId, world.request.id));
    const sentNow = emails.filter((e) => !earlier.has(e.id));
    expect(sentNow.map((e) => [e.kind, e.recipient]).sort()).toEqual(
      [
        ['business-office-acknowledgement', world.link.recipientEmail],
        ['insurer-copy', INSURER_NOTICES],
        ['policyholder-copy', world.request.policyholderEmail],
      ].sort(),
    );
    expect(sentNow.find((e) => e.kind === 'policyholder-copy')!.text).toContain('S$ 12,226.00');

    const [link] = await db.select().from(t.linkTokens).where(eq(t.linkTokens.id, world.link.id));
    expect(link!.revokedAt).toEqual(clock.now());
    expect((await officeParams(env, world.request.id, world.bearer)).statusCode).toBe(401);

    // The request's detail (the insurer's and the policyholder's view) shows the office's fees.
    const history = await db
      .select()
      .from(t.paStatusHistory)
      .where(eq(t.paStatusHistory.paId, world.request.id));
    expect(history.map((h) => [h.statusCode, h.actorType])).toContainEqual([
      'PRO',
      'business-office',
    ]);
  });

  it('tells the financial consultant when the policyholder asked for it', async () => {
    const world = await businessOfficeWorld(env, { fcNotifyFlag: true });
    const form = officeForm(world);
    form.paDetail.updatedTotalBill = '12921'; // the doctor's fees unchanged, so the doctor's total

    const response = await officeSubmit(env, world, form);

    expect(response.statusCode).toBe(200);
    expect(response.json().notified).toEqual([
      'business-office',
      'insurer',
      'policyholder',
      'financial-consultant',
    ]);
  });

  it('answers a retry with the same Idempotency-Key as the first time and writes nothing more', async () => {
    const world = await businessOfficeWorld(env);
    const key = { 'idempotency-key': 'f1d6f4a6-0b5e-4d7e-9b3f-6f9e1b0c2a11' };
    const first = await officeSubmit(env, world, officeForm(world), key);
    const after = await officeSnapshot(env, world.request.id);

    const retry = await officeSubmit(env, world, officeForm(world), key);

    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await officeSnapshot(env, world.request.id)).toEqual(after);
  });

  it('refuses a second submit with 409 and writes nothing', async () => {
    const world = await businessOfficeWorld(env);
    expect((await officeSubmit(env, world, officeForm(world))).statusCode).toBe(200);
    const after = await officeSnapshot(env, world.request.id);

    const second = await officeSubmit(env, world, officeForm(world));

    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    expect(await officeSnapshot(env, world.request.id)).toEqual(after);
  });

  it('refuses a submit once the request is cancelled (409) and writes nothing', async () => {
    const world = await businessOfficeWorld(env);
    await db
      .update(t.paRequests)
      .set({ statusCode: 'CAN' })
      .where(eq(t.paRequests.id, world.request.id));
    const before = await officeSnapshot(env, world.request.id);

    const response = await officeSubmit(env, world, officeForm(world));

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_ALLOWED_IN_STATUS');
    expect(await officeSnapshot(env, world.request.id)).toEqual(before);
  });

  it('refuses a submit after the office’s window expired (BO-EXP) and writes nothing', async () => {
    const world = await businessOfficeWorld(env);
    await db
      .update(t.paRequests)
      .set({ statusChangedAt: new Date(clock.now().getTime() - RESPONSE_WINDOW_MS) })
      .where(eq(t.paRequests.id, world.request.id));
    await sweepExpiredRequests({ db, clock, config }, clock.now());
    expect(await statusOf(world.request.id)).toBe('BO-EXP');
    const before = await officeSnapshot(env, world.request.id);

    const response = await officeSubmit(env, world, officeForm(world));

    expect([401, 404, 409]).toContain(response.statusCode);
    expect(await officeSnapshot(env, world.request.id)).toEqual(before);
  });

  it('is 404 on another request, and writes nothing to either', async () => {
    const world = await businessOfficeWorld(env);
    const other = await businessOfficeWorld(env);
    const before = await officeSnapshot(env, other.request.id);

    const response = await officeSubmit(env, world, officeForm(other), {}, other.request.id);

    expect(response.statusCode).toBe(404);
    expect(await officeSnapshot(env, other.request.id)).toEqual(before);
    expect(await statusOf(world.request.id)).toBe('PEN-AI');
  });

  it('lets one of two concurrent submits win; the other is 409 and nothing is written twice', async () => {
    const world = await businessOfficeWorld(env);

    const answers = await Promise.all([
      officeSubmit(env, world, officeForm(world)),
      officeSubmit(env, world, officeForm(world)),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = await db
      .select()
      .from(t.paStatusHistory)
      .where(
        and(eq(t.paStatusHistory.paId, world.request.id), eq(t.paStatusHistory.statusCode, 'PRO')),
      );
    expect(history).toHaveLength(1);
    const [detail] = await db
      .select()
      .from(t.paDetails)
      .where(eq(t.paDetails.paId, world.request.id));
    const officeFees = await db
      .select()
      .from(t.paOtherFees)
      .where(
        and(eq(t.paOtherFees.detailId, detail!.id), eq(t.paOtherFees.enteredBy, 'business-office')),
      );
    expect(officeFees).toHaveLength(2);
    const insurerEmails = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'insurer-copy')));
    expect(insurerEmails).toHaveLength(1);
  });
});
