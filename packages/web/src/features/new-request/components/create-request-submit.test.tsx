import { REQUEST_MESSAGES } from '@preauth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createDoctor,
  createDoctorClinic,
  createErrorEnvelope,
  createPatientPolicy,
  createPolicyholderPatient,
} from '../../../testing/data-generators';
import { apiError, json, noBody } from '../../../testing/fetch-stub';
import {
  CREATE,
  choose,
  created,
  field,
  fillRequest,
  setup,
  submit,
  tickConsents,
  typeInto,
} from './create-request.test-support';

const PATIENTS = 'GET /api/policyholders/patients';

// Each test fills much of the form the way a user does, which takes a few seconds on a busy machine.
describe('/create-request: sending', { timeout: 20_000 }, () => {
  it('posts the section 3 payload, with the dropped fields dropped', async () => {
    const patient = createPolicyholderPatient({
      name: 'Ong Shu Fen',
      enc_nric: 'enc-77',
      dob: '1990-01-31',
      email: 'Shu.Fen@Example.test',
      relationship: 'Spouse',
      lifeAssuredClntNo: 'CL-77',
      policies: [
        createPatientPolicy({
          policyName: 'Gold Shield',
          policyNo: 'P-1',
          riders: [{ policyNo: 'R-1', policyName: 'Gold Rider' }],
          fc: [
            {
              fcName: 'Ada Lee',
              fcGender: 'F',
              fcEmail: 'ada@fc.test',
              fcContactno: '+6590000001',
            },
          ],
        }),
      ],
    });
    const doctor = createDoctor({
      doctorId: 'D-1',
      doctorName: 'Koh Wee Kiat',
      doctorMcrno: 'M00001Z',
      clinics: [
        createDoctorClinic({
          clinicId: 'C-1',
          clinicCode: 'CC1',
          clinicName: 'Novena Clinic',
          doctorclinicEmailaddress: 'novena@clinic.test',
        }),
      ],
    });
    const { user, server, holder } = await setup({ patients: [patient], doctors: [doctor] });

    await fillRequest(user, patient, doctor);
    await choose(user, 'Rider (optional)', 'Gold Rider (R-1)');
    await user.click(screen.getByRole('checkbox', { name: 'Notify my financial consultant' }));
    await user.click(submit());

    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toEqual({
      policyHolderId: holder.policyHolderId,
      policyHolderName: holder.name,
      policyHolderNric: holder.enc_nric,
      policyHolderContactno: holder.contactNo,
      policyHolderEmailaddress: holder.email,
      insurerCode: 'INS',
      patientName: 'Ong Shu Fen',
      patientNric: 'enc-77',
      policyholderPatientRelationship: 'Spouse',
      patientDob: '1990-01-31',
      lifeAssuredClntNo: 'CL-77',
      patientEmailaddress: 'shu.fen@example.test',
      policyName: 'Gold Shield',
      policyNumber: 'P-1',
      policyRiderNumber: 'R-1',
      policyRiderName: 'Gold Rider',
      fcName: 'Ada Lee',
      fcGender: 'F',
      fcEmail: 'ada@fc.test',
      fcContactno: '+6590000001',
      riderFcName: null,
      riderFcGender: null,
      riderFcEmail: null,
      riderFcContactno: null,
      doctorName: 'Koh Wee Kiat',
      doctorId: 'D-1',
      doctorMcrno: 'M00001Z',
      clinicName: 'Novena Clinic',
      clinicId: 'C-1',
      clinicCode: 'CC1',
      clinicdoctorEmailaddress: 'novena@clinic.test',
      epLetter: null,
      fcNeedstobeNotified: true,
      riderFcNotifyFlag: false,
      hasRecommendedbyServiceprovider: false,
      creatorRole: 'policy-holder',
      clinicdoctorResendEmailaddress: '',
      authCode: null,
      urgent: false,
      urgentReason: null,
    });
  });

  it('sends a typed doctor and clinic by name, without ids', async () => {
    const patient = createPolicyholderPatient();
    const { user, server } = await setup({ patients: [patient], doctors: [] });
    await choose(user, 'Patient', new RegExp(patient.name));
    await choose(user, 'Policy', new RegExp(patient.policies[0]!.policyName));
    await typeInto(user, 'Doctor name', 'Wong Li Ting');
    await user.type(field('MCR number (optional)'), 'M55555B');
    await typeInto(user, 'Clinic', 'Wong Family Clinic');
    await user.type(field('Doctor or clinic email address'), 'wong@clinic.test');
    await tickConsents(user);
    await user.click(submit());

    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
      doctorName: 'Wong Li Ting',
      doctorId: null,
      doctorMcrno: 'M55555B',
      clinicName: 'Wong Family Clinic',
      clinicId: null,
      clinicCode: null,
      clinicdoctorEmailaddress: 'wong@clinic.test',
    });
  });

  it('sends the same Idempotency-Key when the user tries again, keeping what was typed', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    let attempts = 0;
    const { user, server, location, failures } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: { [CREATE]: () => (++attempts === 1 ? noBody(502) : created()) },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());

    await waitFor(() => expect(failures).toEqual(["Can't submit the data!"]));
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveTextContent(patient.name);
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    await user.click(submit());

    await waitFor(() =>
      expect(location()).toBe('/acknowledgment/new/PA2026-000042?notified=doctor,insurer'),
    );
    const keys = server.callsTo(CREATE).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('goes to the acknowledgement with ?fc=true and who was notified, cache invalidated', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, location, server } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: {
        [CREATE]: () =>
          created({
            erefNo: 'PA2026-000043',
            fcNotifyFlag: true,
            notified: ['doctor', 'insurer', 'financial-consultant'],
          }),
      },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());
    await waitFor(() =>
      expect(location()).toBe(
        '/acknowledgment/new/PA2026-000043?fc=true&notified=doctor,insurer,financial-consultant',
      ),
    );
    // Cached reads are stale now (the patient has an open request): they are read again.
    await waitFor(() => expect(server.callsTo('GET /api/policyholders/patients')).toHaveLength(2));
  });

  it("shows the server's field issues on the fields", async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, failures } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: {
        [CREATE]: () =>
          apiError(
            400,
            createErrorEnvelope({
              code: 'VALIDATION_FAILED',
              detailMessage: 'Please check the highlighted fields.',
              issues: [
                { path: 'patientEmailaddress', message: 'This address cannot receive email.' },
                { path: 'doctorName', message: 'This doctor no longer practises.' },
              ],
            }),
          ),
      },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());

    await waitFor(() => expect(failures).toEqual(['Please check the highlighted fields.']));
    expect(field('Email address')).toHaveAccessibleDescription(
      expect.stringContaining('This address cannot receive email.'),
    );
    expect(screen.getByRole('combobox', { name: 'Doctor name' })).toHaveAccessibleDescription(
      expect.stringContaining('This doctor no longer practises.'),
    );
  });

  it("shows the server's message on the patient, who then shows as taken (409 ALREADY_EXISTS)", async () => {
    const patient = createPolicyholderPatient({ name: 'Tan Mei Ling' });
    const doctor = createDoctor();
    const message = 'This patient already has a request in progress.';
    let patientReads = 0;
    const { user, location, failures, server } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: {
        // Another tab has opened a request for this patient since the form was read.
        [PATIENTS]: () => json(200, [{ ...patient, hasActiveRequest: ++patientReads > 1 }]),
        [CREATE]: () =>
          apiError(409, createErrorEnvelope({ code: 'ALREADY_EXISTS', detailMessage: message })),
      },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());

    await waitFor(() => expect(failures).toEqual([message]));
    const patientField = screen.getByRole('combobox', { name: 'Patient' });
    await waitFor(() =>
      expect(patientField).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(patientField).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/create-request');
    expect(submit()).toBeEnabled();

    // The patients were read again: this one now has an open request and cannot be chosen.
    await waitFor(() => expect(server.callsTo(PATIENTS)).toHaveLength(2));
    await user.click(patientField);
    const option = await screen.findByRole('option', { name: /Tan Mei Ling/ });
    await waitFor(() => expect(option).toHaveAttribute('aria-disabled', 'true'));
    expect(option).toHaveTextContent(REQUEST_MESSAGES.patientHasActiveRequest);
  });

  it('a 409 that is none of the known kinds shows only its notification, reading nothing again', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, failures, server } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: {
        [CREATE]: () =>
          apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: 'Not now.' })),
      },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());

    await waitFor(() => expect(failures).toEqual(['Not now.']));
    expect(screen.getByRole('combobox', { name: 'Patient' })).not.toHaveAccessibleDescription(
      expect.stringContaining('Not now.'),
    );
    expect(server.callsTo(PATIENTS)).toHaveLength(1);
    expect(submit()).toBeEnabled();
  });

  it('disables Submit with a spinner while sending', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    let answer: (response: Response) => void = () => {};
    const { user } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: { [CREATE]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    answer(created());
  });

  it('opens the terms and conditions from the consent', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
  });

  it('goes to the dashboard on Cancel when the form was opened directly', async () => {
    const { user, location } = await setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
