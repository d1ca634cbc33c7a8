import { DOCTOR_MESSAGES, STATUS_CODES, type StatusCode } from '@preauth/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import { failingWrites } from '../test-support/failing-writes';
import {
  INSURER_NOTICES,
  SECOND_SURGERY,
  SURGERY,
  doctorForm,
  doctorWorld,
  submissionOf,
  submit,
  type DoctorWorld,
} from '../test-support/doctor-worlds';

// The doctor's submit (001 §4, §7): one transition to PEN-AI (panel) or PRO (non-panel), with
// the submission rows, the notices and the end of the doctor's link in the same transaction.
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

const detailsOf = (paId: string) => db.select().from(t.paDetails).where(eq(t.paDetails.paId, paId));
const statusOf = async (paId: string) =>
  (await db.select().from(t.paRequests).where(eq(t.paRequests.id, paId)))[0]!.statusCode;
const emailsOf = (paId: string) =>
  db
    .select({ kind: t.outbox.kind, recipient: t.outbox.recipient })
    .from(t.outbox)
    .where(eq(t.outbox.paId, paId));
const paramsWith = (world: DoctorWorld) =>
  app.inject({
    method: 'GET',
    url: `/api/doctor-input/${world.request.id}/params`,
    headers: { authorization: `Bearer ${world.bearer}` },
  });

describe('a submit for a non-panel hospital', () => {
  it('moves the request to Processing, stores the details, tells the insurer and ends the link', async () => {
    const world = await doctorWorld(env);

    const response = await submit(env, world, submissionOf(world));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paId: world.request.id,
      erefNo: world.request.erefNo,
      statusCode: 'PRO',
      isNonPanel: true,
      notified: ['doctor', 'insurer', 'policyholder'],
    });
    expect(await statusOf(world.request.id)).toBe('PRO');
    const [detail, ...more] = await detailsOf(world.request.id);
    expect(more).toHaveLength(0);
    // 3800.00 + 1000.00 + 120.10 + 2000.00 = 6920.10, rounded up.
    expect(detail).toMatchObject({
      hospitalId: world.hospital.id,
      hospitalCode: world.hospital.code,
      admissionCode: 'EL',
      onsetSymptomsType: 'Duration',
      onsetSymptomsDuration: '3 Weeks',
      noAdditionalInfo: true,
      totalBill: '6921.00',
    });
    const [surgery] = await db
      .select()
      .from(t.paSurgeryRows)
      .where(eq(t.paSurgeryRows.detailId, detail!.id));
    expect(surgery).toMatchObject({
      tospCode: SURGERY.code,
      surgeonFee: '3800.00',
      agreedSurgeonFee: SURGERY.surgeonPrice,
      agreedAnaesthetistFee: SURGERY.anaesthetistPrice,
    });
    const emails = await emailsOf(world.request.id);
    expect(emails).toContainEqual({ kind: 'insurer-copy', recipient: INSURER_NOTICES });
    expect(emails).toContainEqual({
      kind: 'policyholder-copy',
      recipient: world.request.policyholderEmail,
    });
    expect(emails.map((e) => e.kind)).not.toContain('business-office-link');
    expect(emails.map((e) => e.kind)).not.toContain('consultant-copy');
    expect((await paramsWith(world)).statusCode).toBe(401);
  });
});

describe('a submit for a panel hospital', () => {
  it("moves the request to Pending and sends the hospital's business office its own link", async () => {
    const world = await doctorWorld(env, { panel: true, fcNotifyFlag: true });

    const response = await submit(env, world, submissionOf(world));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 'PEN-AI',
      isNonPanel: false,
      notified: ['doctor', 'business-office', 'policyholder', 'financial-consultant'],
    });
    const emails = await emailsOf(world.request.id);
    expect(emails).toContainEqual({
      kind: 'business-office-link',
      recipient: 'bo@panel-hospital.example.sg',
    });
    expect(emails).toContainEqual({ kind: 'consultant-copy', recipient: world.consultant.email });
    expect(emails.map((e) => e.kind)).not.toContain('insurer-copy');
    const links = await db
      .select({ role: t.linkTokens.role, revokedAt: t.linkTokens.revokedAt })
      .from(t.linkTokens)
      .where(eq(t.linkTokens.paId, world.request.id));
    expect(links).toContainEqual({ role: 'business-office', revokedAt: null });
    expect(links.find((l) => l.role === 'doctor')?.revokedAt).not.toBeNull();
  });
});

describe('the statuses a submit leaves from', () => {
  const allowed: StatusCode[] = ['SUB', 'AME-REQ', 'AMEND'];

  it.each(
    allowed.flatMap((statusCode) => [
      { statusCode, panel: true, to: 'PEN-AI' as StatusCode },
      { statusCode, panel: false, to: 'PRO' as StatusCode },
    ]),
  )('$statusCode, panel $panel → $to', async ({ statusCode, panel, to }) => {
    const world = await doctorWorld(env, { statusCode, panel });

    const response = await submit(env, world, submissionOf(world));

    expect(response.statusCode).toBe(200);
    expect(await statusOf(world.request.id)).toBe(to);
    const [history] = await db
      .select()
      .from(t.paStatusHistory)
      .where(
        and(eq(t.paStatusHistory.paId, world.request.id), eq(t.paStatusHistory.statusCode, to)),
      );
    expect(history?.actorType).toBe('doctor');
  });

  it.each(STATUS_CODES.filter((s) => !allowed.includes(s)))(
    'is refused from %s, writing nothing',
    async (statusCode) => {
      const world = await doctorWorld(env, { statusCode });

      const response = await submit(env, world, submissionOf(world));

      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('NOT_ALLOWED_IN_STATUS');
      expect(await statusOf(world.request.id)).toBe(statusCode);
      expect(await detailsOf(world.request.id)).toHaveLength(0);
      const kinds = (await emailsOf(world.request.id)).map((e) => e.kind);
      expect(kinds).toEqual(['link-pin']);
    },
  );
});

describe('a submit that may not happen', () => {
  it('a second submit is told the request has moved on, and writes nothing more', async () => {
    const world = await doctorWorld(env);
    expect((await submit(env, world, submissionOf(world))).statusCode).toBe(200);

    const again = await submit(env, world, submissionOf(world));

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_ALLOWED_IN_STATUS' });
    expect(await detailsOf(world.request.id)).toHaveLength(1);
    // The session it ended opens nothing else.
    expect((await paramsWith(world)).statusCode).toBe(401);
  });

  it.each([
    {
      panel: false,
      next: 'The insurer now decides on it, usually within 1-3 working days, and will notify you and the policyholder.',
    },
    { panel: true, next: "The hospital's business office now checks the fees" },
  ])(
    'a second submit (panel $panel) says when it was submitted and what happens next',
    async ({ panel, next }) => {
      const world = await doctorWorld(env, { panel });
      expect((await submit(env, world, submissionOf(world))).statusCode).toBe(200);
      const [detail] = await detailsOf(world.request.id);

      const again = (await submit(env, world, submissionOf(world))).json();

      expect(again.code).toBe('NOT_ALLOWED_IN_STATUS');
      expect(again.detailMessage).toBe(
        DOCTOR_MESSAGES.alreadySubmitted(detail!.submittedAt, panel ? 'PEN-AI' : 'PRO'),
      );
      expect(again.detailMessage).toMatch(
        /^This request was already submitted on \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(Singapore time\)\. /,
      );
      expect(again.detailMessage).toContain(next);
    },
  );

  it('a submit retried with its Idempotency-Key gets its first answer again', async () => {
    const world = await doctorWorld(env);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await submit(env, world, submissionOf(world), key);
    expect(first.statusCode).toBe(200);

    const retried = await submit(env, world, submissionOf(world), key);

    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await detailsOf(world.request.id)).toHaveLength(1);
  });

  it('two submits at once: one moves the request, the other is refused, one submission stored', async () => {
    const world = await doctorWorld(env);

    const answers = await Promise.all([
      submit(env, world, submissionOf(world)),
      submit(env, world, submissionOf(world)),
    ]);

    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    expect(await detailsOf(world.request.id)).toHaveLength(1);
    expect(await statusOf(world.request.id)).toBe('PRO');
  });

  it.each(['pa_details', 'outbox'])(
    'leaves neither status nor submission when writing %s fails',
    async (table) => {
      const world = await doctorWorld(env);

      const response = await failingWrites(db, table, world.request.id, () =>
        submit(env, world, submissionOf(world)),
      );

      expect(response.statusCode).toBe(500);
      expect(await statusOf(world.request.id)).toBe('SUB');
      expect(await detailsOf(world.request.id)).toHaveLength(0);
      expect((await paramsWith(world)).statusCode).toBe(200);
    },
  );

  it("another request's doctor session gets 404 and nothing is written", async () => {
    const mine = await doctorWorld(env);
    const other = await doctorWorld(env);

    const response = await submit(env, { ...other, bearer: mine.bearer }, submissionOf(other));

    expect(response.statusCode).toBe(404);
    expect(await statusOf(other.request.id)).toBe('SUB');
    expect(await detailsOf(other.request.id)).toHaveLength(0);
  });

  it('a payload for another request than the path is refused', async () => {
    const mine = await doctorWorld(env);
    const other = await doctorWorld(env);

    const response = await submit(env, mine, submissionOf(other));

    expect(response.statusCode).toBe(400);
    expect(await detailsOf(mine.request.id)).toHaveLength(0);
  });
});

describe('fees checked against the server’s own agreed prices', () => {
  const twoSurgeries = (world: DoctorWorld, secondFee: string, justification?: string) =>
    submissionOf(
      world,
      doctorForm(world, {
        surgeryDetails: [
          {
            tospCode: SURGERY.code,
            surgeonfee: '4000.00',
            surgeryAgreedPrice: SURGERY.surgeonPrice,
          },
          {
            tospCode: SECOND_SURGERY.code,
            surgeonfee: secondFee,
            surgeonfeeJustification: justification ?? null,
          },
        ],
      }),
    );

  it('refuses a later row over 80 % of its agreed price without justification, naming the cap', async () => {
    const world = await doctorWorld(env);

    const response = await submit(env, world, twoSurgeries(world, '800.01'));

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'surgeryDetails.1.surgeonfeeJustification',
        message:
          'The amount you have entered exceeds the agreed fee limit of S$ 800.00. Please provide your justification above.',
      },
    ]);
    expect(await detailsOf(world.request.id)).toHaveLength(0);
  });

  it('takes the first row at 100 % and a justified later row', async () => {
    const world = await doctorWorld(env);

    const response = await submit(env, world, twoSurgeries(world, '900.00', 'Revision surgery'));

    expect(response.statusCode).toBe(200);
  });

  it("ignores agreed prices in the body: the hospital's own apply", async () => {
    const world = await doctorWorld(env);
    const payload = submissionOf(world);
    const tampered = {
      ...payload,
      surgeryDetails: payload.surgeryDetails.map((row) => ({
        ...row,
        surgeonfee: '5000.00',
        surgeryAgreedPrice: '99999.00',
      })),
    };
    tampered.details = { ...tampered.details, totalBill: null };

    const response = await submit(env, world, tampered);

    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toContain('S$ 4,000.00');
  });

  it('refuses a total bill that is not the sum of the fees', async () => {
    const world = await doctorWorld(env);
    const payload = submissionOf(world);

    const response = await submit(env, world, {
      ...payload,
      details: { ...payload.details, totalBill: '1.00' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'totalBill',
        message: 'The total bill does not match the fees entered. Please check the fees.',
      },
    ]);
  });
});
