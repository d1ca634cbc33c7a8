import { type Doctor, type PolicyholderPatient, REQUEST_MESSAGES } from '@preauth/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createDoctor,
  createDoctorClinic,
  createErrorEnvelope,
  createLoginResponse,
  createPatientPolicy,
  createPolicyholderInfo,
  createPolicyholderPatient,
} from '../../../testing/data-generators';
import { lastXhr, stubXhr } from '../../../testing/fake-xhr';
import { apiError, json, noBody, type Routes, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { errorMessage } from '../../../lib/error-message';
import { Route, Routes as RouterRoutes } from 'react-router';
import { CreateRequestRoute } from '../routes/create-request';
import { NewRequestRoute } from '../routes/new-request';
import { NO_SALUTATION_HINT } from './doctor-section';

const CREATE = 'POST /api/insurers/INS/requests';
const created = (overrides: { erefNo?: string; fcNotifyFlag?: boolean } = {}) =>
  json(201, {
    erefNo: 'PA2026-000042',
    fcNotifyFlag: false,
    paId: '6f1c1d9e-2a4b-4c1e-9a51-0d1e5e8b7c11',
    ...overrides,
  });

type Setup = {
  patients?: PolicyholderPatient[];
  doctors?: Doctor[];
  routes?: Routes;
  path?: string;
};

async function setup({
  patients = [createPolicyholderPatient()],
  doctors = [createDoctor()],
  routes = {},
  path = '/create-request',
}: Setup = {}) {
  const login = createLoginResponse({ userInfo: { insurerCode: 'INS' } });
  const holder = createPolicyholderInfo({ insurerCode: 'INS' });
  const server = stubFetch({
    'GET /api/policyholders/me': () => json(200, holder),
    'GET /api/policyholders/patients': () => json(200, patients),
    'GET /api/doctors': () => json(200, doctors),
    'GET /api/lookups/clinics': () =>
      json(200, [
        {
          clinicId: 'lookup-clinic',
          clinicCode: 'LC1',
          clinicName: 'Harbour Clinic',
          clinicAddress: '1 Harbour Road',
        },
      ]),
    [CREATE]: () => created(),
    ...routes,
  });
  // What the error toasts would say: the query layer's message for each failed call.
  const failures: string[] = [];
  const view = renderWithProviders(
    <RouterRoutes>
      <Route path="new-request" element={<NewRequestRoute />} />
      <Route path="create-request" element={<CreateRequestRoute />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </RouterRoutes>,
    {
      path,
      currentUser: login.userInfo,
      onCallError: (error, kind) => failures.push(errorMessage(error, kind)),
    },
  );
  if (path === '/create-request') await screen.findByRole('form', { name: 'New request' });
  return { ...view, server, holder, failures };
}

async function choose(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into an autocomplete and, when `option` is given, picks it once the lookup answered. */
async function typeInto(user: UserEvent, label: string, text: string, option?: string | RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, text);
  if (option) await user.click(await screen.findByRole('option', { name: option }));
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });
const epLetterPicker = () =>
  screen.queryByLabelText<HTMLInputElement>('Employment Pass letter', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

async function tickConsents(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /true, complete and accurate/ }));
  await user.click(screen.getByRole('checkbox', { name: /consent to the insurer/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

/** A complete request: the patient, their policy, a doctor picked from the list and a clinic. */
async function fillRequest(user: UserEvent, patient: PolicyholderPatient, doctor: Doctor) {
  await choose(user, 'Patient', new RegExp(patient.name));
  const [policy] = patient.policies;
  await choose(user, 'Policy', new RegExp(policy?.policyName ?? ''));
  await typeInto(user, 'Doctor name', doctor.doctorName.slice(0, 4), new RegExp(doctor.doctorName));
  await choose(user, 'Clinic', new RegExp(doctor.clinics[0]?.clinicName ?? ''));
  await tickConsents(user);
}

// Each test fills much of the form the way a user does, which takes a few seconds on a busy machine.
describe('/create-request', { timeout: 20_000 }, () => {
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

    await waitFor(() => expect(location()).toBe('/acknowledgment/new/PA2026-000042'));
    const keys = server.callsTo(CREATE).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('goes to the acknowledgement with ?fc=true when the consultant was notified, cache invalidated', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, location, server } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: { [CREATE]: () => created({ erefNo: 'PA2026-000043', fcNotifyFlag: true }) },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/acknowledgment/new/PA2026-000043?fc=true'));
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

  it("shows the server's message when the patient already has an open request", async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, location, failures } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: {
        [CREATE]: () =>
          apiError(
            409,
            createErrorEnvelope({
              code: 'CONFLICT',
              detailMessage: 'This patient already has a request in progress.',
            }),
          ),
      },
    });
    await fillRequest(user, patient, doctor);
    await user.click(submit());

    await waitFor(() =>
      expect(failures).toEqual(['This patient already has a request in progress.']),
    );
    expect(location()).toBe('/create-request');
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

describe('/new-request', () => {
  it('shows the policyholder details and continues to the form; Cancel goes back', async () => {
    const { user, location, holder } = await setup({ path: '/new-request' });
    expect(await screen.findByText(holder.name)).toBeVisible();
    for (const value of [holder.nric, holder.contactNo, holder.email, holder.insurerCode]) {
      expect(screen.getByText(value)).toBeVisible();
    }

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'New request' });
    expect(location()).toBe('/create-request');
    expect(screen.getByText(/agree the fees with the doctor/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/new-request'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });
});
