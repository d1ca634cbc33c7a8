// The demo data's requests: the policyholders' dashboards and the insurers' work queues.
import { PAGE_SIZES } from '@preauth/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { app, clock, db, demoHeaders } from './demo-app.test-support';

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
      // Every outcome, and no status but those (and Processing, for the queue's families, and
      // one waiting for authorisation, for the agent's).
      const statuses = new Set(requests.map((r) => r.statusCode));
      expect([...statuses]).toEqual(
        expect.arrayContaining(['SUB', 'APP', 'REJ', 'CAN', 'DOC-EXP']),
      );
      expect([...statuses].filter((code) => code !== 'PRO' && code !== 'PEN')).toHaveLength(5);
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

  it("gives the insured patient a home: approved requests with certificates and an open one, none of a family member's", async () => {
    const headers = await demoHeaders('patient@demo.sg', '10.9.1.2');
    const mine = await app.inject({ method: 'GET', url: '/api/requests?limit=50', headers });
    const { list } = mine.json() as {
      list: { paId: string; patientName: string; statusCode: string }[];
    };

    expect(new Set(list.map((item) => item.patientName))).toEqual(
      new Set(['Wang Mei Ling 王美玲']),
    );
    expect(list.map((item) => item.statusCode)).toEqual(expect.arrayContaining(['APP', 'PRO']));
    const approved = list.find((item) => item.statusCode === 'APP')!;
    const certificate = await app.inject({
      method: 'GET',
      url: `/api/requests/certificate?paId=${approved.paId}`,
      headers,
    });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
  });

  it("gives the agent a client's request waiting for authorisation, raised by the agent, with its window", async () => {
    const headers = await demoHeaders('agent@demo.sg', '10.9.1.3');
    const waiting = await app.inject({
      method: 'GET',
      url: '/api/requests?statusCode=PEN',
      headers,
    });
    const { list } = waiting.json() as {
      list: {
        policyholderName: string;
        patientName: string;
        createdBy: string;
        respondBy: string;
      }[];
    };

    expect(list).toEqual([
      expect.objectContaining({
        policyholderName: 'Chen Xiao Hua 陈晓华',
        patientName: 'Zhang Li Hua 张丽华',
        createdBy: 'Rachel Lim',
      }),
    ]);
    // Raised 20 hours before the demo data was made: 52 of its 72 hours are left.
    expect(new Date(list[0]!.respondBy).getTime() - clock.now().getTime()).toBe(52 * 3_600_000);
  });
});
