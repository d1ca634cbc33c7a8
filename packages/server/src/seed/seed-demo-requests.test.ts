// The demo data's requests: the policyholders' dashboards and the insurers' work queues.
import { PAGE_SIZES } from '@preauth/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { app, db, demoHeaders } from './demo-app.test-support';

describe('demo data: the demo requests', () => {
  it('gives each policyholder past requests over more than one dashboard page, in every outcome', async () => {
    const holders = await db.select().from(t.policyholders);
    for (const holder of holders) {
      const requests = await db
        .select({
          statusCode: t.paRequests.statusCode,
          submissions: sql<number>`(select count(*)::int from pa_details d where d.pa_id = pa_requests.id)`,
          history: sql<number>`(select count(*)::int from pa_status_history h where h.pa_id = pa_requests.id)`,
        })
        .from(t.paRequests)
        .where(eq(t.paRequests.policyholderId, holder.id));
      expect(requests.length).toBeGreaterThan(PAGE_SIZES.dashboard);
      // Every outcome, and no status but those (and Processing, for the queue's families).
      const statuses = new Set(requests.map((r) => r.statusCode));
      expect([...statuses]).toEqual(
        expect.arrayContaining(['SUB', 'APP', 'REJ', 'CAN', 'DOC-EXP']),
      );
      expect([...statuses].filter((code) => code !== 'PRO')).toHaveLength(5);
      // An approved request has the doctor's submission its certificate and review show.
      const approved = requests.filter((r) => r.statusCode === 'APP');
      expect(approved.every((r) => r.submissions === 1 && r.history === 3)).toBe(true);
    }
  });

  it("fills each insurer's work queue: requests in Processing, one overdue, an urgent one first, names in Chinese characters at AURORA", async () => {
    for (const [login, chinese] of [
      ['adjudicator@demo.sg', true],
      ['adjudicator@insurer2.demo.sg', false],
    ] as const) {
      const headers = await demoHeaders(login, '10.9.1.1');
      const queue = await app.inject({ method: 'GET', url: '/api/adjudication/queue', headers });
      expect(queue.statusCode, login).toBe(200);
      const { list } = queue.json() as {
        list: {
          patientName: string;
          due: { overdue: boolean; clock: string } | null;
          urgency: { urgent: boolean } | null;
          hold: unknown;
        }[];
      };
      expect(list.length, login).toBeGreaterThanOrEqual(3);
      expect(list[0]).toMatchObject({ urgency: { urgent: true }, due: { clock: 'urgent' } });
      expect(list.some((item) => item.due?.overdue)).toBe(true);
      expect(list.some((item) => item.due && !item.due.overdue)).toBe(true);
      expect(list.every((item) => item.hold === null)).toBe(true);
      expect(list.some((item) => /\p{Script=Han}/u.test(item.patientName))).toBe(chinese);
    }
  });
});
