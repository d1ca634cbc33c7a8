import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDoctor, createPolicyholderPatient } from '../../../testing/data-generators';
import {
  CREATE,
  choose,
  created,
  setup,
  submit,
  tickConsents,
  typeInto,
} from './create-request.test-support';

describe(
  "the insured patient's new request for themselves (record 084)",
  { timeout: 20_000 },
  () => {
    it('says the policyholder authorises it, then opens the form with the patient fixed as themselves', async () => {
      const self = createPolicyholderPatient({ name: 'Wang Mei Ling', relationship: 'SPOUSE' });
      const doctor = createDoctor();
      const { user, server, holder, location } = await setup({
        path: '/new-request',
        asPatient: true,
        patients: [self],
        doctors: [doctor],
        routes: { [CREATE]: () => created({ notified: ['policyholder'] }) },
      });

      expect(await screen.findByText(/Your policyholder is emailed to authorise it/)).toBeVisible();
      expect(screen.getByText(holder.name)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/introduction');
      await user.click(screen.getByRole('link', { name: 'Continue' }));

      await screen.findByRole('form', { name: 'New request' });
      const patient = screen.getByRole('combobox', { name: 'Patient' });
      expect(patient).toHaveTextContent('Wang Mei Ling (SPOUSE)');
      expect(patient).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(self.email);
      // Whether the consultant is copied is the policyholder's choice when authorising.
      expect(
        screen.queryByRole('checkbox', { name: 'Notify my financial consultant' }),
      ).not.toBeInTheDocument();

      await choose(user, 'Policy', new RegExp(self.policies[0]?.policyName ?? ''));
      await typeInto(
        user,
        'Doctor name',
        doctor.doctorName.slice(0, 4),
        new RegExp(doctor.doctorName),
      );
      await choose(user, 'Clinic', new RegExp(doctor.clinics[0]?.clinicName ?? ''));
      await tickConsents(user);
      await user.click(submit());

      await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
      expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
        creatorRole: 'insured-patient',
        lifeAssuredClntNo: self.lifeAssuredClntNo,
        patientName: 'Wang Mei Ling',
        fcNeedstobeNotified: false,
      });
      await waitFor(() =>
        expect(location()).toBe('/acknowledgment/raised/PA2026-000042?notified=policyholder'),
      );
    });

    it('with a request already in progress, says so and goes back home instead of to the form', async () => {
      const self = createPolicyholderPatient({ hasActiveRequest: true });
      await setup({ path: '/new-request', asPatient: true, patients: [self] });

      expect(
        await screen.findByText(/You already have a pre-authorisation request in progress/),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
        'href',
        '/introduction',
      );
    });
  },
);
