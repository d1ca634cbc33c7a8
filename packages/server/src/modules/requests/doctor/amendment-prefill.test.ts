import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../../test/sessions';
import { createTestApp } from '../../../../test/test-app';
import * as t from '../../../core/db/schema';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  officeForm,
  officeSubmit,
  type OfficeWorld,
} from '../test-support/business-office-worlds';

// A request the business office cut the fees of comes back to the doctor (the insurer's
// amendment request, the policyholder's amend): the doctor's form reopens on the office's fees,
// not the doctor's own as first submitted (decision 076).
const env = await createTestApp();
const { app, db } = env;
await seedReferenceData(db);

/** The office lowers the first surgeon fee and the attendance fee, drops IMPL, and submits. */
async function officeCut(world: OfficeWorld) {
  const form = officeForm(world);
  form.surgeryDetails[0]!.surgeonfee = '3000.00';
  form.paDetail.updatedDoctorAttendancefee = '100.00';
  form.otherFees = [{ feesCode: 'CONS', feesAmount: '350.50' }];
  const response = await officeSubmit(env, world, form);
  if (response.statusCode !== 200) throw new Error(`Office's submit: ${response.body}`);
}

const keptForm = async (paId: string) =>
  (await db.select().from(t.paDrafts).where(eq(t.paDrafts.paId, paId)))[0]?.draftJson;

const OFFICE_FEES = {
  surgeryDetails: [
    expect.objectContaining({ tospCode: 'SF801H', surgeonfee: '3000.00' }),
    expect.objectContaining({ tospCode: 'SA805B', surgeonfee: '700.00' }),
  ],
  doctorAttendancefee: '100.00',
  otherFees: [{ feesCode: 'CONS', feesAmount: '350.50' }],
};

describe("the doctor's form when the request comes back", () => {
  it("after the insurer's amendment request, holds the office's fees", async () => {
    const world = await businessOfficeWorld(env);
    await officeCut(world);
    const adjudicator = await loggedInUser(app, db, world.insurer.id, {
      userType: 'insurer-adjudicator',
    });

    const response = await app.inject({
      method: 'POST',
      url: `/api/adjudication/cases/${world.request.id}/request-amendment`,
      headers: { authorization: adjudicator.authorization },
      payload: { changesRequired: 'Please attach the histology report.' },
    });

    expect(response.statusCode).toBe(200);
    expect(await keptForm(world.request.id)).toMatchObject({
      ...OFFICE_FEES,
      // The rest of the form stays as the doctor submitted it.
      hospitalCode: world.hospital.code,
      currentStep: 'request-details',
    });
  });

  it("after the policyholder's amend, holds the office's fees", async () => {
    const world = await businessOfficeWorld(env);
    await officeCut(world);
    const policyholder = await loggedInUser(app, db, world.insurer.id, {
      policyholderId: world.holder.id,
    });

    const response = await app.inject({
      method: 'PUT',
      url: `/api/requests/${world.request.id}/amend`,
      headers: { authorization: policyholder.authorization },
      payload: { amendReason: 'The admission date moved.' },
    });

    expect(response.statusCode).toBe(200);
    expect(await keptForm(world.request.id)).toMatchObject(OFFICE_FEES);
  });
});
