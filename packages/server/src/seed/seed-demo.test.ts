import {
  displayVerificationCode,
  isValidNric,
  isVerificationCodeShape,
  PAGE_SIZES,
} from '@preauth/shared';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as t from '../core/db/schema';
import { createTestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo-people';
import { createStraightThrough } from '../modules/requests/decisions/straight-through.service';
import { seedDemoDataIfEmpty } from './seed-demo';

const { app, db, clock } = await createTestApp();
const accounts = await seedDemoDataIfEmpty(db, clock.now());

describe('demo data', () => {
  it('creates the demo accounts of the README, each able to log in', async () => {
    const logins = accounts?.map((a) => a.login);
    expect(logins).toEqual(
      expect.arrayContaining([
        'policyholder@demo.sg',
        'policyholder2@demo.sg',
        'policyholder@insurer2.demo.sg',
        'agent@demo.sg',
        'adjudicator@demo.sg',
        'adjudicator2@demo.sg',
        'adjudicator@insurer2.demo.sg',
        'adjudicator2@insurer2.demo.sg',
      ]),
    );
    for (const login of logins ?? []) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: login, password: DEMO_PASSWORD },
        remoteAddress: `10.9.0.${logins?.indexOf(login)}`,
      });
      expect(response.statusCode, login).toBe(200);
    }
  });

  it('spans two insurers', async () => {
    const insurers = await db.select({ code: t.insurers.code }).from(t.insurers);
    expect(insurers.map((i) => i.code).sort()).toEqual(['AURORA', 'BEACON']);
  });

  it('gives each insurer its rejection and reduction reasons, all active', async () => {
    for (const insurer of await db.select().from(t.insurers)) {
      const reasons = await db
        .select()
        .from(t.decisionReasons)
        .where(eq(t.decisionReasons.insurerId, insurer.id));
      const kinds = reasons.filter((r) => r.active).map((r) => r.kind);
      expect(kinds.filter((k) => k === 'rejection').length, insurer.code).toBeGreaterThanOrEqual(5);
      expect(kinds.filter((k) => k === 'reduction').length, insurer.code).toBeGreaterThanOrEqual(5);
      expect(reasons.map((r) => r.code)).toContain('RED-AGREED');
    }
  });

  it('publishes a rule set for each insurer: AURORA straight through, BEACON not', async () => {
    const versions = await db
      .select({
        code: t.insurers.code,
        version: t.decisionRuleVersions.version,
        straightThrough: t.decisionRuleVersions.straightThrough,
        rules: t.decisionRuleVersions.rules,
      })
      .from(t.decisionRuleVersions)
      .innerJoin(t.insurers, eq(t.insurers.id, t.decisionRuleVersions.insurerId))
      .orderBy(t.insurers.code);
    expect(versions.map((v) => [v.code, v.version, v.straightThrough])).toEqual([
      ['AURORA', 1, true],
      ['BEACON', 1, false],
    ]);
    expect(versions[0]!.rules).toContainEqual({ kind: 'total-limit', limit: '25000.00' });
    // The seeded requests in Processing were there before the rules: they wait for adjudicators.
    const round = await createStraightThrough(app.deps).sweep();
    expect(round).toMatchObject({ evaluated: 0, approved: 0 });
  });

  it("gives each insurer's holiday table Singapore's public holidays of 2026 and 2027", async () => {
    const rows = await db
      .select({
        code: t.insurers.code,
        date: t.insurerHolidays.date,
        observed: t.insurerHolidays.observed,
      })
      .from(t.insurerHolidays)
      .innerJoin(t.insurers, eq(t.insurers.id, t.insurerHolidays.insurerId));
    for (const code of ['AURORA', 'BEACON']) {
      const own = rows.filter((row) => row.code === code);
      expect(own, code).toHaveLength(27);
      // Deepavali 2026 falls on a Sunday: the Monday after is off, marked observed.
      expect(own, code).toContainEqual({ code, date: '2026-11-09', observed: true });
      expect(own.map((row) => row.date)).toContain('2027-05-20');
    }
  });

  it("configures each insurer's authorisation methods for policyholders, in order", async () => {
    for (const insurer of await db.select().from(t.insurers)) {
      const modes = await db
        .select()
        .from(t.insurerAuthModes)
        .where(eq(t.insurerAuthModes.insurerId, insurer.id))
        .orderBy(t.insurerAuthModes.position);
      expect(
        modes.map((m) => [m.userType, m.authCode, m.validflag]),
        insurer.code,
      ).toEqual([
        ['policy-holder', 'SP', true],
        ['policy-holder', 'EMAIL', true],
        ['policy-holder', 'SMS', true],
        ['policy-holder', 'REM', true],
        ['policy-holder', 'TOKEN', false],
      ]);
    }
  });

  it('gives each policyholder the patients self, spouse, child and a foreigner (and some more), one with an active request', async () => {
    const holders = await db.select().from(t.policyholders);
    for (const holder of holders) {
      const patients = await db
        .select({
          relationship: t.policyholderPatients.relationship,
          foreigner: t.patients.foreigner,
          nric: t.patients.nric,
          active: sql<number>`(select count(*)::int from pa_requests r where r.patient_id = ${t.patients.id} and r.status_code = 'SUB')`,
        })
        .from(t.policyholderPatients)
        .innerJoin(t.patients, eq(t.patients.id, t.policyholderPatients.patientId))
        .where(eq(t.policyholderPatients.policyholderId, holder.id));
      expect(patients.map((p) => p.relationship)).toEqual(
        expect.arrayContaining(['CHILD', 'EMPLOYEE', 'SELF', 'SPOUSE']),
      );
      expect(patients.filter((p) => p.foreigner)).toHaveLength(1);
      expect(patients.filter((p) => p.active === 1)).toHaveLength(1);
      expect(patients.every((p) => isValidNric(p.nric))).toBe(true);
    }
  });

  it('gives agent@demo.sg clients of policyholder@demo.sg it can raise requests for, with no open request', async () => {
    const login = async (username: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: DEMO_PASSWORD },
          remoteAddress: '10.9.1.1',
        })
      ).json().access_token as string;
    const bearer = { authorization: `Bearer ${await login('agent@demo.sg')}` };
    const clients = (
      await app.inject({ method: 'GET', url: '/api/agents/clients', headers: bearer })
    ).json() as { policyHolderId: string; name: string }[];
    const holder = clients.find((c) => c.name === 'Tan Wei Ming');
    const patients = (
      await app.inject({
        method: 'GET',
        url: `/api/agents/clients/${holder?.policyHolderId}/patients`,
        headers: bearer,
      })
    ).json() as { name: string; hasActiveRequest: boolean }[];

    expect(patients.filter((p) => !p.hasActiveRequest).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Tan Ah Kow', 'Lim Siew Hoon']),
    );
  });

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
      const loggedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: login, password: DEMO_PASSWORD },
        remoteAddress: '10.9.1.1',
      });
      const headers = { authorization: `Bearer ${loggedIn.json().access_token}` };
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

  it("gives every approved demo request its adjudicator's approval, every rejected one a coded rejection", async () => {
    const decided = await db
      .select({
        paId: t.paRequests.id,
        statusCode: t.paRequests.statusCode,
        requestDecidedAt: t.paRequests.decidedAt,
        rejectReason: t.paRequests.rejectReason,
        decision: t.paDecisions,
        adjudicator: t.users.userType,
        adjudicatorInsurer: t.users.insurerId,
        insurerId: t.paRequests.insurerId,
      })
      .from(t.paRequests)
      .innerJoin(t.paDecisions, eq(t.paDecisions.paId, t.paRequests.id))
      .innerJoin(t.users, eq(t.users.id, t.paDecisions.adjudicatorId));
    const requests = await db
      .select({ statusCode: t.paRequests.statusCode })
      .from(t.paRequests)
      .where(sql`${t.paRequests.statusCode} in ('APP', 'REJ')`);
    // One decision for each, none for the others.
    expect(decided).toHaveLength(requests.length);
    const approvals = decided.filter((d) => d.statusCode === 'APP');
    const rejections = decided.filter((d) => d.statusCode === 'REJ');
    expect(approvals.length).toBeGreaterThan(0);
    expect(rejections.length).toBeGreaterThan(0);
    for (const row of decided) {
      expect(row.adjudicator).toBe('insurer-adjudicator');
      expect(row.adjudicatorInsurer).toBe(row.insurerId);
      expect(row.decision.decidedAt).toEqual(row.requestDecidedAt);
      expect(row.decision.detailId).not.toBeNull();
    }
    for (const { decision } of approvals) {
      expect(decision.outcome).toBe('approve');
      expect(isVerificationCodeShape(decision.verificationCode ?? '')).toBe(true);
    }
    for (const { decision, rejectReason } of rejections) {
      expect(decision).toMatchObject({
        outcome: 'reject',
        reasonCode: 'REJ-EXCL',
        reasonLabel: 'Condition excluded by the policy',
        reasonText: rejectReason,
        verificationCode: null,
      });
    }

    // Every fee has a line; some approvals lower the hospital charges, with a reason.
    const lines = await db
      .select({ line: t.paDecisionLines, total: t.paDecisions.approvedTotalBill })
      .from(t.paDecisionLines)
      .innerJoin(t.paDecisions, eq(t.paDecisions.id, t.paDecisionLines.decisionId));
    const linesOf = new Map<string, number>();
    for (const { line } of lines) {
      linesOf.set(line.decisionId, (linesOf.get(line.decisionId) ?? 0) + 1);
    }
    // Surgeon and anaesthetist of the one surgery line, attendance, hospital charges.
    expect(linesOf.size).toBe(approvals.length);
    expect([...linesOf.values()].every((count) => count === 4)).toBe(true);
    const lowered = lines.filter(({ line }) => line.approvedAmount !== line.requestedAmount);
    expect(lowered.length).toBeGreaterThan(0);
    expect(lowered.length).toBeLessThan(approvals.length);
    for (const { line } of lowered) {
      expect(line).toMatchObject({
        fee: 'hospital-charges',
        reasonCode: 'RED-WARD',
        reasonLabel: "Ward class above the plan's entitlement",
      });
      expect(Number(line.approvedAmount)).toBeCloseTo(Number(line.requestedAmount) * 0.9, 2);
    }
    expect(
      lines
        .filter(({ line }) => line.approvedAmount === line.requestedAmount)
        .every(({ line }) => line.reasonCode === null),
    ).toBe(true);
  });

  it("prints a demo approval's verification code on its certificate, and the public check confirms it", async () => {
    const login = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'policyholder@demo.sg', password: DEMO_PASSWORD },
        remoteAddress: '10.9.2.1',
      })
    ).json().access_token as string;
    const [approved] = await db
      .select({
        paId: t.paRequests.id,
        erefNo: t.paRequests.erefNo,
        dob: t.paRequests.patientDateOfBirth,
        code: t.paDecisions.verificationCode,
      })
      .from(t.paRequests)
      .innerJoin(t.paDecisions, eq(t.paDecisions.paId, t.paRequests.id))
      .innerJoin(t.users, eq(t.users.policyholderId, t.paRequests.policyholderId))
      .where(and(eq(t.users.username, 'policyholder@demo.sg'), eq(t.paRequests.statusCode, 'APP')))
      .limit(1);

    const certificate = await app.inject({
      method: 'GET',
      url: `/api/requests/certificate?paId=${approved!.paId}`,
      headers: { authorization: `Bearer ${login}` },
    });
    expect(certificate.statusCode).toBe(200);
    const text = await pdfText(certificate.rawPayload);
    expect(text).toContain(displayVerificationCode(approved!.code!));
    expect(text).toContain('Verify this certificate');

    const check = await app.inject({
      method: 'POST',
      url: '/api/certificates/verify',
      payload: { erefNo: approved!.erefNo, code: approved!.code, dateOfBirth: approved!.dob },
      remoteAddress: '10.9.2.2',
    });
    expect(check.json()).toMatchObject({
      outcome: 'approved',
      certificate: { erefNo: approved!.erefNo, statusCode: 'APP' },
    });
  });

  it('loads the lookups, panel and non-panel hospitals and agreed prices', async () => {
    const count = async (table: PgTable) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await count(t.icdCodes)).toBeGreaterThanOrEqual(200);
    expect(await count(t.tospAgreedPrices)).toBeGreaterThan(0);
    const hospitals = await db.select({ isPanel: t.hospitals.isPanel }).from(t.hospitals);
    expect(new Set(hospitals.map((h) => h.isPanel))).toEqual(new Set([true, false]));
    const admission = await db
      .select()
      .from(t.admissionTypes)
      .where(eq(t.admissionTypes.code, 'DY'));
    expect(admission).toHaveLength(1);
  });

  it("puts each insurer's demo rule set in force as version 1; one adjudicator proposes a change, the other approves it", async () => {
    for (const [first, second, address] of [
      ['adjudicator@demo.sg', 'adjudicator2@demo.sg', '10.9.3.1'],
      ['adjudicator@insurer2.demo.sg', 'adjudicator2@insurer2.demo.sg', '10.9.3.2'],
    ] as const) {
      const headersOf = async (username: string) => {
        const loggedIn = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: DEMO_PASSWORD },
          remoteAddress: address,
        });
        return { authorization: `Bearer ${loggedIn.json().access_token}` };
      };
      const [proposer, approver] = [await headersOf(first), await headersOf(second)];
      const url = '/api/adjudication/decision-rules';
      const rules = (await app.inject({ method: 'GET', url, headers: proposer })).json();
      expect(rules.versions, first).toHaveLength(1);
      expect(rules).toMatchObject({
        current: { version: 1, proposedBy: null, approvedBy: null },
        pending: null,
        declined: [],
      });

      const { straightThrough, rules: set } = rules.current;
      const proposed = await app.inject({
        method: 'POST',
        url: `${url}/proposals`,
        headers: proposer,
        payload: { basedOnVersion: 1, straightThrough: !straightThrough, rules: set },
      });
      const approved = await app.inject({
        method: 'POST',
        url: `${url}/proposals/${proposed.json().id}/approve`,
        headers: approver,
      });
      expect(approved.statusCode, second).toBe(201);
      expect(approved.json()).toMatchObject({ version: 2, straightThrough: !straightThrough });
    }
  });

  it('is loaded only into an empty database', async () => {
    expect(await seedDemoDataIfEmpty(db, clock.now())).toBeNull();
  });
});
