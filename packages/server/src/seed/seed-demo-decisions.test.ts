// The demo data's decisions: approvals with their lines and certificates, coded rejections.
import {
  certificateValidUntil,
  DEFAULT_INSURER_POLICY,
  displayVerificationCode,
  isVerificationCodeShape,
} from '@preauth/shared';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { app, db, demoHeaders } from './demo-app.test-support';

describe('demo data: the demo decisions', () => {
  it("gives every approved demo request its adjudicator's approval, every rejected one a coded rejection", async () => {
    const decided = await db
      .select({
        paId: t.paRequests.id,
        statusCode: t.paRequests.statusCode,
        requestDecidedAt: t.paRequests.decidedAt,
        rejectReason: t.paRequests.rejectReason,
        decision: t.paDecisions,
        adjudicator: t.users.userType,
        adjudicatorInsurer: t.users.insurerId,
        insurerId: t.paRequests.insurerId,
      })
      .from(t.paRequests)
      .innerJoin(t.paDecisions, eq(t.paDecisions.paId, t.paRequests.id))
      .innerJoin(t.users, eq(t.users.id, t.paDecisions.adjudicatorId));
    const requests = await db
      .select({ statusCode: t.paRequests.statusCode })
      .from(t.paRequests)
      .where(sql`${t.paRequests.statusCode} in ('APP', 'REJ')`);
    // One decision for each, none for the others.
    expect(decided).toHaveLength(requests.length);
    const approvals = decided.filter((d) => d.statusCode === 'APP');
    const rejections = decided.filter((d) => d.statusCode === 'REJ');
    expect(approvals.length).toBeGreaterThan(0);
    expect(rejections.length).toBeGreaterThan(0);
    for (const row of decided) {
      expect(row.adjudicator).toBe('insurer-adjudicator');
      expect(row.adjudicatorInsurer).toBe(row.insurerId);
      expect(row.decision.decidedAt).toEqual(row.requestDecidedAt);
      expect(row.decision.detailId).not.toBeNull();
    }
    for (const { decision } of approvals) {
      expect(decision.outcome).toBe('approve');
      expect(isVerificationCodeShape(decision.verificationCode ?? '')).toBe(true);
      expect(decision.validUntil).toBe(
        certificateValidUntil(decision.decidedAt, DEFAULT_INSURER_POLICY.certificateValidityDays),
      );
    }
    for (const { decision, rejectReason } of rejections) {
      expect(decision).toMatchObject({
        outcome: 'reject',
        reasonCode: 'REJ-EXCL',
        reasonLabel: 'Condition excluded by the policy',
        reasonText: rejectReason,
        verificationCode: null,
      });
    }

    // Every fee has a line; some approvals lower the hospital charges, with a reason.
    const lines = await db
      .select({ line: t.paDecisionLines, total: t.paDecisions.approvedTotalBill })
      .from(t.paDecisionLines)
      .innerJoin(t.paDecisions, eq(t.paDecisions.id, t.paDecisionLines.decisionId));
    const linesOf = new Map<string, number>();
    for (const { line } of lines) {
      linesOf.set(line.decisionId, (linesOf.get(line.decisionId) ?? 0) + 1);
    }
    // Surgeon and anaesthetist of the one surgery line, attendance, hospital charges.
    expect(linesOf.size).toBe(approvals.length);
    expect([...linesOf.values()].every((count) => count === 4)).toBe(true);
    const lowered = lines.filter(({ line }) => line.approvedAmount !== line.requestedAmount);
    expect(lowered.length).toBeGreaterThan(0);
    expect(lowered.length).toBeLessThan(approvals.length);
    for (const { line } of lowered) {
      expect(line).toMatchObject({
        fee: 'hospital-charges',
        reasonCode: 'RED-WARD',
        reasonLabel: "Ward class above the plan's entitlement",
      });
      expect(Number(line.approvedAmount)).toBeCloseTo(Number(line.requestedAmount) * 0.9, 2);
    }
    expect(
      lines
        .filter(({ line }) => line.approvedAmount === line.requestedAmount)
        .every(({ line }) => line.reasonCode === null),
    ).toBe(true);
  });

  it("prints a demo approval's verification code on its certificate, and the public check confirms it", async () => {
    const headers = await demoHeaders('policyholder@demo.sg', '10.9.2.1');
    const [approved] = await db
      .select({
        paId: t.paRequests.id,
        erefNo: t.paRequests.erefNo,
        dob: t.paRequests.patientDateOfBirth,
        code: t.paDecisions.verificationCode,
      })
      .from(t.paRequests)
      .innerJoin(t.paDecisions, eq(t.paDecisions.paId, t.paRequests.id))
      .innerJoin(t.users, eq(t.users.policyholderId, t.paRequests.policyholderId))
      .where(and(eq(t.users.username, 'policyholder@demo.sg'), eq(t.paRequests.statusCode, 'APP')))
      // The latest: older demo approvals are past their 30 days' validity (expired).
      .orderBy(desc(t.paDecisions.decidedAt))
      .limit(1);

    const certificate = await app.inject({
      method: 'GET',
      url: `/api/requests/certificate?paId=${approved!.paId}`,
      headers,
    });
    expect(certificate.statusCode).toBe(200);
    const text = await pdfText(certificate.rawPayload);
    expect(text).toContain(displayVerificationCode(approved!.code!));
    expect(text).toContain('Verify this certificate');

    const check = await app.inject({
      method: 'POST',
      url: '/api/certificates/verify',
      payload: { erefNo: approved!.erefNo, code: approved!.code, dateOfBirth: approved!.dob },
      remoteAddress: '10.9.2.2',
    });
    expect(check.json()).toMatchObject({
      outcome: 'approved',
      certificate: { erefNo: approved!.erefNo, statusCode: 'APP' },
    });
  });
});
