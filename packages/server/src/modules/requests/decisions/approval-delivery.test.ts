import { pdfText } from '@preauth/shared/testing/pdf-text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../core/db/schema';
import { agentWorld, raiseFor } from '../test-support/agent-worlds';
import { failingWrites } from '../test-support/failing-writes';
import { deliverToMailbox, mailboxOf } from '../test-support/local-mailbox';
import { REDUCTION, decide, decisionWorld } from '../test-support/decision-worlds';
import {
  BUSINESS_OFFICE,
  app,
  command,
  db,
  outboxOf,
  requestRow,
} from '../test-support/request-worlds';
import { reverse, straightThroughWorld, sweep } from '../test-support/straight-through-worlds';

// The decision delivered to everyone who acts on it (issue 24 §2, docs/decisions/078-the-approval-delivered-and-its-void-notices.md): the
// approval with its certificate to the doctor and a panel hospital's business office, and the
// void notice to everyone the approval went to when it stops being valid.

const DOCTOR = 'dr.chua@clinic.example.sg';
const LOWERED_SURGEON = [
  { fee: 'surgeon', index: 0, amount: '3,500.00', reasonCode: REDUCTION.code },
];
const REASON = `${REDUCTION.label} (${REDUCTION.code})`;

/** What `to` received about the request, from the mailbox as a person reads it. */
const mailOf = async (to: string, erefNo: string) =>
  (await mailboxOf(app, to)).filter((m) => m.subject.endsWith(erefNo));

const deliver = () => deliverToMailbox(app);

const attachmentText = async (url: string) =>
  pdfText((await app.inject({ method: 'GET', url })).rawPayload);

const sentAfter = async (paId: string, count: number) =>
  (await outboxOf(paId)).slice(count).map((m) => [m.kind, m.recipient]);

describe('the approval delivered to the doctor and the business office', () => {
  it("sends the office and the doctor the certificate PDF, every approved amount and each reduction's reason", async () => {
    const world = await decisionWorld({ panel: true });

    const approved = await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: LOWERED_SURGEON,
    });

    expect(approved.json().notified).toEqual(['doctor', 'business-office', 'policyholder']);
    const queued = await outboxOf(world.request.id);
    const certificate = [{ kind: 'certificate', ref: approved.json().decisionId }];
    expect(queued.map((m) => [m.kind, m.recipient, m.attachments])).toEqual([
      ['policyholder-copy', world.request.policyholderEmail, null],
      ['doctor-decision', DOCTOR, certificate],
      ['business-office-copy', BUSINESS_OFFICE, certificate],
    ]);

    await deliver();

    const { erefNo } = world.request;
    const [office] = await mailOf(BUSINESS_OFFICE, erefNo);
    expect(office!.subject).toBe(`Pre-authorisation request approved: ${erefNo}`);
    expect(office!.text).toContain(
      'You can admit the patient against the attached approval certificate, within the approved amounts below.',
    );
    expect(office!.text).toContain(
      'The approved amount is S$ 12,020.00; the amount requested was S$ 12,320.00.',
    );
    expect(office!.text).toContain(
      `Surgeon fee, SF801H: S$ 3,500.00 of S$ 3,800.00 requested. Reason: ${REASON}.`,
    );
    expect(office!.text).toContain('Hospital charges: S$ 6,800.00, as requested.');
    expect(office!.attachments).toEqual([
      expect.objectContaining({
        fileName: `request-${world.request.id}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const printed = await attachmentText(office!.attachments[0]!.url);
    for (const expected of [erefNo, 'S$ 3,500.00', 'S$ 12,020.00', REASON]) {
      expect(printed).toContain(expected);
    }

    const [doctor] = await mailOf(DOCTOR, erefNo);
    expect(doctor!.text).toContain(
      `Your surgeon fee for SF801H was lowered from S$ 3,800.00 to S$ 3,500.00. Reason: ${REASON}.`,
    );
    expect(await attachmentText(doctor!.attachments[0]!.url)).toContain(REASON);
    // The policyholder downloads theirs from the portal.
    const [policyholder] = await mailOf(world.request.policyholderEmail, erefNo);
    expect(policyholder!.attachments).toEqual([]);
  });

  it('tells the doctor when the surgeon fees were not lowered, and writes to no office for a non-panel hospital', async () => {
    const world = await decisionWorld();

    const approved = await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: [{ fee: 'hospital-charges', amount: '6000', reasonCode: REDUCTION.code }],
    });

    expect(approved.json().notified).toEqual(['doctor', 'policyholder']);
    expect(await sentAfter(world.request.id, 0)).toEqual([
      ['policyholder-copy', world.request.policyholderEmail],
      ['doctor-decision', DOCTOR],
    ]);
    const [, doctor] = await outboxOf(world.request.id);
    expect(doctor!.text).toContain('Your surgeon fees were approved as requested.');
    expect(doctor!.text).toContain(
      `Hospital charges: S$ 6,000.00 of S$ 6,800.00 requested. Reason: ${REASON}.`,
    );
  });

  it('sends nothing when the approval rolls back', async () => {
    const world = await decisionWorld({ panel: true });

    const refused = await failingWrites(db, 'outbox', world.request.id, () =>
      decide(world.adjudicator, world.request.id, 'approve', { approvedAmounts: LOWERED_SURGEON }),
    );

    expect(refused.statusCode).toBe(500);
    expect(await outboxOf(world.request.id)).toEqual([]);
    expect((await requestRow(world.request.id))?.statusCode).toBe('PRO');
  });
});

describe('the void notice when an approval stops being valid', () => {
  it('tells exactly those who were sent the approval, by email, when the policyholder amends', async () => {
    const world = await decisionWorld({ panel: true, request: { consultantsNotified: true } });
    await decide(world.adjudicator, world.request.id, 'approve', {
      approvedAmounts: LOWERED_SURGEON,
    });
    const before = (await outboxOf(world.request.id)).length;

    const amended = await command(world.login, world.request.id, 'amend', {
      amendReason: 'The admission date has moved.',
    });

    expect(amended.json().notified).toEqual([
      'doctor',
      'business-office',
      'policyholder',
      'financial-consultant',
    ]);
    expect((await sentAfter(world.request.id, before)).slice(0, 4)).toEqual([
      ['approval-void', world.request.policyholderEmail],
      ['approval-void', DOCTOR],
      ['approval-void', BUSINESS_OFFICE],
      ['approval-void', world.consultant.email],
    ]);
    await deliver();
    const [office] = (await mailOf(BUSINESS_OFFICE, world.request.erefNo)).filter((m) =>
      m.subject.startsWith('Pre-authorisation approval withdrawn'),
    );
    expect(office!.text).toContain(
      `The approval of pre-authorisation request ${world.request.erefNo} for ${world.request.patientName} has been withdrawn: the policyholder has amended the request, so the insurer will decide again.`,
    );
    expect(office!.text).toContain('The certificate issued with it is void.');
    expect(office!.text).toContain('Please do not admit the patient or bill against it.');
    // The policyholder's own words are not copied to the hospital.
    expect(office!.text).not.toContain('admission date has moved');

    // Its cancel then ends no approval: no second void notice.
    const count = (await outboxOf(world.request.id)).length;
    await command(world.login, world.request.id, 'cancel', { cancelReason: 'Not needed.' });
    const kinds = (await sentAfter(world.request.id, count)).map(([kind]) => kind);
    expect(kinds).not.toContain('approval-void');
  });

  it('goes to the addresses the approval went to, not to whoever would be told now', async () => {
    const world = await decisionWorld();
    await decide(world.adjudicator, world.request.id, 'approve', {});
    // After the approval, the consultants' copies are asked for: they were not sent the approval.
    await db
      .update(t.paRequests)
      .set({ consultantsNotified: true })
      .where(eq(t.paRequests.id, world.request.id));
    const before = (await outboxOf(world.request.id)).length;

    await command(world.login, world.request.id, 'amend', { amendReason: 'New dates.' });

    expect(
      (await sentAfter(world.request.id, before)).filter(([kind]) => kind === 'approval-void'),
    ).toEqual([
      ['approval-void', world.request.policyholderEmail],
      ['approval-void', DOCTOR],
    ]);
  });

  it('sends none when the amend rolls back', async () => {
    const world = await decisionWorld({ panel: true });
    await decide(world.adjudicator, world.request.id, 'approve', {});
    const before = await outboxOf(world.request.id);

    const refused = await failingWrites(db, 'outbox', world.request.id, () =>
      command(world.login, world.request.id, 'amend', { amendReason: 'New dates.' }),
    );

    expect(refused.statusCode).toBe(500);
    expect(await outboxOf(world.request.id)).toEqual(before);
    expect((await requestRow(world.request.id))?.statusCode).toBe('APP');
  });

  it('tells those the automatic approval went to when an adjudicator reverses it', async () => {
    const world = await straightThroughWorld();
    const request = await world.request();
    await sweep();
    const approval = await outboxOf(request.id);
    expect(approval.map((m) => m.kind)).toEqual(['policyholder-copy', 'doctor-decision']);

    await reverse(world.adjudicator, request.id);

    const voids = (await outboxOf(request.id)).slice(approval.length);
    expect(voids.map((m) => [m.kind, m.recipient])).toEqual(
      approval.map((m) => ['approval-void', m.recipient]),
    );
    expect(voids[1]!.text).toContain(
      'approved it automatically, and an adjudicator has withdrawn that approval to review the request.',
    );
    expect(voids[1]!.text).toContain(
      'If the request is approved again, you will receive the new certificate.',
    );
    // The adjudicator's note is the insurer's own.
    expect(voids[1]!.text).not.toContain('The diagnosis needs a review.');
  });
});

describe("the policyholder's news at the request's contact email", () => {
  it('goes to the contact email as well as the account, once when they are the same', async () => {
    const world = await decisionWorld({
      request: { patientEmail: 'jiahui@example.sg' },
    });

    const approved = await decide(world.adjudicator, world.request.id, 'approve', {});

    expect(approved.json().notified).toEqual(['doctor', 'policyholder']);
    expect(await sentAfter(world.request.id, 0)).toEqual([
      ['policyholder-copy', world.request.policyholderEmail],
      ['policyholder-copy', 'jiahui@example.sg'],
      ['doctor-decision', DOCTOR],
    ]);

    const same = await decisionWorld({ request: { patientEmail: 'SAME@EXAMPLE.SG' } });
    await db
      .update(t.paRequests)
      .set({ policyholderEmail: 'same@example.sg' })
      .where(eq(t.paRequests.id, same.request.id));
    await decide(same.adjudicator, same.request.id, 'approve', {});
    expect(await sentAfter(same.request.id, 0)).toEqual([
      ['policyholder-copy', 'same@example.sg'],
      ['doctor-decision', DOCTOR],
    ]);
  });

  it('never gets the authorisation link, which acts for the policyholder', async () => {
    const world = await agentWorld();
    const contact = 'typed.by.the.agent@example.sg';

    const raised = await raiseFor(
      world,
      world.payload({ creatorRole: 'insurance-agent', patientEmailaddress: contact }),
    );

    expect(raised.statusCode).toBe(201);
    expect(await sentAfter(raised.json().paId, 0)).toEqual([
      ['authorisation-link', world.holder.email],
    ]);
  });
});
