import { LINK_ACCESS_POLICY, LINK_LOCKED_MESSAGES } from '@preauth/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import { createConsultant } from '../../../../test/factories';
import { loggedInUser } from '../../../../test/sessions';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { businessOfficeWorld, emailedLinkToken } from '../test-support/business-office-worlds';
import { checkLink, verifyIdentity } from '../test-support/link-worlds';

// Issue 25: the office's link locks after five wrong identity checks; the policyholder or the
// agent sends the office a new one, which works, while the old one stays refused.
const env = await createTestApp();
const { app, db, clock } = env;
await seedReferenceData(db);

const SECOND = 1000;

async function lockedOffice() {
  const world = await businessOfficeWorld(env);
  let last;
  for (let i = 0; i < LINK_ACCESS_POLICY.identityMaxFailures; i += 1) {
    last = await verifyIdentity(env, world, world.identity({ nric: '000Z' }));
  }
  expect(last?.json().detailMessage).toBe(LINK_LOCKED_MESSAGES['business-office']);
  const holder = await loggedInUser(app, db, world.insurer.id, {
    policyholderId: world.holder.id,
  });
  return { world, holder };
}

const resendOffice = (authorization: string, paId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/requests/${paId}/resend-office`,
    headers: { authorization },
    payload: {},
  });

const officeEmails = (paId: string) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.paId, paId), eq(t.outbox.kind, 'business-office-link')))
    .orderBy(asc(t.outbox.id));

describe('PUT /api/requests/:paId/resend-office', () => {
  it('sends the office a new link after its link locked; the new one opens, the old one stays refused', async () => {
    const { world, holder } = await lockedOffice();
    expect((await verifyIdentity(env, world)).statusCode).not.toBe(200);
    clock.advance(SECOND);

    const response = await resendOffice(holder.authorization, world.request.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 'PEN-AI', notified: ['business-office'] });
    const emails = await officeEmails(world.request.id);
    expect(emails.map((e) => e.recipient)).toEqual([
      'bo@panel-hospital.example.sg',
      'bo@panel-hospital.example.sg',
    ]);
    const token = await emailedLinkToken(env, world.request.id, 'business-office-link');
    const fresh = { ...world, token, identity: () => world.identity({ token }) };
    expect((await checkLink(env, fresh.address, token)).statusCode).toBe(200);
    expect((await verifyIdentity(env, fresh)).statusCode).toBe(200);
    expect((await checkLink(env, world.address, world.token)).statusCode).toBe(404);
  });

  it('tells the insurer once that the link locked, and who can send a new one', async () => {
    const { world } = await lockedOffice();
    await verifyIdentity(env, world, world.identity({ nric: '000Z' }));

    const told = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.paId, world.request.id), eq(t.outbox.kind, 'link-locked')));
    expect(told).toHaveLength(1);
    expect(told[0]!.recipient).toBe('preauth@aurora.example.sg');
    expect(told[0]!.text).toContain(
      `The hospital business office's link to the pre-authorisation request ${world.request.erefNo}`,
    );
    expect(told[0]!.text).toContain('can send the business office a new link');
    expect(told[0]!.text).not.toContain(world.request.patientNric);
  });

  it('lets the agent serving the policy send it, and no one else', async () => {
    const { world } = await lockedOffice();
    const agent = await loggedInUser(app, db, world.insurer.id, {
      userType: 'insurance-agent',
      consultantId: world.consultant.id,
    });
    const stranger = await createConsultant(db, world.insurer.id, { name: 'Daniel Koh' });
    const otherAgent = await loggedInUser(app, db, world.insurer.id, {
      userType: 'insurance-agent',
      consultantId: stranger.id,
    });

    expect((await resendOffice(otherAgent.authorization, world.request.id)).statusCode).toBe(404);
    const sent = await resendOffice(agent.authorization, world.request.id);
    expect(sent.statusCode).toBe(200);
    expect((await officeEmails(world.request.id)).length).toBe(2);
  });

  it('is refused while the request does not wait for the office, and paced when it does', async () => {
    const { world, holder } = await lockedOffice();
    expect((await resendOffice(holder.authorization, world.request.id)).statusCode).toBe(200);

    const tooSoon = await resendOffice(holder.authorization, world.request.id);
    expect(tooSoon.statusCode).toBe(429);

    await db
      .update(t.paRequests)
      .set({ statusCode: 'PRO' })
      .where(eq(t.paRequests.id, world.request.id));
    clock.advance(120 * SECOND);
    const refused = await resendOffice(holder.authorization, world.request.id);
    expect(refused.statusCode).toBe(409);
  });
});
