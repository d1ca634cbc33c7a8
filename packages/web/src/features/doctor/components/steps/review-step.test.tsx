import { describe, expect, it } from 'vitest';
import { screen, within } from '../../../../testing/test-utils';
import { BASE, createCompleteDraft, renderDoctorAt, stubDoctorInput } from '../../testing';

describe('doctor step 4, review and submit', () => {
  it('shows the form read-only with names, N/A for what is missing; Edit again comes back on Next', async () => {
    stubDoctorInput({ draft: createCompleteDraft() });
    const { user } = renderDoctorAt(`${BASE}/doctor-input`);
    const details = await screen.findByRole(
      'region',
      { name: 'Request Details' },
      { timeout: 5000 },
    );

    expect(details).toHaveTextContent('Pre-Authorisation Ref No.PA2026-000042');
    expect(details).toHaveTextContent('Insured / patientLim Wei Ming (*****123A)');
    expect(details).toHaveTextContent('Admission date01-12-2026');
    expect(details).toHaveTextContent('Day surgeryNo');
    expect(details).toHaveTextContent('Reason for hospitalisationN/A');
    // A restored draft keeps codes only: the review looks their names up again (001 L53–59).
    expect(await within(details).findByText('Mount Elizabeth Hospital')).toBeInTheDocument();
    const diagnosis = screen.getByRole('region', { name: 'Patient Diagnosis' });
    expect(diagnosis).toHaveTextContent('Onset of symptoms3 Weeks');
    expect(diagnosis).toHaveTextContent('Additional informationNot Applicable');
    expect(diagnosis).toHaveTextContent('K40.9 Inguinal hernia (first consultation');
    expect(diagnosis).toHaveTextContent('Hypertension');
    const fees = screen.getByRole('region', { name: 'Requested Fee' });
    // 1300.00 + 120.10 + 2000.00 = 3420.10, rounded up.
    expect(fees).toHaveTextContent('Total bill (inclusive of GST)S$ 3,421.00');
    expect(fees).toHaveTextContent('SF701H Hernia repair: surgeon S$ 1,000.00');

    await user.click(
      within(diagnosis).getByRole('link', { name: 'Edit again: Patient Diagnosis' }),
    );
    expect(await screen.findByRole('heading', { name: 'Patient Diagnosis' })).toBeInTheDocument();
    const description = screen.getByLabelText('Description of symptoms');
    await user.clear(description);
    await user.type(description, 'Pain when coughing');
    // Next goes back to the review, not on through every step.
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const again = await screen.findByRole('region', { name: 'Patient Diagnosis' });
    expect(again).toHaveTextContent('Description of symptomsPain when coughing');
    await user.click(screen.getByRole('button', { name: 'Everything is fine' }));
    expect(
      await screen.findByRole('heading', { name: "PRINCIPAL DOCTOR'S DECLARATION" }),
    ).toBeInTheDocument();
  });

  it('does not go on while the form has problems, and says where to fix them', async () => {
    stubDoctorInput({
      draft: createCompleteDraft({ admissionType: 'DY', surgeryDetails: [] }),
    });
    const { user } = renderDoctorAt(`${BASE}/doctor-input`);
    await user.click(
      await screen.findByRole('button', { name: 'Everything is fine' }, { timeout: 5000 }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Requested Fee, Surgery: Please add at least one surgery for day surgery.',
    );
    expect(screen.getByRole('heading', { name: 'Review and Submit' })).toBeInTheDocument();
  });
});
