import { describe, expect, it } from 'vitest';
import { createCaseAssignment } from '../../../../test/adjudication-factories';
import {
  adjudicatorWorld,
  auditOf,
  call,
  clock,
  db,
  loginAs,
  sgt,
} from '../test-support/adjudication-worlds';
import { outboxOf } from '../test-support/request-worlds';

const assignUrl = (paId: string) => `/api/adjudication/cases/${paId}/assign`;
const NOTE = 'Please check the anaesthetist’s fee: it looks high for a day case.';

describe('assigning a case to a colleague', () => {
  it('gives them the hold with the note, shows it under their "Assigned to: Me", and emails them', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const request = await world.request();
    await world.request();

    const response = await call(world.adjudicator, 'POST', assignUrl(request.id), {
      adjudicatorId: world.colleague.user.id,
      note: NOTE,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      adjudicatorName: 'Lim Wei Jie',
      heldByMe: false,
      expiresAt: sgt('2026-11-06T10:00').toISOString(),
    });
    const mine = await call(world.colleague, 'GET', '/api/adjudication/queue?assignedTo=me');
    expect(mine.json().list.map((item: { paId: string }) => item.paId)).toEqual([request.id]);
    const notes = await call(world.colleague, 'GET', `/api/adjudication/cases/${request.id}/notes`);
    expect(notes.json().notes).toEqual([
      expect.objectContaining({
        authorName: 'Tan Mei Ling',
        body: NOTE,
        assignedToName: 'Lim Wei Jie',
      }),
    ]);
    const [email] = await outboxOf(request.id);
    expect(email).toMatchObject({
      kind: 'case-assigned',
      recipient: world.colleague.user.email,
      subject: `Case ${request.erefNo} has been assigned to you`,
    });
    expect(email!.text).toContain('Tan Mei Ling has assigned case');
    expect(email!.text).not.toContain(NOTE);
    const [entry] = await auditOf(request.id, 'case.assigned');
    expect(entry!.details).toMatchObject({ toAdjudicatorId: world.colleague.user.id });
  });

  it('is refused while a third adjudicator holds the case, and outside Processing', async () => {
    clock.set(sgt('2026-11-05T10:00'));
    const world = await adjudicatorWorld();
    const third = await loginAs(world.insurer.id, {
      userType: 'insurer-adjudicator',
      name: 'Ng Hui Min',
    });
    const held = await world.request();
    await createCaseAssignment(db, {
      paId: held.id,
      adjudicatorId: third.user.id,
      takenAt: clock.now(),
    });
    const body = { adjudicatorId: world.colleague.user.id };

    const refused = await call(world.adjudicator, 'POST', assignUrl(held.id), body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detailMessage).toContain('Ng Hui Min is working on this case');

    const approved = await world.request({ statusCode: 'APP' });
    expect((await call(world.adjudicator, 'POST', assignUrl(approved.id), body)).statusCode).toBe(
      409,
    );
    expect(await outboxOf(held.id)).toEqual([]);
  });

  it('takes a colleague of the same insurer only, not oneself', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request();
    const elsewhere = await adjudicatorWorld();
    const holder = await loginAs(world.insurer.id, { userType: 'policy-holder' });
    for (const [adjudicatorId, message] of [
      [elsewhere.adjudicator.user.id, 'Please choose an adjudicator of your insurer.'],
      [holder.user.id, 'Please choose an adjudicator of your insurer.'],
      [world.adjudicator.user.id, 'Please choose a colleague: the case is yours already.'],
    ] as const) {
      const response = await call(world.adjudicator, 'POST', assignUrl(request.id), {
        adjudicatorId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0]).toEqual({ path: 'adjudicatorId', message });
    }
  });

  it('lists the colleagues to choose from', async () => {
    const world = await adjudicatorWorld();
    const response = await call(world.adjudicator, 'GET', '/api/adjudication/colleagues');
    expect(response.json().colleagues).toEqual([
      { id: world.colleague.user.id, name: 'Lim Wei Jie', isMe: false },
      { id: world.adjudicator.user.id, name: 'Tan Mei Ling', isMe: true },
    ]);
  });
});
