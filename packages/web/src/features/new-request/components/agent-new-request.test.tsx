import { REQUEST_MESSAGES } from '@preauth/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDoctor, createPolicyholderPatient } from '../../../testing/data-generators';
import {
  CREATE,
  OTHER_CLIENT,
  created,
  fillRequest,
  setup,
  submit,
} from './create-request.test-support';

describe("the insurance agent's new request", { timeout: 20_000 }, () => {
  it('first picks the client among those it serves, then opens their form', async () => {
    const { user, location, holder } = await setup({ path: '/new-request', asAgent: true });

    const client = await screen.findByRole('radio', { name: new RegExp(holder.name) });
    expect(screen.getByRole('radio', { name: new RegExp(OTHER_CLIENT.name) })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REQUEST_MESSAGES.selectPolicyholder)).toBeVisible();

    await user.click(client);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('form', { name: 'New request' });
    expect(location()).toBe(`/create-request?policyholder=${holder.policyHolderId}`);
    expect(screen.getByText(holder.name)).toBeVisible();
  });

  it("raises it for the client, without the consultant's copy, and acknowledges it as raised", async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, server, holder, location } = await setup({
      path: '/new-request',
      asAgent: true,
      patients: [patient],
      doctors: [doctor],
      routes: { [CREATE]: () => created({ notified: ['policyholder'] }) },
    });
    await user.click(await screen.findByRole('radio', { name: new RegExp(holder.name) }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'New request' });
    expect(location()).toBe(`/create-request?policyholder=${holder.policyHolderId}`);
    expect(
      screen.queryByRole('checkbox', { name: 'Notify my financial consultant' }),
    ).not.toBeInTheDocument();

    await fillRequest(user, patient, doctor);
    await user.click(submit());

    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
      policyHolderId: holder.policyHolderId,
      creatorRole: 'insurance-agent',
      fcNeedstobeNotified: false,
    });
    await waitFor(() =>
      expect(location()).toBe('/acknowledgment/raised/PA2026-000042?notified=policyholder'),
    );
  });

  it('without a client chosen, goes back to choose one', async () => {
    const { location } = await setup({ path: '/create-request', asAgent: true });
    await screen.findByRole('radio', { name: new RegExp(OTHER_CLIENT.name) });
    expect(location()).toBe('/new-request');
  });
});
