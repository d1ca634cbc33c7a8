import {
  DOCTOR_DECLARATION,
  LIA_FORM_TEXTS,
  LINK_ACCESS_POLICY,
  LINK_MESSAGES,
  maskNric,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createPolicyholder,
  createRequestDetails,
  type RequestDetailsOverrides,
} from '../../../../test/factories';
import { createUpload } from '../../../../test/upload-factories';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { sessionToken, type SessionUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { revokeLinkTokens } from '../access/link-tokens';
import {
  linkHolderWorld,
  verifiedLinkSession,
  verifyIdentity,
  type LinkWorldOptions,
} from '../test-support/link-worlds';

const env = await createTestApp();
const { app, db, clock } = env;
// The lookups the labels come from (global tables, empty in a new test database).
await seedReferenceData(db);

const MINUTE = 60 * 1000;
const NOT_LOGGED_IN = { code: 'UNAUTHENTICATED', detailMessage: LINK_MESSAGES.sessionEnded };

const download = (paId: string, bearer: string) =>
  app.inject({
    method: 'GET',
    url: `/api/requests/lia-form?paId=${paId}`,
    headers: { authorization: `Bearer ${bearer}`, accept: 'application/pdf' },
  });

const auditActions = async (paId: string) =>
  (
    await db.select({ action: t.auditLog.action }).from(t.auditLog).where(eq(t.auditLog.paId, paId))
  ).map((row) => row.action);

/**
 * A request the doctor has just submitted: its doctor's verified link session, then the
 * submission rows and the end of the link as the submit leaves them (status PRO, link revoked).
 */
async function submittedRequest(
  options: LinkWorldOptions & { details?: RequestDetailsOverrides } = {},
) {
  const world = await linkHolderWorld(env, 'doctor', options);
  const doctor = await verifiedLinkSession(env, world);
  await submit(world.request.id, options.details);
  const login = (user: SessionUser) => sessionToken(app, db, world.insurer.id, user);
  return { ...world, doctor, login };
}

/** What the doctor's submit leaves: the submission rows, status PRO, the link ended. */
async function submit(paId: string, details: RequestDetailsOverrides = {}) {
  await createRequestDetails(db, paId, { submittedAt: clock.now(), ...details });
  await db.update(t.paRequests).set({ statusCode: 'PRO' }).where(eq(t.paRequests.id, paId));
  await revokeLinkTokens(db, paId, clock.now());
}

describe('GET /api/requests/lia-form', () => {
  it('gives the doctor, right after submitting, the submission as a PDF with every section', async () => {
    clock.set(new Date('2026-10-05T06:45:00Z'));
    const world = await submittedRequest({
      request: {
        policyholderName: 'Tan Wei Ming',
        policyholderNric: 'S8012345D',
        patientName: 'Tan Jia Hui',
        patientNric: 'T0123456G',
        riderName: 'Shield Plus Rider',
        riderNumber: 'R-778812',
        doctorName: 'Dr Lim Boon Huat',
        doctorMcrNumber: 'M12345A',
        clinicName: 'Harbourfront Surgical Clinic',
      },
      details: {
        hospitalisationReason: 'Laparoscopic appendicectomy under general anaesthesia',
        onsetSymptomsType: 'Duration',
        onsetSymptomsDate: null,
        onsetSymptomsDuration: '3 Days',
        referred: true,
        referralDoctorDetails: 'Dr Wong, Bukit Timah Family Clinic',
        additionalInfoElectiveProcedure: true,
        additionalInfoGenetic: true,
        surgeryDetails: [
          { tospCode: 'SF801H', surgeonFee: '3800.00', anaesthetistFee: '1220.00' },
          {
            tospCode: 'SF801H',
            surgeonFee: '2900.00',
            surgeonFeeJustification: 'Adhesions from an earlier operation',
            anaesthetistFee: '600.00',
          },
        ],
        totalBill: '19620.00',
      },
    });
    const upload = await createUpload(db, {
      insurerId: world.insurer.id,
      uploadedById: world.link.id,
      purpose: 'referral-letter',
      uploadedByType: 'doctor',
      fileName: 'referral-wong.pdf',
      paId: world.request.id,
    });
    await db
      .update(t.paDetails)
      .set({ referralLetterUploadId: upload.id })
      .where(eq(t.paDetails.paId, world.request.id));

    const response = await download(world.request.id, world.doctor);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="request-${world.request.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      LIA_FORM_TEXTS.title,
      'Aurora Life Assurance',
      world.request.erefNo,
      'Tan Wei Ming',
      maskNric('S8012345D'),
      'Tan Jia Hui',
      maskNric('T0123456G'),
      'Shield Plus Rider (R-778812)',
      'Dr Lim Boon Huat',
      'M12345A',
      'Harbourfront Surgical Clinic',
      'Test General Hospital',
      '10-10-2026',
      'Elective inpatient (EL)',
      'Class B1 (four-bedded) (B1)',
      'Laparoscopic appendicectomy under general anaesthesia',
      'K35.8',
      'Acute appendicitis, other and unspecified',
      '3 Days',
      'Right lower abdominal pain',
      'referral-wong.pdf',
      'Dr Wong, Bukit Timah Family Clinic',
      'Elective procedure, Genetic condition',
      'Hypertension (HTN)',
      'Dr Lee Wei Ming',
      'Appendix, appendicectomy, laparoscopic',
      'Surgeon fee justification: Adhesions from an earlier operation',
      'S$ 3,800.00',
      'S$ 2,900.00',
      'Total attendance fee (inclusive of GST)',
      'S$ 150.00',
      'Consumables (CONS) (inclusive of GST)',
      'Total hospital charges (inclusive of GST)',
      'S$ 6,800.00',
      'Total bill (inclusive of GST)',
      'S$ 19,620.00',
      DOCTOR_DECLARATION.title,
      DOCTOR_DECLARATION.text,
      // 06:45 UTC is 14:45 in Singapore.
      '05-10-2026 14:45',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('S8012345D');
    expect(text).not.toContain('T0123456G');
    expect(await auditActions(world.request.id)).toContain('request.lia-form-downloaded');
  });

  it('shows the amounts the business office adjusted, not the doctor’s', async () => {
    const world = await submittedRequest({
      details: {
        updatedAttendanceFee: '120.00',
        updatedHospitalCharges: '6100.00',
        updatedTotalBill: '11590.00',
      },
    });
    await db
      .update(t.paSurgeryRows)
      .set({ updatedSurgeonFee: '3450.00' })
      .where(
        eq(
          t.paSurgeryRows.detailId,
          db
            .select({ id: t.paDetails.id })
            .from(t.paDetails)
            .where(eq(t.paDetails.paId, world.request.id)),
        ),
      );

    const text = await pdfText((await download(world.request.id, world.doctor)).rawPayload);

    for (const updated of ['S$ 120.00', 'S$ 6,100.00', 'S$ 11,590.00', 'S$ 3,450.00']) {
      expect(text).toContain(updated);
    }
    for (const original of ['S$ 150.00', 'S$ 6,800.00', 'S$ 12,320.00', 'S$ 3,800.00']) {
      expect(text).not.toContain(original);
    }
  });

  it('prints Chinese and Tamil names as written', async () => {
    const world = await submittedRequest({
      request: {
        patientName: '陈美玲',
        policyholderName: 'முருகன் செல்வராஜ்',
        doctorName: 'Dr Tan 陈文华',
      },
    });

    const text = await pdfText((await download(world.request.id, world.doctor)).rawPayload);

    // Tamil's vowel sign ெ is drawn before its consonant, so செ reads back as ெச.
    for (const expected of ['陈美玲', 'முருகன்', 'ெசல்வராஜ்', '陈文华']) {
      expect(text).toContain(expected);
    }
  });

  it("lets the request's policyholder and its insurer's adjudicator download it", async () => {
    const world = await submittedRequest();
    const callers: SessionUser[] = [
      { policyholderId: world.holder.id },
      { userType: 'insurer-adjudicator' },
    ];
    for (const caller of callers) {
      expect((await download(world.request.id, await world.login(caller))).statusCode).toBe(200);
    }
  });

  it('answers 404, audited, to another policyholder, another insurer and another request’s doctor', async () => {
    const world = await submittedRequest();
    const other = await submittedRequest();
    const stranger = await createPolicyholder(db, world.insurer.id);
    const refused = [
      await world.login({ policyholderId: stranger.id }),
      await other.login({ userType: 'insurer-adjudicator' }),
      await other.login({ policyholderId: other.holder.id }),
      other.doctor,
    ];

    for (const bearer of refused) {
      const response = await download(world.request.id, bearer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const denials = (await auditActions(world.request.id)).filter(
      (action) => action === 'request.access-denied',
    );
    expect(denials).toHaveLength(refused.length);
  });

  it('is not for the insured patient or an agent (403)', async () => {
    const world = await submittedRequest();
    for (const userType of ['insured-patient', 'insurance-agent'] as const) {
      const bearer = await world.login({ userType });
      expect((await download(world.request.id, bearer)).statusCode).toBe(403);
    }
  });

  it('answers 404 with a clear message before the doctor has submitted', async () => {
    const world = await linkHolderWorld(env, 'doctor');
    const doctor = await verifiedLinkSession(env, world);
    const holder = await sessionToken(app, db, world.insurer.id, {
      policyholderId: world.holder.id,
    });

    for (const bearer of [doctor, holder]) {
      const response = await download(world.request.id, bearer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        detailMessage: LIA_FORM_TEXTS.notSubmitted,
      });
    }
  });
});

describe("the doctor's session after the submit ended its link", () => {
  it('downloads for 30 minutes, then is refused (401)', async () => {
    const world = await submittedRequest();

    clock.advance(LINK_ACCESS_POLICY.endedLinkReadMs - MINUTE);
    expect((await download(world.request.id, world.doctor)).statusCode).toBe(200);

    clock.advance(MINUTE);
    const response = await download(world.request.id, world.doctor);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  it('opens no other route (401 at once)', async () => {
    const world = await submittedRequest();

    for (const url of ['/api/links/session', '/api/lookups/icd?name=K35']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${world.doctor}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_LOGGED_IN);
    }
  });

  it('is refused when it never passed the PIN, or its link was locked', async () => {
    const pending = await linkHolderWorld(env, 'doctor');
    const identity = await verifyIdentity(env, pending);
    const pinPending = identity.json<{ access_token: string }>().access_token;
    await submit(pending.request.id);
    const locked = await submittedRequest();
    await db
      .update(t.linkTokens)
      .set({ lockedAt: clock.now() })
      .where(eq(t.linkTokens.paId, locked.request.id));

    for (const [paId, bearer] of [
      [pending.request.id, pinPending],
      [locked.request.id, locked.doctor],
    ] as const) {
      expect((await download(paId, bearer)).statusCode).toBe(401);
    }
  });
});
