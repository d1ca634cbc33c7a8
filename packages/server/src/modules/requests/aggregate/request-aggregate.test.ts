import { describe, expect, it } from 'vitest';
import { createRequest, createRequestDetails } from '../../../../test/factories';
import { createDecision } from '../../../../test/adjudication-factories';
import { createUpload } from '../../../../test/upload-factories';
import { testDatabase } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { insertStatusHistory } from '../lifecycle/request.repository';
import { clinicalDetailsOf } from './clinical-details';
import { loadRequestAggregate } from './request-aggregate';

const db = await testDatabase();
await seedReferenceData(db);

const at = (iso: string) => new Date(iso);

describe('loadRequestAggregate', () => {
  it('holds a new request: its people in the domain names, its history, no submission or decision', async () => {
    const row = await createRequest(db, {
      statusCode: 'SUB',
      consultantsNotified: true,
      resendEmailAddress: 'second@clinic.example.sg',
    });
    await insertStatusHistory(db, {
      paId: row.id,
      statusCode: 'SUB',
      actorType: 'policy-holder',
      actorId: null,
      at: at('2026-10-01T01:00:00Z'),
    });

    const request = await loadRequestAggregate(db, row);

    expect(request).toMatchObject({
      id: row.id,
      erefNo: row.erefNo,
      status: 'SUB',
      policyholder: {
        name: row.policyholderName,
        nric: row.policyholderNric,
        email: row.policyholderEmail,
        phone: row.policyholderPhone,
      },
      patient: { name: row.patientName, nric: row.patientNric, relationship: 'SELF' },
      policy: { name: row.policyName, number: row.policyNumber },
      doctor: { name: 'Test Doctor', email: row.doctorEmail },
      clinic: { name: 'Test Clinic' },
      consultantsNotified: true,
      resentTo: 'second@clinic.example.sg',
      employmentPassLetter: null,
      urgency: null,
      history: [{ status: 'SUB', at: at('2026-10-01T01:00:00Z'), actor: 'policy-holder' }],
      submission: null,
      decision: null,
    });
  });

  it("holds the latest submission at PRO, with the business office's fees beside the doctor's", async () => {
    const row = await createRequest(db, { statusCode: 'PRO' });
    const letter = await createUpload(db, {
      insurerId: row.insurerId,
      uploadedById: row.policyholderId,
    });
    await createRequestDetails(db, row.id, { submittedAt: at('2026-10-02T02:00:00Z') });
    const latest = await createRequestDetails(db, row.id, {
      submittedAt: at('2026-10-03T02:00:00Z'),
      updatedTotalBill: '9000.00',
      updatedByRole: 'business-office',
    });
    await db.insert(t.paOtherFees).values({
      detailId: latest.id,
      position: 0,
      feeCode: 'CONS',
      amount: '200.00',
      enteredBy: 'business-office',
    });

    const request = await loadRequestAggregate(db, { ...row, epLetterUploadId: letter.id });

    expect(request.employmentPassLetter).toEqual({
      uploadId: letter.id,
      fileName: 'ep-letter.pdf',
    });
    const submission = request.submission!;
    expect(submission.id).toBe(latest.id);
    expect(submission).toMatchObject({
      admission: { date: '2026-10-10', code: 'EL', description: 'Elective inpatient' },
      onset: { kind: 'Date', description: 'Right lower abdominal pain' },
      diagnoses: [{ icdCode: 'K35.8', description: 'Acute appendicitis, other and unspecified' }],
      wards: [{ code: 'B1', lengthOfStay: 2 }],
      comorbidities: [{ code: 'HTN', typeDescription: 'Hypertension' }],
      surgeries: [{ tospCode: 'SF801H', surgeonFee: { submitted: '3800.00', updated: null } }],
      totalBill: { submitted: '12320.00', updated: '9000.00' },
      feesRevisedBy: { role: 'business-office' },
    });
    expect(submission.otherFees.map((fee) => [fee.enteredBy, fee.amount.submitted])).toEqual([
      ['doctor', '350.00'],
      ['business-office', '200.00'],
    ]);
    // The wire's clinical details count the office's list and amounts once it answered.
    expect(clinicalDetailsOf(submission)).toMatchObject({
      totalBill: '9000.00',
      otherFees: [{ feesCode: 'CONS', feesAmount: '200.00' }],
    });
  });

  it('holds an approval at APP with its amounts per fee', async () => {
    const row = await createRequest(db, {
      statusCode: 'APP',
      decidedAt: at('2026-10-05T03:00:00Z'),
    });
    const detail = await createRequestDetails(db, row.id);
    const approval = await createDecision(db, {
      paId: row.id,
      outcome: 'approve',
      detailId: detail.id,
      decidedAt: at('2026-10-05T03:00:00Z'),
      approvedTotalBill: '12000.00',
      conditions: 'Ward B1 only',
    });
    await db.insert(t.paDecisionLines).values({
      decisionId: approval.id,
      position: 0,
      fee: 'hospital-charges',
      requestedAmount: '6800.00',
      approvedAmount: '6480.00',
      reasonCode: 'CAP',
      reasonLabel: 'Above the cap',
    });

    const request = await loadRequestAggregate(db, row);

    expect(request.decidedAt).toEqual(at('2026-10-05T03:00:00Z'));
    expect(request.decision).toMatchObject({
      id: approval.id,
      outcome: 'approve',
      conditions: 'Ward B1 only',
      approvedTotalBill: '12000.00',
      lines: [{ fee: 'hospital-charges', requestedAmount: '6800.00', approvedAmount: '6480.00' }],
    });
  });

  it('holds a rejection at REJ with its reason', async () => {
    const row = await createRequest(db, { statusCode: 'REJ', rejectReason: 'Not covered' });
    await createRequestDetails(db, row.id);
    await db.insert(t.paDecisions).values({
      paId: row.id,
      outcome: 'reject',
      decidedAt: at('2026-10-06T03:00:00Z'),
      reasonCode: 'EXCL',
      reasonLabel: 'Excluded condition',
      reasonText: 'Not covered',
    });

    const request = await loadRequestAggregate(db, row);

    expect(request.reasons.reject).toBe('Not covered');
    expect(request.decision).toMatchObject({ outcome: 'reject', reasonCode: 'EXCL', lines: [] });
  });
});
