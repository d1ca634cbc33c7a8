/** The new-request screens rendered on a fake server, and the steps a user takes in them. */
import { type Doctor, type NotifiedParty, type PolicyholderPatient } from '@preauth/shared';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  createDoctor,
  createLoginResponse,
  createPolicyholderInfo,
  createPolicyholderPatient,
} from '../../../testing/data-generators';
import { json, type Routes, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { errorMessage } from '../../../lib/error-message';
import { Route, Routes as RouterRoutes } from 'react-router';
import { CreateRequestRoute } from '../routes/create-request';
import { NewRequestRoute } from '../routes/new-request';

export const CREATE = 'POST /api/insurers/INS/requests';
export const created = (
  overrides: { erefNo?: string; fcNotifyFlag?: boolean; notified?: NotifiedParty[] } = {},
) =>
  json(201, {
    erefNo: 'PA2026-000042',
    fcNotifyFlag: false,
    notified: ['doctor', 'insurer'],
    paId: '6f1c1d9e-2a4b-4c1e-9a51-0d1e5e8b7c11',
    ...overrides,
  });

type Setup = {
  patients?: PolicyholderPatient[];
  doctors?: Doctor[];
  routes?: Routes;
  path?: string;
  /** An insurance agent, whose clients are the policyholder and one other (issue 13). */
  asAgent?: boolean;
  /** The insured patient, for whom the policyholder's patients are themselves alone. */
  asPatient?: boolean;
};

/** The agent's second client, whose patients are not the form's. */
export const OTHER_CLIENT = createPolicyholderInfo({ insurerCode: 'INS', name: 'Nur Aisyah' });

export async function setup({
  patients = [createPolicyholderPatient()],
  doctors = [createDoctor()],
  routes = {},
  path = '/create-request',
  asAgent = false,
  asPatient = false,
}: Setup = {}) {
  const userType = asAgent ? 'insurance-agent' : asPatient ? 'insured-patient' : 'policy-holder';
  const login = createLoginResponse({ userInfo: { insurerCode: 'INS', userType } });
  const holder = createPolicyholderInfo({ insurerCode: 'INS' });
  const server = stubFetch({
    'GET /api/agents/clients': () => json(200, [holder, OTHER_CLIENT]),
    [`GET /api/agents/clients/${holder.policyHolderId}/patients`]: () => json(200, patients),
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
  // The agent's form needs its client in the query; without one it goes back to choose.
  const opensForm = path.startsWith('/create-request') && (!asAgent || path.includes('?'));
  if (opensForm) await screen.findByRole('form', { name: 'New request' });
  return { ...view, server, holder, failures };
}

export async function choose(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into an autocomplete and, when `option` is given, picks it once the lookup answered. */
export async function typeInto(
  user: UserEvent,
  label: string,
  text: string,
  option?: string | RegExp,
) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, text);
  if (option) await user.click(await screen.findByRole('option', { name: option }));
}

export const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });
export const epLetterPicker = () =>
  screen.queryByLabelText<HTMLInputElement>('Employment Pass letter', { selector: 'input' });
export const submit = () => screen.getByRole('button', { name: 'Submit' });

export async function tickConsents(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /true, complete and accurate/ }));
  await user.click(screen.getByRole('checkbox', { name: /consent to the insurer/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

/** A complete request: the patient, their policy, a doctor picked from the list and a clinic. */
export async function fillRequest(user: UserEvent, patient: PolicyholderPatient, doctor: Doctor) {
  await choose(user, 'Patient', new RegExp(patient.name));
  const [policy] = patient.policies;
  await choose(user, 'Policy', new RegExp(policy?.policyName ?? ''));
  await typeInto(user, 'Doctor name', doctor.doctorName.slice(0, 4), new RegExp(doctor.doctorName));
  await choose(user, 'Clinic', new RegExp(doctor.clinics[0]?.clinicName ?? ''));
  await tickConsents(user);
}
