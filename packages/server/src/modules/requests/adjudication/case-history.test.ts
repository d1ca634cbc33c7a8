import {
  doctorDraftJsonSchema,
  type CaseView,
  type DoctorForm,
  type BusinessOfficeParams,
} from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  emailedLinkToken,
  officeForm,
  officeParams,
  officeSubmit,
  type OfficeWorld,
} from '../test-support/business-office-worlds';
import { submissionOf, submit } from '../test-support/doctor-worlds';
import { verifiedLinkSession } from '../test-support/link-worlds';

// The case's history across a resubmission, through the real calls: the doctor submits at a panel
// hospital, the office answers, the adjudicator asks for an amendment, the doctor resubmits from
// the form it reopens on, the office answers again (decision 076).
const env = await createTestApp();
const { app, db, clock } = env;
await seedReferenceData(db);

const HOUR = 3_600_000;

/**
 * The office's answer: on the world's session the first time, else on its newest link; `edit`
 * changes its form before the submit.
 */
async function officeAnswers(
  world: OfficeWorld,
  edit: (form: ReturnType<typeof officeForm>) => void,
  again = false,
) {
  let { bearer } = world;
  if (again) {
    const token = await emailedLinkToken(env, world.request.id, 'business-office-link');
    bearer = await verifiedLinkSession(env, {
      ...world,
      token,
      identity: (changes = {}) => ({
        token,
        nric: world.request.patientNric.slice(-4),
        ...changes,
      }),
    });
  }
  const params = (await officeParams(env, world.request.id, bearer)).json<BusinessOfficeParams>();
  const form = officeForm({ ...world, params });
  edit(form);
  const response = await officeSubmit(env, { ...world, bearer }, form);
  if (response.statusCode !== 200) throw new Error(`Office's submit: ${response.body}`);
}

/** The doctor reopens the request on its new link and resubmits the kept form, changed by `edit`. */
async function doctorResubmits(world: OfficeWorld, edit: (form: DoctorForm) => void) {
  const token = await emailedLinkToken(env, world.request.id, 'doctor-link');
  const doctor = {
    ...world,
    role: 'doctor' as const,
    token,
    address: `/api/links/doctor/${world.insurer.code}/${world.request.erefNo}`,
    identity: (changes = {}) => ({
      token,
      dob: world.request.patientDateOfBirth,
      nric: world.request.patientNric.slice(-4),
      ...changes,
    }),
  };
  const bearer = await verifiedLinkSession(env, doctor);
  const [kept] = await db.select().from(t.paDrafts).where(eq(t.paDrafts.paId, world.request.id));
  // The form as it reopens, the declaration ticked again (the draft's step is not the form's).
  const form = {
    ...doctorDraftJsonSchema.parse(kept!.draftJson),
    termsAndConditions: true,
  } as DoctorForm & { currentStep?: string };
  delete form.currentStep;
  edit(form);
  const response = await submit(env, { ...doctor, bearer }, submissionOf(doctor, form));
  if (response.statusCode !== 200) throw new Error(`Doctor's resubmit: ${response.body}`);
}

async function caseOf(world: OfficeWorld, adjudicator: { authorization: string }) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/adjudication/cases/${world.request.id}`,
    headers: { authorization: adjudicator.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CaseView>();
}

describe("the case's history", () => {
  it('says the office confirmed the fees when it changed none of them', async () => {
    const world = await businessOfficeWorld(env);
    const adjudicator = await loggedInUser(app, db, world.insurer.id, {
      userType: 'insurer-adjudicator',
    });
    await officeAnswers(world, () => {});

    const view = await caseOf(world, adjudicator);

    expect(view.fees).toMatchObject({ officeChanged: false });
    expect(view.fees?.officeUpdatedAt).not.toBeNull();
    expect(view.history).toEqual([
      expect.objectContaining({
        kind: 'submission',
        number: 1,
        changes: [],
        office: { answeredAt: expect.any(String), changes: [] },
      }),
    ]);
  });

  it('lists each submission and decision in order, with what changed between them', async () => {
    const world = await businessOfficeWorld(env);
    // A fresh login each time: the clock moves on past a session's idle time.
    const adjudicator = () =>
      loggedInUser(app, db, world.insurer.id, {
        userType: 'insurer-adjudicator',
        name: 'Grace Ong',
      });
    // The office lowers the first surgeon fee.
    await officeAnswers(world, (form) => {
      form.surgeryDetails[0]!.surgeonfee = '3000.00';
    });
    clock.advance(HOUR);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/adjudication/cases/${world.request.id}/request-amendment`,
      headers: { authorization: (await adjudicator()).authorization },
      payload: { changesRequired: 'Please confirm the admission date.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    clock.advance(HOUR);
    // The doctor's form reopens on the office's fees; the doctor moves the admission a day.
    let admissionDate = '';
    await doctorResubmits(world, (form) => {
      const [year, month, day] = (form.admissionDate as string).split('-').map(Number);
      admissionDate = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
      form.admissionDate = admissionDate;
    });
    clock.advance(HOUR);
    // This time the office lowers the attendance fee and leaves the surgeon fee.
    await officeAnswers(
      world,
      (form) => {
        form.paDetail.updatedDoctorAttendancefee = '100.00';
      },
      true,
    );

    const view = await caseOf(world, await adjudicator());

    expect(view.history.map((entry) => entry.kind)).toEqual([
      'submission',
      'decision',
      'submission',
    ]);
    const [first, decision, second] = view.history;
    expect(first).toMatchObject({
      number: 1,
      changes: [],
      office: {
        changes: [
          {
            field: 'surgery.1.surgeonfee',
            label: 'Procedure 1: surgeon fee',
            kind: 'money',
            before: '3800.00',
            after: '3000.00',
          },
          expect.objectContaining({ field: 'totalBill', before: '12921.00', after: '12121.00' }),
        ],
      },
    });
    expect(decision).toMatchObject({
      outcome: 'request-amendment',
      decidedBy: { kind: 'adjudicator', name: 'Grace Ong' },
      reasonText: 'Please confirm the admission date.',
    });
    // The office's cut came back as the doctor's fee: only the admission date changed.
    expect(second).toMatchObject({
      number: 2,
      changes: [
        expect.objectContaining({
          field: 'admissionDate',
          label: 'Admission date',
          kind: 'text',
          after: admissionDate.split('-').reverse().join('-'),
        }),
      ],
      office: {
        changes: [
          expect.objectContaining({ field: 'attendanceFee', before: '150.00', after: '100.00' }),
          expect.objectContaining({ field: 'totalBill' }),
        ],
      },
    });
    expect(view.fees).toMatchObject({ officeChanged: true });
    expect(view.fees?.surgeryLines[0]?.surgeonfee).toMatchObject({
      doctor: '3000.00',
      office: '3000.00',
    });
  });

  it("lists each policyholder's amend where it happened, with the reason given for that amend", async () => {
    const world = await businessOfficeWorld(env);
    const adjudicator = () =>
      loggedInUser(app, db, world.insurer.id, {
        userType: 'insurer-adjudicator',
        name: 'Grace Ong',
      });
    const holder = () =>
      loggedInUser(app, db, world.insurer.id, {
        userType: 'policy-holder',
        policyholderId: world.holder.id,
      });
    /** The adjudicator approves; the policyholder then amends with `reason`. */
    const approvedThenAmended = async (reason: string) => {
      clock.advance(HOUR);
      const approved = await app.inject({
        method: 'POST',
        url: `/api/adjudication/cases/${world.request.id}/approve`,
        headers: { authorization: (await adjudicator()).authorization },
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      clock.advance(HOUR);
      const amended = await app.inject({
        method: 'PUT',
        url: `/api/requests/${world.request.id}/amend`,
        headers: { authorization: (await holder()).authorization },
        payload: { amendReason: reason },
      });
      expect(amended.statusCode, amended.body).toBe(200);
    };
    await officeAnswers(world, () => {});
    await approvedThenAmended('The admission date has moved.');
    clock.advance(HOUR);
    await doctorResubmits(world, () => {});
    clock.advance(HOUR);
    await officeAnswers(world, () => {}, true);
    await approvedThenAmended('The ward class has changed.');

    const view = await caseOf(world, await adjudicator());

    expect(view.history.map((entry) => entry.kind)).toEqual([
      'submission',
      'decision',
      'amend',
      'submission',
      'decision',
      'amend',
    ]);
    // Each amend with its own reason, though the request keeps only the latest.
    expect(view.history.filter((entry) => entry.kind === 'amend')).toEqual([
      {
        kind: 'amend',
        amendedAt: expect.any(String),
        reason: 'The admission date has moved.',
        approvalWithdrawn: true,
      },
      {
        kind: 'amend',
        amendedAt: expect.any(String),
        reason: 'The ward class has changed.',
        approvalWithdrawn: true,
      },
    ]);
    expect(view.reasons.amendReason).toBe('The ward class has changed.');
  });
});
