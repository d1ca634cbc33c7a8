import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createConsultant, createRider } from '../../../../test/factories';
import { startSmtpServer } from '../../../../test/smtp-server';
import { testConfig } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { SCRUBBED } from '../../../core/mail/outbox';
import { createOutboxWorker } from '../../../core/mail/outbox-worker';
import { createMailTransport } from '../../../core/mail/transports';
import {
  BUSINESS_OFFICE,
  clock,
  command,
  createVia,
  db,
  outboxOf,
  policyholderWorld,
  submitAtPanelHospital,
  tokenInLink,
  type World,
} from '../test-support/request-worlds';

const DOCTOR = 'dr.chua@clinic.example.sg';
const INSURER = 'preauth@insurer.example.sg';

async function created(world: World, overrides = {}) {
  const response = await createVia(world.login, world.insurer.code, world.payload(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ paId: string; erefNo: string; notified: string[] }>();
}

const sent = async (paId: string) =>
  (await outboxOf(paId)).map((m) => [m.kind, m.recipient] as const);

/** Who the command's answer says it emailed. */
async function notifiedBy(response: ReturnType<typeof command>) {
  const answer = await response;
  expect(answer.statusCode).toBe(200);
  return answer.json<{ notified: string[] }>().notified;
}

/**
 * Every email has both parts, names the request, and holds no NRIC and no typed reason; but the
 * doctor's new link after an amend, which gives the policyholder's reason (issue 24, record 079).
 */
async function expectDecentBodies(world: World, paId: string, erefNo: string, amended = false) {
  for (const email of await outboxOf(paId)) {
    expect(email.subject).toContain(erefNo);
    expect(email.text).toContain(erefNo);
    expect(email.html).toContain(erefNo);
    expect(email.html).toMatch(/^<p>/);
    const reasonShown = amended && email.kind === 'doctor-link';
    for (const secret of [world.patient.nric, world.holder.nric]) {
      expect(email.subject + email.html + email.text).not.toContain(secret);
    }
    if (reasonShown) {
      expect(email.text).toContain("The policyholder's reason for amending: REASON-MARKER");
    } else {
      expect(email.subject + email.html + email.text).not.toContain('REASON-MARKER');
    }
  }
}

describe('request emails', () => {
  it('on create: the doctor with the link and the 3-day note, and the insurer', async () => {
    const world = await policyholderWorld();
    const { paId, erefNo, notified } = await created(world);

    expect(await sent(paId)).toEqual([
      ['doctor-link', DOCTOR],
      ['insurer-copy', INSURER],
    ]);
    expect(notified).toEqual(['doctor', 'insurer']);
    const [doctor] = await outboxOf(paId);
    const token = tokenInLink(doctor!.text);
    expect(doctor!.html).toContain(
      `<a href="https://preauth.example.sg/${world.insurer.code}/${erefNo}/verification#token=${token}">`,
    );
    expect(doctor!.text).toContain('within 3 calendar days');
    expect(doctor!.text).toContain('Tan Jia Hui');
    await expectDecentBodies(world, paId, erefNo);
  });

  it('on create with consent: the consultants of the policy and the rider too', async () => {
    const world = await policyholderWorld();
    const riderConsultant = await createConsultant(db, world.insurer.id);
    const rider = await createRider(db, world.policy.id, { consultantId: riderConsultant.id });

    const { paId, notified } = await created(world, {
      fcNeedstobeNotified: true,
      policyRiderNumber: rider.riderNo,
    });
    expect(notified).toEqual(['doctor', 'insurer', 'financial-consultant']);

    expect(await sent(paId)).toEqual([
      ['doctor-link', DOCTOR],
      ['insurer-copy', INSURER],
      ['consultant-copy', world.consultant.email],
      ['consultant-copy', riderConsultant.email],
    ]);
  });

  it('skips the insurer copy while the insurer has no notification address', async () => {
    const world = await policyholderWorld();
    await db
      .update(t.insurers)
      .set({ notificationEmail: null })
      .where(eq(t.insurers.id, world.insurer.id));

    const { paId, notified } = await created(world);

    expect(await sent(paId)).toEqual([['doctor-link', DOCTOR]]);
    expect(notified).toEqual(['doctor']);
  });

  it('on resend: the new address with a new link, and the insurer', async () => {
    const world = await policyholderWorld();
    const request = await world.request();

    expect(
      await notifiedBy(
        command(world.login, request.id, 'resend', { doctorEmail: 'other@clinic.example.sg' }),
      ),
    ).toEqual(['doctor', 'insurer']);

    expect(await sent(request.id)).toEqual([
      ['doctor-link', 'other@clinic.example.sg'],
      ['insurer-copy', INSURER],
    ]);
    await expectDecentBodies(world, request.id, request.erefNo);
  });

  it('on cancel at a non-panel hospital: the doctor, told to discard it, and the consultant', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO', consultantsNotified: true });

    expect(
      await notifiedBy(
        command(world.login, request.id, 'cancel', { cancelReason: 'REASON-MARKER' }),
      ),
    ).toEqual(['doctor', 'financial-consultant']);

    expect(await sent(request.id)).toEqual([
      ['request-cancelled', DOCTOR],
      ['consultant-copy', world.consultant.email],
    ]);
    const [doctor] = await outboxOf(request.id);
    expect(doctor!.text).toContain('Please discard the earlier request');
    await expectDecentBodies(world, request.id, request.erefNo);
  });

  it('on cancel before authorisation: no doctor, as none was sent the request; the policyholder and consultant', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PEN', consultantsNotified: true });

    expect(
      await notifiedBy(
        command(world.login, request.id, 'cancel', { cancelReason: 'REASON-MARKER' }),
      ),
    ).toEqual(['policyholder', 'financial-consultant']);

    expect(await sent(request.id)).toEqual([
      ['policyholder-copy', request.policyholderEmail],
      ['consultant-copy', world.consultant.email],
    ]);
  });

  it("on cancel at a panel hospital: the doctor and the business office's discard notice", async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO' });
    await submitAtPanelHospital(world, request.id);

    expect(
      await notifiedBy(
        command(world.login, request.id, 'cancel', { cancelReason: 'REASON-MARKER' }),
      ),
    ).toEqual(['doctor', 'business-office']);

    expect(await sent(request.id)).toEqual([
      ['request-cancelled', DOCTOR],
      ['discard-notice', BUSINESS_OFFICE],
    ]);
    await expectDecentBodies(world, request.id, request.erefNo);
  });

  it('on amend: the doctor with a new link, the panel business office and the consultant', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'APP', consultantsNotified: true });
    await submitAtPanelHospital(world, request.id);

    expect(
      await notifiedBy(command(world.login, request.id, 'amend', { amendReason: 'REASON-MARKER' })),
    ).toEqual(['doctor', 'business-office', 'policyholder', 'financial-consultant']);

    // First, to each party an approval goes to, that its certificate is void (record 078).
    expect(await sent(request.id)).toEqual([
      ['approval-void', request.policyholderEmail],
      ['approval-void', DOCTOR],
      ['approval-void', BUSINESS_OFFICE],
      ['approval-void', world.consultant.email],
      ['doctor-link', DOCTOR],
      ['business-office-copy', BUSINESS_OFFICE],
      ['consultant-copy', world.consultant.email],
    ]);
    await expectDecentBodies(world, request.id, request.erefNo, true);
  });

  it('on amend at a non-panel hospital without consent: the doctor only', async () => {
    const world = await policyholderWorld();
    const request = await world.request({ statusCode: 'PRO' });

    expect(
      await notifiedBy(command(world.login, request.id, 'amend', { amendReason: 'REASON-MARKER' })),
    ).toEqual(['doctor']);

    expect(await sent(request.id)).toEqual([['doctor-link', DOCTOR]]);
  });

  it("delivers the doctor's email through the outbox worker over real SMTP", async () => {
    const smtp = await startSmtpServer();
    onTestFinished(() => smtp.close());
    const transport = createMailTransport({
      config: testConfig({ smtpUrl: smtp.url, mailFrom: 'Portal <portal@example.sg>' }),
      db,
      clock,
    });
    const worker = createOutboxWorker({ db, clock, transport });
    onTestFinished(() => worker.stop());
    const world = await policyholderWorld();
    const { paId, erefNo } = await created(world);
    const [queued] = await outboxOf(paId);
    const token = tokenInLink(queued!.text);

    // The file's database holds the other tests' emails too; deliver them all.
    while ((await worker.runOnce()) > 0);

    const received = smtp.received.find((m) => m.to.includes(DOCTOR) && m.raw.includes(erefNo));
    expect(received?.from).toBe('portal@example.sg');
    // Undo quoted-printable soft line breaks and escapes before reading the link.
    const raw = (received?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    expect(raw).toContain(
      `https://preauth.example.sg/${world.insurer.code}/${erefNo}/verification#token=${token}`,
    );
    expect(raw).not.toContain(world.patient.nric);
    // Sent: the outbox row keeps the email without its link, so no live token sits in it.
    const [row] = await outboxOf(paId);
    expect(row?.status).toBe('sent');
    expect(row!.text + row!.html).not.toContain(token);
    expect(row!.text).toContain(`through this link:\n\n${SCRUBBED}`);
  });
});
