import { DOCTOR_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { screen } from '../../../../testing/test-utils';
import { BASE, renderDoctorAt, stubDoctorInput } from '../../testing';

const savedOnStep2 = {
  currentStep: 'patient-diagnosis' as const,
  hospitalCode: 'MEH',
  admissionType: 'EL',
  diagnosis: [
    { icdCode: 'K40.9', firstConsultDate: '2026-11-02', diagnosisDate: '2026-11-03' },
    { icdCode: 'K80.2', firstConsultDate: '2026-11-04', diagnosisDate: '2026-11-05' },
  ],
  onsetsymptomsType: 'Weeks',
  onsetsymptomsDuration: '3',
  onsetsymptomsDesc: 'Pain on lifting',
};

describe('doctor step 2, patient diagnosis', () => {
  it('opening the link again lands on the step the draft was saved on, with everything kept', async () => {
    stubDoctorInput({ draft: savedOnStep2 });
    const view = renderDoctorAt(`${BASE}/doctor-input`);

    expect(
      await screen.findByRole('heading', { name: 'Patient Diagnosis' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/doctor-input/patient-diagnosis`);
    expect(await screen.findByDisplayValue('K40.9 Inguinal hernia')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('K80.2 Gallstones')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration (weeks)')).toHaveValue(3);
    expect(screen.getByLabelText('Description of symptoms')).toHaveValue('Pain on lifting');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `${BASE}/doctor-input/request-details`,
    );
  });

  it('says what is missing on Next, and Not Applicable unticks the other options', async () => {
    stubDoctorInput({ draft: { currentStep: 'patient-diagnosis' } });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));

    expect(await screen.findByText(M.selectIcd)).toBeInTheDocument();
    expect(screen.getAllByText(M.enterDate)).toHaveLength(2);
    expect(screen.getByText(M.selectOnsetType)).toBeInTheDocument();
    expect(screen.getByText(M.enterSymptom)).toBeInTheDocument();
    expect(screen.getByText(M.selectReferral)).toBeInTheDocument();
    expect(screen.getByText(M.selectComorbiditiesInd)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Clinical trial'));
    await user.click(screen.getByLabelText('Elective procedure'));
    await user.click(screen.getByLabelText('Not Applicable'));
    expect(screen.getByLabelText('Not Applicable')).toBeChecked();
    expect(screen.getByLabelText('Clinical trial')).not.toBeChecked();
    expect(screen.getByLabelText('Elective procedure')).not.toBeChecked();
    await user.click(screen.getByLabelText('Genetic condition'));
    expect(screen.getByLabelText('Not Applicable')).not.toBeChecked();
  });

  it('once the rest is filled: a referral needs its details, and an additional-information choice', async () => {
    stubDoctorInput({ draft: { ...savedOnStep2, paReferral: 'true', comorbiditiesInd: 'false' } });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    expect(await screen.findByText(M.enterDetails)).toBeInTheDocument();
    expect(screen.getByText(M.selectAdditionalInfo)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Referral doctor details'), 'Dr Tan, Raffles Clinic');
    await user.click(screen.getByLabelText('Not Applicable'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Requested Fee' })).toBeInTheDocument();
  });

  it('co-morbidities open a row, whose attending doctor and clinic are needed', async () => {
    stubDoctorInput({ draft: { ...savedOnStep2, comorbiditiesInd: 'true' } });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    expect(
      await screen.findByRole('group', { name: 'Co-morbidity 1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.enterAttendingDoctor)).toBeInTheDocument();
    expect(screen.getByText(M.enterClinicName)).toBeInTheDocument();
  });
});
