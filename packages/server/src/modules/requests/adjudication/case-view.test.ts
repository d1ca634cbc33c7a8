import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRider } from '../../../../test/factories';
import { createUpload } from '../../../../test/upload-factories';
import * as t from '../../../core/db/schema';
import {
  adjudicatorWorld,
  auditOf,
  call,
  clock,
  db,
  sgt,
} from '../test-support/adjudication-worlds';

const open = (login: Parameters<typeof call>[0], paId: string) =>
  call(login, 'GET', `/api/adjudication/cases/${paId}`);

describe('GET /api/adjudication/cases/:paId', () => {
  it('answers everything the request holds, the office’s fees beside the doctor’s', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const panel = await world.hospital(true, 'Mount Panel Hospital');
    const request = await world.submitted(
      sgt('2026-11-04T15:00'),
      {
        policyholderName: 'Tan Wei Ming',
        patientName: 'Tan Jia Hui',
        riderName: 'Shield Plus',
        rejectReason: null,
      },
      {
        hospitalId: panel.id,
        hospitalCode: panel.code,
        businessOfficeEmail: 'bo@panel.example.sg',
        updatedByRole: 'business-office',
        updatedAt: sgt('2026-11-04T14:00'),
        updatedAttendanceFee: '100.00',
        updatedHospitalCharges: '6500.00',
        updatedTotalBill: '11000.00',
        surgeryDetails: [
          {
            tospCode: 'SF801H',
            surgeonFee: '3800.00',
            surgeonFeeJustification: 'Complicated case',
            anaesthetistFee: '1220.00',
            agreedSurgeonFee: '3500.00',
            agreedAnaesthetistFee: '1300.00',
            updatedSurgeonFee: '3600.00',
            updatedAnaesthetistFee: '1200.00',
          },
          { tospCode: 'SF802H', surgeonFee: '900.00', agreedSurgeonFee: '1000.00' },
        ],
        otherFees: [
          { feeCode: 'CONS', amount: '350.00' },
          { feeCode: 'CONS', amount: '300.00', enteredBy: 'business-office' },
        ],
      },
    );
    await db.insert(t.paStatusHistory).values([
      {
        paId: request.id,
        statusCode: 'SUB',
        actorType: 'policy-holder',
        createdAt: sgt('2026-11-01T10:00'),
      },
      {
        paId: request.id,
        statusCode: 'PEN-AI',
        actorType: 'doctor',
        createdAt: sgt('2026-11-03T10:00'),
      },
      {
        paId: request.id,
        statusCode: 'PRO',
        actorType: 'business-office',
        createdAt: sgt('2026-11-04T15:00'),
      },
    ]);
    const letter = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: 'someone',
      paId: request.id,
      fileName: 'referral.pdf',
      purpose: 'referral-letter',
      sizeBytes: 2048,
    });
    await call(world.colleague, 'POST', `/api/adjudication/cases/${request.id}/take`, {});

    const response = await open(world.adjudicator, request.id);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      paId: request.id,
      erefNo: request.erefNo,
      insurerCode: world.insurer.code,
      statusCode: 'PRO',
      statusSince: sgt('2026-11-04T15:00').toISOString(),
      due: { dueAt: sgt('2026-11-09T15:00').toISOString(), overdue: false },
      hold: { adjudicatorName: 'Lim Wei Jie', heldByMe: false },
      policyholder: { name: 'Tan Wei Ming', nric: request.policyholderNric },
      patient: { name: 'Tan Jia Hui', nric: request.patientNric, dateOfBirth: '1990-06-15' },
      policy: { policyNumber: request.policyNumber, riderName: 'Shield Plus' },
      hospital: {
        hospitalId: panel.id,
        hospitalName: 'Mount Panel Hospital',
        isPanel: true,
        businessOfficeEmail: 'bo@panel.example.sg',
      },
    });
    expect(body.submission).toMatchObject({
      admission: { hospitalCode: panel.code, admissionCode: 'EL', daysurgery: false },
      symptoms: { onsetsymptomsType: 'Date', onsetsymptomsDesc: 'Right lower abdominal pain' },
      referral: { paReferral: false },
      diagnoses: [expect.objectContaining({ icdCode: 'K35.8' })],
      additionalInfo: expect.objectContaining({ naForAddlinfo: false }),
      wardTypes: [expect.objectContaining({ wardtypeCode: 'B1', lengthStay: 2 })],
    });
    expect(body.fees).toEqual({
      officeUpdatedAt: sgt('2026-11-04T14:00').toISOString(),
      officeChanged: true,
      surgeryLines: [
        {
          tospCode: 'SF801H',
          tospDescription: null,
          surgeonfee: {
            doctor: '3800.00',
            office: '3600.00',
            agreedPrice: '3500.00',
            cap: '3500.00',
            justification: 'Complicated case',
          },
          anaesthetistfee: {
            doctor: '1220.00',
            office: '1200.00',
            agreedPrice: '1300.00',
            cap: '1300.00',
            justification: null,
          },
        },
        {
          tospCode: 'SF802H',
          tospDescription: null,
          // A later line is capped at 80 % of its agreed price.
          surgeonfee: {
            doctor: '900.00',
            office: '900.00',
            agreedPrice: '1000.00',
            cap: '800.00',
            justification: null,
          },
          anaesthetistfee: {
            doctor: null,
            office: null,
            agreedPrice: null,
            cap: null,
            justification: null,
          },
        },
      ],
      doctorAttendancefee: { doctor: '150.00', office: '100.00' },
      totalHospitalcharges: { doctor: '6800.00', office: '6500.00' },
      totalBill: { doctor: '12320.00', office: '11000.00' },
      otherFees: {
        doctor: [{ feesCode: 'CONS', feesDescription: null, feesAmount: '350.00' }],
        office: [{ feesCode: 'CONS', feesDescription: null, feesAmount: '300.00' }],
      },
    });
    expect(body.uploads).toEqual([
      {
        uploadId: letter.id,
        purpose: 'referral-letter',
        fileName: 'referral.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
        uploadedAt: letter.createdAt.toISOString(),
        downloadPath: `/api/uploads/${letter.id}`,
      },
    ]);
    expect(
      body.statuses.map((s: { statusCode: string; actorType: string }) => [
        s.statusCode,
        s.actorType,
      ]),
    ).toEqual([
      ['SUB', 'policy-holder'],
      ['PEN-AI', 'doctor'],
      ['PRO', 'business-office'],
    ]);
    // The audit, newest first: this opening, then the colleague's take, with names.
    expect(
      body.audit.entries.map((e: { action: string; actorName: string }) => [e.action, e.actorName]),
    ).toEqual([
      ['case.viewed', 'Tan Mei Ling'],
      ['case.taken', 'Lim Wei Jie'],
    ]);
    expect(body.audit.total).toBe(2);
  });

  it('answers a request not yet submitted with no submission, fees or hospital', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request({ statusCode: 'SUB' });

    const body = (await open(world.adjudicator, request.id)).json();

    expect(body).toMatchObject({
      submission: null,
      fees: null,
      attachments: [],
      hospital: null,
      due: null,
      hold: null,
    });
  });

  it("lists the latest submission's documents with their kinds, in the doctor's order", async () => {
    const world = await adjudicatorWorld();
    const request = await world.submitted(sgt('2026-11-04T15:00'));
    const upload = (fileName: string, contentType: string) =>
      createUpload(db, {
        insurerId: world.insurer.id,
        uploadedById: 'doctor-link',
        uploadedByType: 'doctor',
        paId: request.id,
        purpose: 'referral-letter',
        fileName,
        contentType,
        sizeBytes: 4096,
      });
    const scan = await upload('ct-scan.png', 'image/png');
    const histology = await upload('histology.pdf', 'application/pdf');
    await db.insert(t.paDetailAttachments).values([
      { detailId: request.detailId, uploadId: histology.id, kind: 'histology', position: 0 },
      { detailId: request.detailId, uploadId: scan.id, kind: 'imaging', position: 1 },
    ]);

    const body = (await open(world.adjudicator, request.id)).json();

    expect(body.attachments).toEqual([
      {
        uploadId: histology.id,
        kind: 'histology',
        fileName: 'histology.pdf',
        contentType: 'application/pdf',
        sizeBytes: 4096,
        uploadedAt: histology.createdAt.toISOString(),
        downloadPath: `/api/uploads/${histology.id}`,
      },
      expect.objectContaining({ uploadId: scan.id, kind: 'imaging', fileName: 'ct-scan.png' }),
    ]);
  });

  it('writes a "viewed" audit entry each time it is opened', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request();

    await open(world.adjudicator, request.id);
    await open(world.colleague, request.id);

    const viewed = await auditOf(request.id, 'case.viewed');
    expect(viewed.map((entry) => entry.actorId)).toEqual([
      world.adjudicator.user.id,
      world.colleague.user.id,
    ]);
  });

  it('answers 404 for another insurer’s request, audited, and opens nothing', async () => {
    const world = await adjudicatorWorld();
    const foreign = await (await adjudicatorWorld()).request();

    const response = await open(world.adjudicator, foreign.id);

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(await auditOf(foreign.id, 'request.access-denied')).toHaveLength(1);
    expect(await auditOf(foreign.id, 'case.viewed')).toEqual([]);
  });

  it('gives the rider of the policy', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request();
    const rider = await createRider(db, request.policyId, { riderName: 'Gold Rider' });
    await db
      .update(t.paRequests)
      .set({
        riderId: rider.id,
        riderName: rider.riderName,
        riderNumber: rider.riderNo,
      })
      .where(eq(t.paRequests.id, request.id));

    const body = (await open(world.adjudicator, request.id)).json();

    expect(body.policy).toMatchObject({
      riderId: rider.id,
      riderName: 'Gold Rider',
      riderNumber: rider.riderNo,
    });
  });
});
