import {
  CERTIFICATE_TEXTS,
  maskNric,
  PAYMENT_GUARANTEE_NOTE,
  policyholderActions,
  STATUS_CODES,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import {
  createConsultant,
  createInsurer,
  createPolicyholder,
  createRequest,
  createRequestDetails,
  type RequestOverrides,
} from '../../../../test/factories';
import { SLOW_LAYOUT_MS } from '../../../../test/busy';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { sessionToken, type SessionUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import { PDF_MESSAGES } from '../../../core/pdf/pdf-renderer';
import { seedReferenceData } from '../../../seed/seed-reference';

const { app, db } = await createTestApp();

const certificateUrl = (paId: string) => `/api/requests/certificate?paId=${paId}`;

const download = (paId: string, bearer: string | null) =>
  app.inject({
    method: 'GET',
    url: certificateUrl(paId),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

const auditOf = (paId: string) =>
  db
    .select({ action: t.auditLog.action, actorId: t.auditLog.actorId, details: t.auditLog.details })
    .from(t.auditLog)
    .where(eq(t.auditLog.paId, paId));

/** An insurer with a policyholder who is logged in, and an approved request of theirs. */
async function approvedRequest(overrides: RequestOverrides = {}) {
  const insurer = await createInsurer(db, { name: 'Aurora Life Assurance' });
  const holder = await createPolicyholder(db, insurer.id);
  const token = await sessionToken(app, db, insurer.id, { policyholderId: holder.id });
  const request = await createRequest(db, {
    insurerId: insurer.id,
    policyholderId: holder.id,
    statusCode: 'APP',
    decidedAt: new Date('2026-10-04T17:30:00Z'),
    ...overrides,
  });
  await createRequestDetails(db, request.id);
  const login = (user: SessionUser) => sessionToken(app, db, insurer.id, user);
  return { insurer, holder, token, request, login };
}

/** The server's PDF worker with a certificate layout that keeps its thread busy first. */
const SLOW_WORKER = new URL('../../../../test/slow-certificate-worker.ts', import.meta.url);

describe('GET /api/requests/certificate', () => {
  it("gives a policyholder its approved request's certificate as a PDF", async () => {
    const { token, request } = await approvedRequest({
      policyholderName: 'Tan Mei Ling',
      policyholderNric: 'S8012345D',
      patientName: 'Tan Ah Kow',
      patientNric: 'T0123456G',
      riderName: 'Shield Plus Rider',
      riderNumber: 'R-778812',
      doctorName: 'Dr Lim Boon Huat',
      doctorMcrNumber: 'M12345A',
      clinicName: 'Harbourfront Surgical Clinic',
    });

    const response = await download(request.id, token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="request-${request.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Aurora Life Assurance',
      request.erefNo,
      // 2026-10-04 17:30 UTC is 5 October in Singapore.
      '05-10-2026',
      'Tan Mei Ling',
      maskNric('S8012345D'),
      'Tan Ah Kow',
      maskNric('T0123456G'),
      'Shield Plus Rider (R-778812)',
      'Dr Lim Boon Huat',
      'M12345A',
      'Harbourfront Surgical Clinic',
      'Test General Hospital',
      '10-10-2026',
      'K35.8',
      'Acute appendicitis, other and unspecified',
      'SF801H',
      'S$ 3,800.00',
      'S$ 1,220.00',
      'S$ 150.00',
      'S$ 350.00',
      'S$ 6,800.00',
      'S$ 12,320.00',
      PAYMENT_GUARANTEE_NOTE,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('S8012345D');
    expect(text).not.toContain('T0123456G');
    expect(await auditOf(request.id)).toEqual([
      { action: 'request.certificate-downloaded', actorId: expect.any(String), details: null },
    ]);
  });

  it('prints Chinese and Tamil names as written, in embedded Noto fonts', async () => {
    const { token, request } = await approvedRequest({
      policyholderName: '陈美玲',
      patientName: 'முருகன் செல்வராஜ்',
      doctorName: 'Dr Tan 陈文华',
      clinicName: 'Klinik Kesihatan Ang Mo Kio',
    });

    const response = await download(request.id, token);

    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // A PDF's text comes out in drawing order, a piece per font: Tamil's vowel sign ெ is drawn
    // before its consonant, so செ reads back as ெச.
    for (const expected of [
      '陈美玲',
      'முருகன்',
      'ெசல்வராஜ்',
      'Dr Tan',
      '陈文华',
      'Klinik Kesihatan',
    ]) {
      expect(text).toContain(expected);
    }
    // Subsets of the embedded Unicode fonts (pdfkit embeds the glyphs used), no built-in one.
    const raw = response.rawPayload.toString('latin1');
    for (const font of [
      'NotoSans-Regular',
      'NotoSans-Bold',
      'NotoSansHans-Regular',
      'NotoSansTamil-Regular',
    ]) {
      expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`));
    }
    expect(raw).not.toContain('/Helvetica');
  });

  it('names each procedure and other fee by its lookup description', async () => {
    // The lookups are global tables, empty in a new test database.
    await seedReferenceData(db);
    const { token, request } = await approvedRequest();

    const text = await pdfText((await download(request.id, token)).rawPayload);

    expect(text).toContain('Appendix, appendicectomy, laparoscopic');
    expect(text).toContain('Consumables (CONS)');
  });

  it('dates the decision by the status history when the request has no decision time', async () => {
    const { token, request } = await approvedRequest({ decidedAt: null });
    await db.insert(t.paStatusHistory).values([
      {
        paId: request.id,
        statusCode: 'SUB',
        actorType: 'policy-holder',
        createdAt: new Date('2026-09-01T02:00:00Z'),
      },
      {
        paId: request.id,
        statusCode: 'APP',
        actorType: 'insurer-adjudicator',
        createdAt: new Date('2026-09-08T16:10:00Z'),
      },
    ]);

    const text = await pdfText((await download(request.id, token)).rawPayload);

    expect(text).toContain('09-09-2026');
  });

  it('lets the insured patient, the agent and the adjudicator of the insurer download it', async () => {
    const { insurer, request, login } = await approvedRequest();
    const agent = await createConsultant(db, insurer.id);
    const otherAgent = await createConsultant(db, insurer.id);
    await db
      .update(t.paRequests)
      .set({ riderConsultantId: agent.id })
      .where(eq(t.paRequests.id, request.id));

    const callers: SessionUser[] = [
      { userType: 'insured-patient', patientId: request.patientId },
      { userType: 'insurance-agent', consultantId: agent.id },
      { userType: 'insurer-adjudicator' },
    ];
    for (const caller of callers) {
      expect((await download(request.id, await login(caller))).statusCode).toBe(200);
    }
    // An agent who is not the client's consultant.
    const stranger = await login({ userType: 'insurance-agent', consultantId: otherAgent.id });
    expect((await download(request.id, stranger)).statusCode).toBe(404);
  });

  it("never gives an insured patient a family member's certificate on the same policyholder", async () => {
    const { insurer, holder, request, login } = await approvedRequest();
    const spouse = await createRequest(db, {
      insurerId: insurer.id,
      policyholderId: holder.id,
      statusCode: 'APP',
      decidedAt: new Date('2026-10-04T17:30:00Z'),
    });
    await createRequestDetails(db, spouse.id);
    const patient = await login({ userType: 'insured-patient', patientId: spouse.patientId });

    expect((await download(spouse.id, patient)).statusCode).toBe(200);
    expect((await download(request.id, patient)).statusCode).toBe(404);
    expect((await auditOf(request.id)).map((entry) => entry.action)).toContain(
      'request.access-denied',
    );
  });

  it('answers 409 for every status but Approved', async () => {
    const { insurer, holder, token } = await approvedRequest();
    const notApproved = STATUS_CODES.filter(
      (status) => !policyholderActions(status).includes('certificate'),
    );
    expect(notApproved).toHaveLength(STATUS_CODES.length - 1);

    for (const statusCode of notApproved) {
      const request = await createRequest(db, {
        insurerId: insurer.id,
        policyholderId: holder.id,
        statusCode,
      });

      const response = await download(request.id, token);

      expect(response.statusCode, statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'NOT_ALLOWED_IN_STATUS',
        detailMessage: CERTIFICATE_TEXTS.notApproved,
      });
    }
  });

  it("answers 404 for another policyholder's request, and audits the attempt", async () => {
    const { insurer, request } = await approvedRequest();
    const other = await createPolicyholder(db, insurer.id);
    const otherToken = await sessionToken(app, db, insurer.id, { policyholderId: other.id });
    const otherInsurer = await createInsurer(db);
    const otherAdjudicator = await sessionToken(app, db, otherInsurer.id, {
      userType: 'insurer-adjudicator',
    });

    for (const bearer of [otherToken, otherAdjudicator]) {
      const response = await download(request.id, bearer);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const audit = await auditOf(request.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'request.access-denied',
      'request.access-denied',
    ]);
  });

  it('answers 404 for an unknown request, 400 for a malformed paId, 401 without a session and 404 to a doctor it does not name', async () => {
    const { token, request, login } = await approvedRequest();
    const doctor = await login({ userType: 'doctor' });

    expect((await download(randomUUID(), token)).statusCode).toBe(404);
    const malformed = await download('not-a-uuid', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect((await download(request.id, null)).statusCode).toBe(401);
    // A logged-in doctor reads only the requests that name it (record 084), as with the list.
    expect((await download(request.id, doctor)).statusCode).toBe(404);
    expect((await auditOf(request.id)).map((entry) => entry.action)).toEqual([
      'request.access-denied',
    ]);
  });
});

describe('the certificate is drawn off the event loop', () => {
  it('answers other calls promptly while a slow certificate is drawn', async () => {
    const slow = (await createTestApp({ db, pdf: { workerUrl: SLOW_WORKER } })).app;
    const { token, request } = await approvedRequest();
    let drawn = false;
    const drawing = slow
      .inject({
        method: 'GET',
        url: certificateUrl(request.id),
        headers: { authorization: `Bearer ${token}` },
      })
      .finally(() => (drawn = true));

    const started = performance.now();
    let answered = 0;
    let slowest = 0;
    while (!drawn) {
      const asked = performance.now();
      const health = await slow.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - asked);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect((await drawing).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_LAYOUT_MS);
    // Generous bounds for a shared machine: drawn on the event loop, a call would wait 2 s.
    expect(answered).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(1_000);
  });

  it('answers 503 with the error envelope when the certificate takes longer than the limit', async () => {
    const limited = (
      await createTestApp({ db, pdf: { workerUrl: SLOW_WORKER, policy: { timeoutMs: 1_000 } } })
    ).app;
    const { token, request } = await approvedRequest();

    const response = await limited.inject({
      method: 'GET',
      url: certificateUrl(request.id),
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      detailMessage: PDF_MESSAGES.unavailable,
    });
    // Not downloaded, so not audited as downloaded.
    expect(await auditOf(request.id)).toEqual([]);
  });
});
