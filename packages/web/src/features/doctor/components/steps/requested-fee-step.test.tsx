import {
  DOCTOR_MESSAGES as M,
  MONEY_TOO_MANY_DECIMALS,
  type RequestClinicalDetails,
} from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { screen, within } from '../../../../testing/test-utils';
import { BASE, createDoctorParams, renderDoctorAt, stubDoctorInput } from '../../testing';

const surgery = (tospCode: string, surgeonfee: string) => ({
  tospCode,
  tospDescription: 'Hernia repair',
  surgeonfee,
  anaesthetistfee: '',
  surgeryAgreedPrice: '1000.00',
  anaestheticAgreedPrice: '400.00',
});

const onStep3 = {
  currentStep: 'requested-fee' as const,
  hospitalId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  admissionDate: '2026-12-01',
  admissionType: 'EL',
  surgeryDetails: [surgery('SF701H', '1000.00'), surgery('SF702H', '850.00')],
  doctorAttendancefee: '120.10',
  totalHospitalcharges: '2000',
};

const amendedDetails: RequestClinicalDetails = {
  hospitalCode: 'MEH',
  hospitalName: 'Mount Elizabeth Hospital',
  admissionDate: '2026-12-01',
  admissionCode: 'EL',
  admissionDesc: 'Elective inpatient',
  daysurgery: false,
  hospitalisationReason: null,
  diagnoses: [],
  wardTypes: [],
  comorbidities: [],
  surgeryDetails: [
    {
      tospCode: 'SF701H',
      tospDescription: 'Hernia repair',
      surgeonfee: '900.00',
      surgeonfeeJustification: null,
      anaesthetistfee: '350.00',
      anaesthetistfeeJustification: null,
    },
  ],
  otherFees: [{ feesCode: 'LAB', feesDescription: 'Laboratory', feesAmount: '80.00' }],
  doctorAttendancefee: '100.00',
  totalHospitalcharges: '1500.00',
  totalBill: '2930.00',
};

describe('doctor step 3, requested fee', () => {
  it('says a later surgery over 80 % of its agreed price needs a justification, with the limit', async () => {
    stubDoctorInput({ draft: onStep3 });
    const { user } = renderDoctorAt(`${BASE}/doctor-input`);
    const second = await screen.findByRole('group', { name: 'Surgery 2' }, { timeout: 5000 });
    const first = screen.getByRole('group', { name: 'Surgery 1' });

    // 100 % of 1000.00 on the first row is within its limit; 850.00 is over 80 % on the second.
    expect(within(first).queryByText(/exceeds the agreed fee limit/)).not.toBeInTheDocument();
    expect(within(second).getByText(M.feeOverCap('S$ 800.00'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(second).findByText(M.feeOverCap('S$ 800.00'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requested Fee' })).toBeInTheDocument();

    await user.type(
      within(second).getByLabelText('Surgeon fee justification'),
      'Complex recurrent hernia',
    );
    expect(within(second).queryByText(/exceeds the agreed fee limit/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Review and Submit' })).toBeInTheDocument();
  });

  it('adds the totals up live, the total bill rounded up to a whole number', async () => {
    stubDoctorInput({ draft: onStep3 });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/requested-fee`);
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 5000 });
    expect(totals).toHaveTextContent('Surgery fees (inclusive of GST)S$ 1,850.00');
    // 1850.00 + 120.10 + 2000 = 3970.10, rounded up.
    expect(totals).toHaveTextContent('Total bill (inclusive of GST)S$ 3,971.00');

    const attendance = screen.getByLabelText('Total attendance fee');
    await user.clear(attendance);
    await user.type(attendance, 'abc');
    // Not a number: counted as 0.
    expect(totals).toHaveTextContent('Total bill (inclusive of GST)S$ 3,850.00');
  });

  it('says "12.345" has too many decimals, not that it is not a positive number (001 L243)', async () => {
    stubDoctorInput({ draft: onStep3 });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/requested-fee`);
    const attendance = await screen.findByLabelText('Total attendance fee', {}, { timeout: 5000 });
    await user.clear(attendance);
    await user.type(attendance, '12.345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MONEY_TOO_MANY_DECIMALS)).toBeInTheDocument();
    expect(screen.queryByText(M.positiveAmount)).not.toBeInTheDocument();
  });

  it('an empty fee step does not pass to review with a total of S$ 0.00 (001 L172)', async () => {
    stubDoctorInput({
      draft: { ...onStep3, surgeryDetails: [], doctorAttendancefee: '', totalHospitalcharges: '' },
    });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/requested-fee`);
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    expect(await screen.findByText(M.nothingRequested)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requested Fee' })).toBeInTheDocument();
  });

  it('an amendment request (AME-REQ) opens on the draft as saved, whatever the latest fees', async () => {
    stubDoctorInput({
      draft: { ...onStep3, currentStep: 'request-details' },
      params: createDoctorParams({ statusCode: 'AME-REQ', details: amendedDetails }),
    });
    renderDoctorAt(`${BASE}/doctor-input/requested-fee`);
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 5000 });
    // The server laid the fees that count over the kept form when the request came back; what
    // the doctor saved since stays: 1850.00 + 120.10 + 2000, rounded up.
    expect(totals).toHaveTextContent('Total bill (inclusive of GST)S$ 3,971.00');
  });

  it('an amendment request (AME-REQ) without a draft opens on the latest submission', async () => {
    stubDoctorInput({
      params: createDoctorParams({
        statusCode: 'AME-REQ',
        details: amendedDetails,
      }),
    });
    renderDoctorAt(`${BASE}/doctor-input/requested-fee`);
    // The procedure is looked up again, with its agreed prices for the limit hints.
    expect(
      await screen.findByDisplayValue('SF701H Hernia repair', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/limit for this row S\$ 1,000.00/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Laboratory')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent(
      'Total bill (inclusive of GST)S$ 2,930.00',
    );
  });

  it('day surgery opens a surgery line, which cannot be removed', async () => {
    stubDoctorInput({
      draft: { ...onStep3, admissionType: 'DY', surgeryDetails: [] },
    });
    renderDoctorAt(`${BASE}/doctor-input/requested-fee`);
    expect(
      await screen.findByRole('group', { name: 'Surgery 1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Surgery 1' })).not.toBeInTheDocument();
  });
});
