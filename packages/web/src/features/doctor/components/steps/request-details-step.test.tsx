import { DEFAULT_INSURER_POLICY, DOCTOR_MESSAGES as M, requestPolicyOf } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../../testing/test-utils';
import { BASE, createDoctorParams, PA_ID, renderDoctorAt, stubDoctorInput } from '../../testing';

const STALE =
  'This draft was saved in another window since you opened it. Please load the newer draft before saving again.';
const HOSPITAL_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const daySurgeryDraft = {
  currentStep: 'request-details' as const,
  hospitalCode: 'MEH',
  hospitalId: HOSPITAL_ID,
  admissionDate: '2026-12-01',
  admissionType: 'DY',
  wardTypes: [
    { wardtypeCode: 'A1', lengthStay: 1 },
    { wardtypeCode: 'B2', lengthStay: 1 },
  ],
  daysurgery: 'true',
  hospitalisationReason: 'Excision of a lump',
};

describe('doctor step 1, request details', () => {
  it('opens on the first step with the doctor read-only, and says what is missing on Next', async () => {
    stubDoctorInput();
    const view = renderDoctorAt(`${BASE}/doctor-input`);

    expect(
      await screen.findByRole('heading', { name: 'Request Details' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/doctor-input/request-details`);
    expect(screen.getByText('Dr Lee Kah Wai')).toBeInTheDocument();
    expect(screen.getByText('M12345A')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 5: Request Details',
    );
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.selectHospital)).toBeInTheDocument();
    expect(screen.getByText(M.enterDate)).toBeInTheDocument();
    expect(screen.getByText(M.selectAdmissionType)).toBeInTheDocument();
    expect(screen.getByText(M.chooseWard)).toBeInTheDocument();
    expect(screen.getByText(M.mustBeNumber)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/doctor-input/request-details`);
    // The first invalid field, the hospital's autocomplete, has the focus and says why.
    const hospital = screen.getByRole('combobox', { name: 'Hospital' });
    await waitFor(() => expect(hospital).toHaveFocus());
    expect(hospital).toHaveAttribute('aria-invalid', 'true');
    expect(hospital).toHaveAccessibleDescription(M.selectHospital);
  });

  it('day surgery (DY) with two wards: "Please indicate 1 for day surgery." until one is removed', async () => {
    stubDoctorInput({ draft: daySurgeryDraft });
    const view = renderDoctorAt(`${BASE}/doctor-input`);

    // The restored codes are shown with their names again.
    expect(await screen.findByDisplayValue('Mount Elizabeth Hospital')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ward B2 (6 beds)')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.daySurgeryOneWard)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/doctor-input/request-details`);

    await view.user.click(screen.getByRole('button', { name: 'Remove Ward 2' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Patient Diagnosis' })).toBeInTheDocument();
  });

  it('a day-surgery stay of 2 days or more is refused with the same message', async () => {
    stubDoctorInput({
      draft: { ...daySurgeryDraft, wardTypes: [{ wardtypeCode: 'A1', lengthStay: 2 }] },
    });
    const view = renderDoctorAt(`${BASE}/doctor-input`);
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));
    const ward = await screen.findByRole('group', { name: 'Ward 1' });
    expect(await within(ward).findByText(M.daySurgeryOneWard)).toBeInTheDocument();
  });

  it('a Day Surgery admission with "Day surgery: No" stays on the step with the message', async () => {
    stubDoctorInput({
      draft: {
        ...daySurgeryDraft,
        wardTypes: [{ wardtypeCode: 'A1', lengthStay: 1 }],
        daysurgery: 'false',
      },
    });
    const view = renderDoctorAt(`${BASE}/doctor-input`);
    await view.user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    expect(await screen.findByText(M.daySurgeryAdmission)).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/doctor-input/request-details`);
  });

  it("states the seed's timing facts with the insurer's figures on the first step and the declaration (001 L9–11)", async () => {
    const requestPolicy = {
      ...requestPolicyOf(DEFAULT_INSURER_POLICY),
      responseWindowDays: 5,
      decisionWorkingDays: 2,
    };
    stubDoctorInput({ params: createDoctorParams({ requestPolicy }) });
    renderDoctorAt(`${BASE}/doctor-input`);
    const facts = await screen.findByRole('list', { name: 'Timing' }, { timeout: 5000 });
    expect(facts).toHaveTextContent(
      'The doctor has 5 calendar days to supply the information; after that the request expires.',
    );
    expect(facts).toHaveTextContent(
      'Decision turnaround is 1-2 working days after all information is received.',
    );
  });

  it('saves the draft with its version and step; a stale save says so and loads the newer draft', async () => {
    let saves = 0;
    const newer = { ...daySurgeryDraft, hospitalisationReason: 'Saved in the other tab' };
    const server = stubDoctorInput({
      draft: daySurgeryDraft,
      version: 3,
      routes: {
        'POST /api/doctor-input/draft': () => {
          saves += 1;
          return saves === 1
            ? json(200, { draftJson: daySurgeryDraft, version: 4, updatedAt: null })
            : apiError(409, { code: 'CONFLICT', detailMessage: STALE });
        },
      },
    });
    const view = renderDoctorAt(`${BASE}/doctor-input/request-details`);
    const reason = await screen.findByLabelText('Reason for hospitalisation');
    await view.user.type(reason, ' (left side)');
    const save = screen.getByRole('button', { name: 'Save as Draft' });
    await view.user.click(save);

    await waitFor(() => expect(server.callsTo('POST /api/doctor-input/draft')).toHaveLength(1));
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    const first = server.callsTo('POST /api/doctor-input/draft')[0];
    expect(first?.body).toMatchObject({
      paId: PA_ID,
      insurerCode: 'INS',
      version: 3,
      draftJson: {
        currentStep: 'request-details',
        hospitalisationReason: 'Excision of a lump (left side)',
        doctorName: 'Dr Lee Kah Wai',
      },
    });
    // The shown names are not part of the draft.
    expect(JSON.stringify(first?.body)).not.toContain('label');
    expect(first?.headers.get('Authorization')).toBe('Bearer link.verified');

    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    expect(server.callsTo('POST /api/doctor-input/draft')[1]?.body).toMatchObject({ version: 4 });

    server.calls.length = 0;
    stubDoctorInput({ draft: newer, version: 5 });
    await view.user.click(screen.getByRole('button', { name: 'Load the newer draft' }));
    expect(await screen.findByDisplayValue('Saved in the other tab')).toBeInTheDocument();
  });
});
