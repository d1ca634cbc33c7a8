import { CASE_AUDIT_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createAuditEntries } from '../../../../test/adjudication-factories';
import {
  adjudicatorWorld,
  auditOf,
  call,
  clock,
  db,
  loginAs,
  sgt,
  type AdjudicatorWorld,
} from '../test-support/adjudication-worlds';

interface Entry {
  id: number;
  action: string;
  actorName: string | null;
  details: { n?: number } | null;
}

/** A request of a new insurer with `count` older audit entries, numbered 1 (oldest) to count. */
async function busyCase(count: number) {
  clock.set(sgt('2026-11-05T10:00'));
  const world = await adjudicatorWorld();
  const request = await world.request();
  await createAuditEntries(db, {
    paId: request.id,
    insurerId: world.insurer.id,
    count,
    from: sgt('2026-11-01T09:00'),
  });
  return { world, request };
}

const auditPage = (world: AdjudicatorWorld, paId: string, query = '') =>
  call(world.adjudicator, 'GET', `/api/adjudication/cases/${paId}/audit${query}`);

/** The entries' numbers (details.n), or their action where they have none. */
const numbers = (entries: Entry[]) => entries.map((entry) => entry.details?.n ?? entry.action);

describe("the case's audit in pages", () => {
  it('gives the case view the latest 50 entries, newest first, with the total', async () => {
    const { world, request } = await busyCase(60);

    const response = await call(world.adjudicator, 'GET', `/api/adjudication/cases/${request.id}`);

    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json().audit as { entries: Entry[]; total: number };
    // This opening first, then the 49 latest of the 60.
    expect(total).toBe(61);
    expect(numbers(entries)).toEqual([
      'case.viewed',
      ...Array.from({ length: 49 }, (_, i) => 60 - i),
    ]);
    expect(entries[0]!.actorName).toBe('Tan Mei Ling');
  });

  it('answers any page with the total, and reading it writes nothing', async () => {
    const { world, request } = await busyCase(25);

    const first = await auditPage(world, request.id, '?limit=10');
    const second = await auditPage(world, request.id, '?offset=10&limit=10');
    const last = await auditPage(world, request.id, '?offset=20');
    const past = await auditPage(world, request.id, '?offset=30&limit=10');

    expect(first.statusCode).toBe(200);
    expect(numbers(first.json().entries)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(numbers(second.json().entries)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(numbers(last.json().entries)).toEqual([5, 4, 3, 2, 1]);
    expect(past.json()).toEqual({ entries: [], total: 25 });
    expect([first, second, last].map((page) => page.json().total)).toEqual([25, 25, 25]);
    // Ids tell entries apart, so a page that repeats one (after an opening) can be merged.
    const ids = [first, second, last].flatMap((page) =>
      (page.json().entries as Entry[]).map((entry) => entry.id),
    );
    expect(new Set(ids).size).toBe(25);
    expect(await auditOf(request.id, 'case.viewed')).toEqual([]);
  });

  it("answers 404 to another insurer's adjudicator, audited, and 403 to others", async () => {
    const { request } = await busyCase(3);
    const stranger = await adjudicatorWorld();
    const holder = await loginAs(stranger.insurer.id, { userType: 'policy-holder' });

    const response = await auditPage(stranger, request.id);
    const unknown = await auditPage(stranger, '6f1c1a52-8f3e-4a51-9d5c-3c1f0e7a2b10');
    const asHolder = await call(holder, 'GET', `/api/adjudication/cases/${request.id}/audit`);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.statusCode).toBe(404);
    expect(await auditOf(request.id, 'request.access-denied')).toHaveLength(1);
    expect(asHolder.statusCode).toBe(403);
  });

  it('refuses an offset or a limit out of bounds with 400 and the reason', async () => {
    const { world, request } = await busyCase(1);
    const cases = [
      ['?limit=0', 'limit', CASE_AUDIT_MESSAGES.limit],
      ['?limit=101', 'limit', CASE_AUDIT_MESSAGES.limit],
      ['?limit=ten', 'limit', CASE_AUDIT_MESSAGES.limit],
      ['?offset=-1', 'offset', CASE_AUDIT_MESSAGES.offset],
      ['?offset=1.5', 'offset', CASE_AUDIT_MESSAGES.offset],
    ] as const;
    for (const [query, path, message] of cases) {
      const response = await auditPage(world, request.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        code: 'VALIDATION_FAILED',
        detailMessage: message,
        issues: [{ path, message }],
      });
    }
    expect((await auditPage(world, request.id, '?limit=100')).statusCode).toBe(200);
  });
});
