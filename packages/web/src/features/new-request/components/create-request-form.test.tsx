import { REQUEST_MESSAGES } from '@preauth/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createDoctor,
  createDoctorClinic,
  createPatientPolicy,
  createPolicyholderPatient,
} from '../../../testing/data-generators';
import { lastXhr, stubXhr } from '../../../testing/fake-xhr';
import { NO_SALUTATION_HINT } from './doctor-section';
import {
  CREATE,
  choose,
  epLetterPicker,
  field,
  fillRequest,
  setup,
  submit,
  typeInto,
} from './create-request.test-support';

// Each test fills much of the form the way a user does, which takes a few seconds on a busy machine.
describe('/create-request: filling in', { timeout: 20_000 }, () => {
  it('shows the section 5 messages word for word and sends nothing when submitted empty', async () => {
    const { user, server } = await setup({
      patients: [createPolicyholderPatient({ email: null })],
    });
    await user.click(submit());

    const alerts = [
      REQUEST_MESSAGES.selectPatient,
      REQUEST_MESSAGES.selectPolicy,
      REQUEST_MESSAGES.selectDoctor,
      REQUEST_MESSAGES.selectClinic,
    ];
    for (const message of alerts) expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getAllByText('Please enter a email.')).toHaveLength(2);
    expect(screen.getAllByText(REQUEST_MESSAGES.acceptTerms)).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Doctor name' })).toHaveAccessibleDescription(
      `${NO_SALUTATION_HINT} ${REQUEST_MESSAGES.selectDoctor}`,
    );

    await user.type(field('Email address'), 'not-an-email');
    await user.type(field('Doctor or clinic email address'), 'nor@this');
    await waitFor(() => expect(screen.getAllByText('Email is not valid')).toHaveLength(2));
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('takes each message away once its choice is made after a failed submit', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user } = await setup({ patients: [patient], doctors: [doctor] });
    await user.click(submit());
    expect(await screen.findByText(REQUEST_MESSAGES.selectPatient)).toBeVisible();

    await fillRequest(user, patient, doctor);
    for (const message of [
      REQUEST_MESSAGES.selectPatient,
      REQUEST_MESSAGES.selectPolicy,
      REQUEST_MESSAGES.selectDoctor,
      REQUEST_MESSAGES.selectClinic,
      REQUEST_MESSAGES.enterEmail,
      REQUEST_MESSAGES.acceptTerms,
    ]) {
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
  });

  it('lists a patient with an open request, with the reason, but does not let it be chosen', async () => {
    const busy = createPolicyholderPatient({ name: 'Tan Mei Ling', hasActiveRequest: true });
    const { user } = await setup({ patients: [createPolicyholderPatient(), busy] });

    await user.click(screen.getByRole('combobox', { name: 'Patient' }));
    const option = screen.getByRole('option', { name: /Tan Mei Ling/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent(REQUEST_MESSAGES.patientHasActiveRequest);
    await user.click(option);
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveTextContent('Please select');
  });

  it("offers the chosen patient's policies, then the chosen policy's riders", async () => {
    const patient = createPolicyholderPatient({
      name: 'Lim Wei',
      policies: [
        createPatientPolicy({ policyName: 'Gold Shield', riders: [] }),
        createPatientPolicy({
          policyName: 'Silver Shield',
          riders: [{ policyNo: 'R-9', policyName: 'Silver Rider' }],
        }),
      ],
    });
    const { user } = await setup({ patients: [patient, createPolicyholderPatient()] });
    expect(screen.getByRole('combobox', { name: 'Policy' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Rider (optional)' })).toBeDisabled();

    await choose(user, 'Patient', /Lim Wei/);
    await user.click(screen.getByRole('combobox', { name: 'Policy' }));
    const policies = within(screen.getByRole('listbox', { name: 'Policy' })).getAllByRole('option');
    expect(policies.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Gold Shield'),
      expect.stringContaining('Silver Shield'),
    ]);
    await user.click(policies[1]!);

    await user.click(screen.getByRole('combobox', { name: 'Rider (optional)' }));
    const riders = within(screen.getByRole('listbox', { name: 'Rider (optional)' }));
    expect(riders.getAllByRole('option')).toHaveLength(2);
    expect(riders.getByRole('option', { name: 'No rider' })).toBeInTheDocument();
    expect(riders.getByRole('option', { name: 'Silver Rider (R-9)' })).toBeInTheDocument();
    expect(field('Email address')).toHaveValue(patient.email);
  });

  it("fills and disables the MCR number of a picked doctor, and offers that doctor's clinics", async () => {
    const doctor = createDoctor({
      doctorName: 'Goh Pei Shan',
      doctorMcrno: 'M12345A',
      clinics: [
        createDoctorClinic({ clinicName: 'Orchard Clinic', doctorclinicEmailaddress: 'o@c.test' }),
        createDoctorClinic({ clinicName: 'Bedok Clinic' }),
      ],
    });
    const { user, server } = await setup({ doctors: [doctor] });

    await typeInto(user, 'Doctor name', 'Goh', /Goh Pei Shan/);
    const [search] = server.callsTo('GET /api/doctors');
    expect(Object.fromEntries(search!.query)).toEqual({
      name: 'Goh',
      limit: '10',
      insurerCode: 'INS',
    });
    expect(field('MCR number (optional)')).toHaveValue('M12345A');
    expect(field('MCR number (optional)')).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Clinic' }));
    const clinics = within(screen.getByRole('listbox', { name: 'Clinic' })).getAllByRole('option');
    expect(clinics.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Orchard Clinic'),
      expect.stringContaining('Bedok Clinic'),
    ]);
    await user.click(clinics[0]!);
    expect(field('Doctor or clinic email address')).toHaveValue('o@c.test');

    // Typing over the picked doctor makes it a typed name again.
    await user.type(screen.getByRole('combobox', { name: 'Doctor name' }), 'x');
    expect(field('MCR number (optional)')).toBeEnabled();
    expect(field('MCR number (optional)')).toHaveValue('');
    expect(field('Doctor or clinic email address')).toHaveValue('');
  });

  it('keeps the MCR number optional and enabled for a typed doctor, with the clinic lookup', async () => {
    const { user, server } = await setup({ doctors: [] });
    await typeInto(user, 'Doctor name', 'Wong Li Ting');
    expect(field('MCR number (optional)')).toBeEnabled();
    await user.type(field('MCR number (optional)'), 'M98765432Z1');
    expect(field('MCR number (optional)')).toHaveValue('M98765432Z');

    await typeInto(user, 'Clinic', 'Harb', /Harbour Clinic/);
    expect(server.callsTo('GET /api/lookups/clinics')[0]?.query.get('limit')).toBe('10');
  });

  it('offers the clinic lookup for a picked doctor without a clinic on record', async () => {
    const doctor = createDoctor({ doctorName: 'Chen Jing', clinics: [] });
    const { user } = await setup({ doctors: [doctor] });
    await typeInto(user, 'Doctor name', 'Chen', /Chen Jing/);
    await typeInto(user, 'Clinic', 'Harb', /Harbour Clinic/);
    expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveValue('Harbour Clinic');
  });

  it('asks for the Employment Pass letter of a foreigner only, and sends its upload id', async () => {
    stubXhr();
    const citizen = createPolicyholderPatient({ name: 'Citizen Chua' });
    const foreigner = createPolicyholderPatient({ name: 'Foreigner Kumar', foreigner: 'Y' });
    const doctor = createDoctor();
    const { user, server } = await setup({ patients: [citizen, foreigner], doctors: [doctor] });

    await choose(user, 'Patient', /Citizen Chua/);
    expect(epLetterPicker()).not.toBeInTheDocument();

    await fillRequest(user, foreigner, doctor);
    await user.click(submit());
    expect(await screen.findByText(REQUEST_MESSAGES.chooseFile)).toBeVisible();
    expect(server.callsTo(CREATE)).toHaveLength(0);

    const letter = new File(['%PDF-1.7'], 'ep.pdf', { type: 'application/pdf' });
    await user.upload(epLetterPicker()!, letter);
    expect(lastXhr().url).toBe('/api/insurers/INS/uploads?purpose=ep-letter');
    act(() => lastXhr().progress(50, 100));
    expect(screen.getByText('Uploading ... 50%')).toBeVisible();
    act(() => lastXhr().respond(201, [{ uploadId: 'upload-7', fileName: 'ep.pdf' }]));
    expect(await screen.findByText('ep.pdf')).toBeVisible();

    await user.click(submit());
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({ epLetter: 'upload-7' });
  });
});
