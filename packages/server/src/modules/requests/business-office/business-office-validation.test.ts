import { BUSINESS_OFFICE_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import { seedReferenceData } from '../../../seed/seed-reference';
import {
  businessOfficeWorld,
  officeForm,
  officeSnapshot,
  officeSubmit,
} from '../test-support/business-office-worlds';

// The office's fee form as the server checks it (001 §5): each message under its field, only
// fees, no other request's lines; a refused submit writes nothing.
const env = await createTestApp();
await seedReferenceData(env.db);

describe('refused fees and fields (400, nothing written)', () => {
  const refused = async (
    change: (form: ReturnType<typeof officeForm>) => unknown,
    issues: { path: string; message: string }[],
  ) => {
    const world = await businessOfficeWorld(env);
    const before = await officeSnapshot(env, world.request.id);

    const response = await officeSubmit(env, world, change(officeForm(world)));

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().issues).toEqual(issues);
    expect(await officeSnapshot(env, world.request.id)).toEqual(before);
  };

  it('says each §5 message under its field', async () => {
    await refused(
      (form) => {
        const f = form as ReturnType<typeof officeForm>;
        f.surgeryDetails[0]!.surgeonfee = 'abc';
        f.surgeryDetails[1]!.anaesthetistfee = '-5';
        f.paDetail.updatedDoctorAttendancefee = '-1';
        f.paDetail.updatedTotalHospitalcharges = '';
        f.otherFees[0]!.feesAmount = 'x';
        f.otherFees[1]!.feesAmount = '-2';
        f.termsAndConditions = false;
        return f;
      },
      [
        { path: 'paDetail.updatedDoctorAttendancefee', message: 'Please enter a positive number' },
        { path: 'paDetail.updatedTotalHospitalcharges', message: 'It must be a number' },
        { path: 'surgeryDetails.0.surgeonfee', message: 'It must be a number' },
        { path: 'surgeryDetails.1.anaesthetistfee', message: 'Please enter a positive number' },
        { path: 'otherFees.0.feesAmount', message: 'It must be a number' },
        { path: 'otherFees.1.feesAmount', message: 'Please enter a positive number' },
        { path: 'termsAndConditions', message: M.acknowledge },
      ],
    );
  });

  it('refuses a fifth other fee, a fee type used twice and one not in the lookup', async () => {
    const fee = (feesCode: string) => ({ feesCode, feesAmount: '1' });
    await refused(
      (form) => ({ ...form, otherFees: ['CONS', 'IMPL', 'LAB', 'IMG', 'MED'].map(fee) }),
      [{ path: 'otherFees', message: M.otherFeesMax }],
    );
    await refused(
      (form) => ({ ...form, otherFees: [fee('CONS'), fee('CONS')] }),
      [{ path: 'otherFees.1.feesCode', message: M.feeTypeUsed }],
    );
    await refused(
      (form) => ({ ...form, otherFees: [fee('NOPE')] }),
      [{ path: 'otherFees.0.feesCode', message: M.unknownCode }],
    );
  });

  it('refuses a total bill that is not the fees’ total', async () => {
    await refused(
      (form) => ({ ...form, paDetail: { ...form.paDetail, updatedTotalBill: '100.00' } }),
      [{ path: 'paDetail.updatedTotalBill', message: M.totalBillMismatch }],
    );
  });

  it('refuses a status, a diagnosis or an agreed price (mass assignment)', async () => {
    await refused((form) => ({ ...form, statusCode: 'APP' }), [{ path: '', message: M.feesOnly }]);
    await refused(
      (form) => ({ ...form, paDetail: { ...form.paDetail, diagnosis1IcdCode: 'A00.0' } }),
      [{ path: 'paDetail', message: M.feesOnly }],
    );
    await refused(
      (form) => ({
        ...form,
        surgeryDetails: form.surgeryDetails.map((s) => ({ ...s, surgeryAgreedPrice: '99999.00' })),
      }),
      [
        { path: 'surgeryDetails.0', message: M.feesOnly },
        { path: 'surgeryDetails.1', message: M.feesOnly },
      ],
    );
    await refused(
      (form) => ({ ...form, otherFees: [{ ...form.otherFees[0], updatedFeesAmount: '1' }] }),
      [{ path: 'otherFees.0', message: M.feesOnly }],
    );
  });

  it("refuses another request's surgery lines and submission, a line twice or missing, a changed procedure", async () => {
    const other = await businessOfficeWorld(env);
    const otherLine = other.params.details.surgeryDetails[0]!.id;
    await refused(
      (form) => ({
        ...form,
        surgeryDetails: [{ ...form.surgeryDetails[0], id: otherLine }, form.surgeryDetails[1]],
      }),
      [
        { path: 'surgeryDetails.0.id', message: M.otherRequest },
        { path: 'surgeryDetails', message: M.everySurgeryOnce },
      ],
    );
    await refused(
      (form) => ({
        ...form,
        paDetail: { ...form.paDetail, padetailId: other.params.details.paDetail.padetailId },
      }),
      [{ path: 'paDetail.padetailId', message: M.otherRequest }],
    );
    await refused(
      (form) => ({ ...form, surgeryDetails: [form.surgeryDetails[0], form.surgeryDetails[0]] }),
      [
        { path: 'surgeryDetails.1.id', message: M.everySurgeryOnce },
        { path: 'surgeryDetails', message: M.everySurgeryOnce },
      ],
    );
    await refused(
      (form) => ({
        ...form,
        surgeryDetails: [{ ...form.surgeryDetails[0], tospCode: 'SA805B' }, form.surgeryDetails[1]],
      }),
      [{ path: 'surgeryDetails.0.tospCode', message: M.procedureReadOnly }],
    );
  });
});
