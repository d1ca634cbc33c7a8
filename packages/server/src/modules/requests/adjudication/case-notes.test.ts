import { describe, expect, it } from 'vitest';
import {
  adjudicatorWorld,
  auditOf,
  call,
  clock,
  loginAs,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';
import { linkHolderWorld, verifiedLinkSession } from '../test-support/link-worlds';
import { app, config, db, readDetail } from '../test-support/request-worlds';

const NOTE = 'Checked the surgeon’s fee against the schedule: fine.';

const notesUrl = (paId: string) => `/api/adjudication/cases/${paId}/notes`;

async function addNote(world: AdjudicatorWorld, paId: string, body = NOTE) {
  const response = await call(world.adjudicator, 'POST', notesUrl(paId), { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('internal notes on a case', () => {
  it("are left by one adjudicator and read by the insurer's others, oldest first, audited", async () => {
    const world = await adjudicatorWorld();
    const request = await world.request({ statusCode: 'APP' });

    const added = await addNote(world, request.id);
    clock.set(new Date(clock.now().getTime() + 60_000));
    await call(world.colleague, 'POST', notesUrl(request.id), { body: 'Agreed.' });

    expect(added).toMatchObject({ authorName: 'Tan Mei Ling', body: NOTE, assignedToName: null });
    const response = await call(world.colleague, 'GET', notesUrl(request.id));
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .notes.map((note: { authorName: string; body: string }) => [note.authorName, note.body]),
    ).toEqual([
      ['Tan Mei Ling', NOTE],
      ['Lim Wei Jie', 'Agreed.'],
    ]);
    const [entry] = await auditOf(request.id, 'case.note-added');
    expect(entry).toMatchObject({
      actorId: world.adjudicator.user.id,
      details: { noteId: added.id },
    });
    expect(JSON.stringify(entry)).not.toContain(NOTE);
  });

  it('refuses an empty note, and another insurer’s case is not found', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request();
    const empty = await call(world.adjudicator, 'POST', notesUrl(request.id), { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0]).toMatchObject({
      path: 'body',
      message: 'Please write the note.',
    });

    const other = await adjudicatorWorld();
    expect((await call(other.adjudicator, 'GET', notesUrl(request.id))).statusCode).toBe(404);
    expect(
      (await call(other.adjudicator, 'POST', notesUrl(request.id), { body: 'x' })).statusCode,
    ).toBe(404);
  });

  it('are never read by a policyholder, agent, patient or doctor, nor in their answers', async () => {
    const world = await adjudicatorWorld();
    const request = await world.request({ statusCode: 'PRO' });
    await addNote(world, request.id);
    const others = [
      await loginAs(world.insurer.id, {
        userType: 'policy-holder',
        policyholderId: request.policyholderId,
      }),
      await loginAs(world.insurer.id, { userType: 'insurance-agent' }),
      await loginAs(world.insurer.id, {
        userType: 'insured-patient',
        patientId: request.patientId,
      }),
      await loginAs(world.insurer.id, { userType: 'doctor' }),
    ];
    for (const login of others) {
      expect((await call(login, 'GET', notesUrl(request.id))).statusCode).toBe(403);
      expect((await call(login, 'POST', notesUrl(request.id), { body: 'x' })).statusCode).toBe(403);
      const detail = await readDetail(login, world.insurer.code, request.id, true);
      expect(detail.body).not.toContain(NOTE);
    }
    const policyholderDetail = await readDetail(others[0]!, world.insurer.code, request.id, true);
    expect(policyholderDetail.statusCode).toBe(200);
  });

  it('are never read through a doctor’s, business office’s or remote authoriser’s link', async () => {
    for (const role of ['doctor', 'business-office', 'remote-authoriser'] as const) {
      const world = await linkHolderWorld({ db, config, clock }, role);
      const adjudicator = await loginAs(world.insurer.id, { userType: 'insurer-adjudicator' });
      const added = await call(adjudicator, 'POST', notesUrl(world.request.id), { body: NOTE });
      expect(added.statusCode, role).toBe(201);
      const bearer = await verifiedLinkSession({ app, db, config, clock }, world);

      const response = await app.inject({
        method: 'GET',
        url: notesUrl(world.request.id),
        headers: { authorization: `Bearer ${bearer}` },
      });

      expect(response.statusCode, role).toBe(403);
      expect(response.body).not.toContain(NOTE);
    }
  });
});
