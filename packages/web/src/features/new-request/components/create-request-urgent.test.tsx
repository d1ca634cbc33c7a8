import { URGENCY_MESSAGES } from '@preauth/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createDoctor,
  createErrorEnvelope,
  createPolicyholderPatient,
} from '../../../testing/data-generators';
import { apiError } from '../../../testing/fetch-stub';
import { CREATE, fillRequest, setup, submit } from './create-request.test-support';

const urgentBox = () => screen.getByRole('checkbox', { name: 'This request is urgent' });
const reasonField = () => screen.queryByRole('textbox', { name: 'Why is it urgent?' });

describe('/create-request: an urgent request', { timeout: 20_000 }, () => {
  it('asks why once marked urgent, and sends the mark with the reason', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user, server } = await setup({ patients: [patient], doctors: [doctor] });
    await fillRequest(user, patient, doctor);

    expect(reasonField()).toBeNull();
    await user.click(urgentBox());
    await user.click(submit());

    expect(await screen.findByText(URGENCY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(CREATE)).toHaveLength(0);

    await user.type(reasonField()!, 'Admission tomorrow for suspected appendicitis');
    await user.click(submit());

    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
      urgent: true,
      urgentReason: 'Admission tomorrow for suspected appendicitis',
    });
  });

  it('shows the server’s message on the reason', async () => {
    const patient = createPolicyholderPatient();
    const doctor = createDoctor();
    const { user } = await setup({
      patients: [patient],
      doctors: [doctor],
      routes: {
        [CREATE]: () =>
          apiError(
            400,
            createErrorEnvelope({
              issues: [{ path: 'urgentReason', message: URGENCY_MESSAGES.reasonTooLong }],
            }),
          ),
      },
    });
    await fillRequest(user, patient, doctor);
    await user.click(urgentBox());
    await user.type(reasonField()!, 'Surgery tomorrow');
    await user.click(submit());

    expect(await screen.findByText(URGENCY_MESSAGES.reasonTooLong)).toBeInTheDocument();
  });
});
