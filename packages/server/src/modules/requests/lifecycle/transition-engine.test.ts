import type { LifecycleEvent, StatusCode } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  auditOf,
  clock,
  command,
  config,
  db,
  historyOf,
  issueLink,
  outboxOf,
  policyholderWorld,
  requestRow,
  snapshot,
  tokensOf,
  type World,
} from '../test-support/request-worlds';
import { failingWrites } from '../test-support/failing-writes';
import { sweepExpiredRequests } from './expiry-sweep';
import { RESPONSE_WINDOW_MS } from './response-window';

/** The tables a transition writes, each of which the tests make fail in turn. */
type Written = 'pa_status_history' | 'audit_log' | 'link_tokens' | 'outbox';

interface EventCase {
  event: LifecycleEvent;
  from: StatusCode;
  to: StatusCode;
  /** Sends the event for the request; answers whether it was accepted. */
  send: (world: World, paId: string) => Promise<boolean>;
  /** What it writes besides the status: every transition audits and revokes the live links. */
  writes: Written[];
  issuesDoctorLink: boolean;
}

const sweep = async (failures: string[] = []) =>
  sweepExpiredRequests({ db, clock, config }, clock.now(), (_error, paId) => failures.push(paId));

const ok = (response: { statusCode: number }) => response.statusCode === 200;

const CASES: EventCase[] = [
  {
    event: 'resend',
    from: 'SUB',
    to: 'SUB',
    send: async (world, paId) =>
      ok(await command(world.login, paId, 'resend', { doctorEmail: 'again@clinic.example.sg' })),
    writes: ['audit_log', 'link_tokens', 'outbox'],
    issuesDoctorLink: true,
  },
  {
    event: 'cancel',
    from: 'SUB',
    to: 'CAN',
    send: async (world, paId) =>
      ok(await command(world.login, paId, 'cancel', { cancelReason: 'Treatment postponed' })),
    writes: ['pa_status_history', 'audit_log', 'link_tokens', 'outbox'],
    issuesDoctorLink: false,
  },
  {
    event: 'amend',
    from: 'PRO',
    to: 'AMEND',
    send: async (world, paId) =>
      ok(await command(world.login, paId, 'amend', { amendReason: 'Second procedure added' })),
    writes: ['pa_status_history', 'audit_log', 'link_tokens', 'outbox'],
    issuesDoctorLink: true,
  },
  {
    event: 'doctor-window-expired',
    from: 'SUB',
    to: 'DOC-EXP',
    send: async (_world, paId) => {
      const failures: string[] = [];
      await sweep(failures);
      return !failures.includes(paId);
    },
    writes: ['pa_status_history', 'audit_log', 'link_tokens'],
    issuesDoctorLink: false,
  },
];

/** A request in `from` whose doctor holds a live link; expiring cases start past their window. */
async function waitingRequest(world: World, { event, from }: EventCase) {
  const timer = event.endsWith('-expired');
  const since = new Date(clock.now().getTime() - (timer ? RESPONSE_WINDOW_MS : 0));
  const request = await world.requestForNewPatient({ statusCode: from, statusChangedAt: since });
  const token = await issueLink(request.id, 'doctor', 'dr.chua@clinic.example.sg', since);
  return { request, token };
}

describe('the transition engine', () => {
  describe.each(CASES)('$event ($from → $to)', (testCase) => {
    it('writes the status, history, audit, links and emails together', async () => {
      const world = await policyholderWorld();
      const { request } = await waitingRequest(world, testCase);

      expect(await testCase.send(world, request.id)).toBe(true);

      const row = await requestRow(request.id);
      expect(row).toMatchObject({ statusCode: testCase.to, version: request.version + 1 });
      const history = await historyOf(request.id);
      expect(history.map((h) => h.statusCode)).toEqual(
        testCase.writes.includes('pa_status_history') ? [testCase.to] : [],
      );
      const audit = await auditOf(request.id, `request.${testCase.event}`);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toMatchObject({ from: testCase.from, to: testCase.to });
      const tokens = await tokensOf(request.id);
      expect(tokens[0]?.revokedAt).toEqual(clock.now());
      expect(tokens.filter((token) => token.revokedAt === null)).toHaveLength(
        testCase.issuesDoctorLink ? 1 : 0,
      );
      const outbox = await outboxOf(request.id);
      expect(outbox.length > 0).toBe(testCase.writes.includes('outbox'));
      if (testCase.issuesDoctorLink) {
        expect(outbox.map((message) => message.kind)).toContain('doctor-link');
      }
    });

    it.each(testCase.writes)('leaves nothing when writing %s fails', async (table) => {
      const world = await policyholderWorld();
      const { request } = await waitingRequest(world, testCase);
      const before = await snapshot(request.id);
      const auditBefore = await auditOf(request.id, `request.${testCase.event}`);

      const accepted = await failingWrites(db, table, request.id, () =>
        testCase.send(world, request.id),
      );

      expect(accepted).toBe(false);
      expect(await snapshot(request.id)).toEqual(before);
      expect(await auditOf(request.id, `request.${testCase.event}`)).toEqual(auditBefore);
    });
  });

  it('lets exactly one of a command and an expiry move a request that both want', async () => {
    const world = await policyholderWorld();
    const { request } = await waitingRequest(world, CASES[3]!);

    const [cancelled] = await Promise.all([
      command(world.login, request.id, 'cancel', { cancelReason: 'Changed my mind' }),
      sweep(),
    ]);

    const history = await historyOf(request.id);
    expect(history).toHaveLength(1);
    const row = await requestRow(request.id);
    expect(row?.statusCode).toBe(history[0]?.statusCode);
    expect([200, 409]).toContain(cancelled.statusCode);
    if (cancelled.statusCode === 409) {
      // Lost the race mid-way (changed since read), or read the request already expired.
      expect(['REQUEST_CHANGED', 'NOT_ALLOWED_IN_STATUS']).toContain(cancelled.json().code);
    }
  });
});
