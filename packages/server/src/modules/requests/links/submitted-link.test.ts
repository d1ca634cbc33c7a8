import { LINK_MESSAGES, submittedLinkMessage } from '@preauth/shared';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { revokeLinkTokens } from '../access/link-tokens';
import {
  businessOfficeWorld,
  officeForm,
  officeSubmit,
  type OfficeWorld,
} from '../test-support/business-office-worlds';
import { deliverToMailbox, mailboxOf } from '../test-support/local-mailbox';
import { doctorWorld, submissionOf, submit, type DoctorWorld } from '../test-support/doctor-worlds';
import {
  checkLink,
  emailedPin,
  verifyIdentity,
  verifyPin,
  type LinkWorld,
} from '../test-support/link-worlds';

// A link whose holder submitted through it, opened again (issue 25 §1, record 082): it says when
// and by whom, the holder may verify again and download the LIA form (nothing else), and the
// acknowledgement email carries the form.

const env = await createTestApp();
const { app, db, clock } = env;
await seedReferenceData(db);

const HOUR = 60 * 60 * 1000;
const OFFICE = 'bo@panel-hospital.example.sg';
const NOT_LOGGED_IN = { code: 'UNAUTHENTICATED', detailMessage: LINK_MESSAGES.sessionEnded };

const as = (bearer: string, url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, payload });

const downloadLiaForm = (paId: string, bearer: string) =>
  as(bearer, `/api/requests/lia-form?paId=${paId}`);

/** A doctor's world whose doctor has submitted (non-panel unless `panel`): the submit's time. */
async function submittedByDoctor(panel = false) {
  const world = await doctorWorld(env, { panel });
  const submittedAt = clock.now();
  const answer = await submit(env, world, submissionOf(world));
  expect(answer.statusCode).toBe(200);
  return { world, submittedAt };
}

/** The identity check and emailed PIN again on a submitted link: the re-visit's response. */
async function revisit(world: LinkWorld) {
  const identity = await verifyIdentity(env, world);
  expect(identity.statusCode).toBe(200);
  expect(identity.json()).toMatchObject({ stage: 'pin-required', readOnly: true });
  const pin = await emailedPin(env, world.request.id);
  return verifyPin(env, identity.json().access_token, pin);
}

/** The acknowledgement `to` received about the request, as the mailbox shows it. */
async function acknowledgementTo(to: string, world: DoctorWorld | OfficeWorld) {
  await deliverToMailbox(app);
  const mail = (await mailboxOf(app, to)).filter(
    (m) => m.subject === `Pre-authorisation request submitted: ${world.request.erefNo}`,
  );
  expect(mail).toHaveLength(1);
  return mail[0]!;
}

const submissionIdOf = async (paId: string) =>
  (await db.select({ id: t.paDetails.id }).from(t.paDetails).where(eq(t.paDetails.paId, paId)))[0]!
    .id;

describe("the doctor's submitted link, opened again", () => {
  it('says when and by whom it was submitted and what follows; an altered token keeps the one refusal', async () => {
    const { world, submittedAt } = await submittedByDoctor();

    const response = await checkLink(env, world.address, world.token);

    expect(response.statusCode).toBe(200);
    const expected = submittedLinkMessage('doctor', submittedAt, world.request.doctorName, 'PRO');
    expect(response.json().submitted).toBe(expected);
    expect(expected).toContain(`(Singapore time) by ${world.request.doctorName}.`);
    expect(expected).toContain('usually within 1-3 working days');
    const flipped = world.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const altered = await checkLink(env, world.address, flipped);
    expect(altered.statusCode).toBe(404);
    expect(altered.json().detailMessage).toBe(LINK_MESSAGES.invalidLink);
  });

  it('lets the doctor verify again and download the LIA form long after, and nothing else', async () => {
    const { world } = await submittedByDoctor();
    clock.advance(2 * HOUR);
    expect((await downloadLiaForm(world.request.id, world.bearer)).statusCode).toBe(401);

    const verified = await revisit(world);

    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ stage: 'verified', readOnly: true });
    const bearer = verified.json().access_token;
    const pdf = await downloadLiaForm(world.request.id, bearer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(world.request.erefNo);
    // Read-only: the form, its draft and its submit refuse the re-visit as an ended session.
    for (const refused of [
      await as(bearer, `/api/doctor-input/${world.request.id}/params`),
      await as(bearer, `/api/doctor-input/${world.request.id}/draft`),
      await submit(env, { ...world, bearer }, submissionOf(world)),
    ]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(NOT_LOGGED_IN);
    }
  });

  it("downloads no other request's form, and opens no re-visit for a link ended without a submit", async () => {
    const { world } = await submittedByDoctor();
    const other = await submittedByDoctor();
    const pending = await doctorWorld(env);
    await revokeLinkTokens(db, pending.request.id, clock.now());
    clock.advance(HOUR);

    const bearer = (await revisit(world)).json().access_token;

    expect((await downloadLiaForm(other.world.request.id, bearer)).statusCode).toBe(404);
    const ended = await verifyIdentity(env, pending);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().detailMessage).not.toContain('already submitted');
    expect((await checkLink(env, pending.address, pending.token)).statusCode).toBe(404);
  });

  it('emails the doctor an acknowledgement with the LIA form of the submission attached', async () => {
    const { world } = await submittedByDoctor(true);
    const submissionId = await submissionIdOf(world.request.id);

    const [queued] = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'doctor-acknowledgement')));
    // The doctor's address on the request (or the one it was last resent to).
    const doctor = world.request.doctorEmail;
    expect(queued).toMatchObject({
      recipient: doctor,
      attachments: [{ kind: 'lia-form', ref: submissionId }],
    });
    const mail = await acknowledgementTo(doctor, world);
    expect(mail.text).toContain("It now goes to the hospital's business office");
    expect(mail.attachments).toMatchObject([
      { fileName: `request-${world.request.id}.pdf`, contentType: 'application/pdf' },
    ]);
    const file = await app.inject({ method: 'GET', url: mail.attachments[0]!.url });
    expect(await pdfText(file.rawPayload)).toContain(world.request.erefNo);
  });
});

describe("the business office's submitted link, opened again", () => {
  it('says the office submitted it, lets the office download its form again, and emails it', async () => {
    const world = await businessOfficeWorld(env);
    const submittedAt = clock.now();
    expect((await officeSubmit(env, world, officeForm(world))).statusCode).toBe(200);
    clock.advance(HOUR);

    const check = await checkLink(env, world.address, world.token);
    const verified = await revisit(world);

    expect(check.json().submitted).toBe(
      submittedLinkMessage('business-office', submittedAt, '', 'PRO'),
    );
    expect(check.json().submitted).toContain("by the hospital's business office.");
    const bearer = verified.json().access_token;
    expect((await downloadLiaForm(world.request.id, bearer)).statusCode).toBe(200);
    const resubmit = await officeSubmit(env, { ...world, bearer }, officeForm(world));
    expect(resubmit.statusCode).toBe(401);
    const mail = await acknowledgementTo(OFFICE, world);
    expect(mail.text).toContain('You confirmed the fees');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });
});
