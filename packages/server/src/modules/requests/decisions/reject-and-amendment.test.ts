import { DECISION_MESSAGES as M } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { emailedPin, freshAddress, verifyPin } from '../test-support/link-worlds';
import {
  BUSINESS_OFFICE,
  app,
  command,
  db,
  liveLink,
  outboxOf,
  readDetail,
  requestRow,
  snapshot,
  tokenInLink,
} from '../test-support/request-worlds';
import { REDUCTION, REJECTION, decide, decisionWorld } from '../test-support/decision-worlds';

describe('POST /api/adjudication/cases/{paId}/reject', () => {
  it('rejects with the coded reason and text, shown on the review and in the email', async () => {
    const world = await decisionWorld({ panel: true });

    const response = await decide(world.adjudicator, world.request.id, 'reject', {
      reasonCode: REJECTION.code,
      reasonText: 'Cosmetic procedures are not covered by the plan.',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 'REJ',
      notified: ['doctor', 'business-office', 'policyholder'],
    });
    const row = await requestRow(world.request.id);
    expect(row?.rejectReason).toBe('Cosmetic procedures are not covered by the plan.');

    const detail = (await readDetail(world.login, world.insurer.code, world.request.id)).json();
    expect(detail.decision).toMatchObject({
      outcome: 'reject',
      reasonCode: REJECTION.code,
      reasonLabel: REJECTION.label,
      reasonText: 'Cosmetic procedures are not covered by the plan.',
    });

    const emails = await outboxOf(world.request.id);
    const toPolicyholder = emails.find((m) => m.recipient === world.request.policyholderEmail);
    expect(toPolicyholder?.subject).toBe(
      `Pre-authorisation request not approved: ${world.request.erefNo}`,
    );
    expect(toPolicyholder?.text).toContain(`Reason: ${REJECTION.label}.`);
    expect(toPolicyholder?.text).toContain('Cosmetic procedures are not covered by the plan.');
    // The doctor and the office learn the outcome and the coded reason, not the text.
    for (const recipient of ['dr.chua@clinic.example.sg', BUSINESS_OFFICE]) {
      const email = emails.find((m) => m.recipient === recipient);
      expect(email?.text).toContain(`Reason: ${REJECTION.label}.`);
      expect(email?.text).not.toContain('Cosmetic procedures');
    }
  });

  it("answers 400 for a reason not on the insurer's active rejection list, or no text, and writes nothing", async () => {
    const world = await decisionWorld();
    const before = await snapshot(world.request.id);
    const cases: [object, string, string][] = [
      [{ reasonCode: 'REJ-OLD', reasonText: 'x' }, 'reasonCode', M.reasonUnknown],
      [{ reasonCode: REDUCTION.code, reasonText: 'x' }, 'reasonCode', M.reasonUnknown],
      [{ reasonCode: REJECTION.code, reasonText: '   ' }, 'reasonText', M.rejectionTextRequired],
      [{ reasonText: 'x' }, 'reasonCode', M.rejectionReasonRequired],
    ];
    for (const [body, path, message] of cases) {
      const response = await decide(world.adjudicator, world.request.id, 'reject', body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().issues).toEqual([{ path, message }]);
    }
    expect(await snapshot(world.request.id)).toEqual(before);
  });
});

describe('POST /api/adjudication/cases/{paId}/request-amendment', () => {
  it("sends the doctor a new link whose form carries the business office's updated fees", async () => {
    const world = await decisionWorld({ panel: true });
    // The business office lowered the attendance fee before the request reached the insurer.
    await db
      .update(t.paDetails)
      .set({ updatedAttendanceFee: '120.00', updatedByRole: 'business-office' })
      .where(eq(t.paDetails.paId, world.request.id));

    const response = await decide(world.adjudicator, world.request.id, 'request-amendment', {
      changesRequired: 'Please give the anaesthetist fee per procedure.',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 'AME-REQ',
      notified: ['doctor', 'business-office', 'policyholder'],
    });
    const emails = await outboxOf(world.request.id);
    const link = emails.find((m) => m.kind === 'doctor-link');
    expect(link?.recipient).toBe('dr.chua@clinic.example.sg');
    expect(link?.text).toContain(
      'What must change: Please give the anaesthetist fee per procedure.',
    );
    const token = tokenInLink(link!.text);
    expect(await liveLink(token)).not.toBeNull();

    // The doctor opens the link: identity check, emailed PIN, then the form's params.
    const identity = await app.inject({
      method: 'POST',
      url: `/api/links/doctor/${world.insurer.code}/${world.request.erefNo}/verification`,
      remoteAddress: freshAddress(),
      payload: {
        token,
        dob: world.request.patientDateOfBirth,
        nric: world.request.patientNric.slice(-4),
      },
    });
    expect(identity.statusCode).toBe(200);
    const env = { app, db };
    const pin = await verifyPin(
      env,
      identity.json().access_token,
      await emailedPin(env, world.request.id),
    );
    const params = await app.inject({
      method: 'GET',
      url: `/api/doctor-input/${world.request.id}/params`,
      headers: { authorization: `Bearer ${pin.json().access_token}` },
    });
    expect(params.statusCode).toBe(200);
    expect(params.json()).toMatchObject({
      statusCode: 'AME-REQ',
      details: { doctorAttendancefee: '120.00', totalHospitalcharges: '6800.00' },
    });

    // The review tells the policyholder what must change.
    const detail = (await readDetail(world.login, world.insurer.code, world.request.id)).json();
    expect(detail.decision).toMatchObject({
      outcome: 'request-amendment',
      reasonText: 'Please give the anaesthetist fee per procedure.',
    });
  });

  it("lets the policyholder resend it to another address, which gets the doctor's next link", async () => {
    const world = await decisionWorld();
    await decide(world.adjudicator, world.request.id, 'request-amendment');
    const firstToken = tokenInLink(
      (await outboxOf(world.request.id)).find((m) => m.kind === 'doctor-link')!.text,
    );

    const response = await command(world.login, world.request.id, 'resend', {
      doctorEmail: 'locum@clinic.example.sg',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 'AME-REQ' });
    const links = (await outboxOf(world.request.id)).filter((m) => m.kind === 'doctor-link');
    expect(links.map((m) => m.recipient)).toEqual([
      'dr.chua@clinic.example.sg',
      'locum@clinic.example.sg',
    ]);
    expect(await liveLink(firstToken)).toBeNull();
    expect(await liveLink(tokenInLink(links[1]!.text))).not.toBeNull();
  });

  it('names the documents the doctor must attach: in the email and in the case', async () => {
    const world = await decisionWorld();

    const response = await decide(world.adjudicator, world.request.id, 'request-amendment', {
      changesRequired: 'Please attach the histology report of the biopsy.',
      requiredDocumentKinds: ['histology', 'histology'],
    });

    expect(response.statusCode).toBe(200);
    const link = (await outboxOf(world.request.id)).find((m) => m.kind === 'doctor-link');
    expect(link?.text).toContain('What must change: Please attach the histology report');
    expect(link?.text).toContain('Documents to attach: Histology report.');
    const view = await app.inject({
      method: 'GET',
      url: `/api/adjudication/cases/${world.request.id}`,
      headers: { authorization: world.adjudicator.authorization },
    });
    expect(view.json().decision).toMatchObject({
      outcome: 'request-amendment',
      requiredDocumentKinds: ['histology'],
    });
  });

  it('answers 400 for a kind of document it does not know', async () => {
    const world = await decisionWorld();
    const response = await decide(world.adjudicator, world.request.id, 'request-amendment', {
      changesRequired: 'Please attach the biopsy.',
      requiredDocumentKinds: ['x-ray-film'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('requiredDocumentKinds.0');
  });

  it('answers 400 without what must change', async () => {
    const world = await decisionWorld();
    const response = await decide(world.adjudicator, world.request.id, 'request-amendment', {
      changesRequired: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'changesRequired', message: M.changesRequired },
    ]);
  });
});

describe('GET /api/adjudication/reasons', () => {
  it("lists the adjudicator's insurer's active reasons only", async () => {
    const world = await decisionWorld();
    const other = await decisionWorld();

    const response = await app.inject({
      method: 'GET',
      url: '/api/adjudication/reasons',
      headers: { authorization: world.adjudicator.authorization },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reasons: [
        { kind: 'rejection', ...REJECTION },
        { kind: 'reduction', ...REDUCTION },
      ],
    });
    expect(other.insurer.id).not.toBe(world.insurer.id);
    const asPolicyholder = await app.inject({
      method: 'GET',
      url: '/api/adjudication/reasons',
      headers: { authorization: world.login.authorization },
    });
    expect(asPolicyholder.statusCode).toBe(403);
  });
});
