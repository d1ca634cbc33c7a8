import { URGENCY_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-stub';
import { screen, waitFor } from '../../../../testing/test-utils';
import { BASE, createCompleteDraft, PA_ID, renderDoctorAt, stubDoctorInput } from '../../testing';

const SUBMIT = `PUT /api/insurers/INS/doctor-input/${PA_ID}`;

describe("the doctor's urgent mark on the declaration", () => {
  it('asks why once ticked, and sends the mark with the reason', async () => {
    const server = stubDoctorInput({
      draft: createCompleteDraft({ currentStep: 'declaration' }),
      routes: {
        [SUBMIT]: () =>
          json(200, {
            paId: PA_ID,
            erefNo: 'PA2026-000042',
            statusCode: 'PRO',
            isNonPanel: true,
            notified: ['insurer'],
          }),
      },
    });
    const view = renderDoctorAt(`${BASE}/doctor-input`);
    await screen.findByRole(
      'heading',
      { name: "PRINCIPAL DOCTOR'S DECLARATION" },
      { timeout: 5000 },
    );

    await view.user.click(screen.getByRole('checkbox', { name: 'This request is urgent' }));
    await view.user.click(screen.getByLabelText('I agree to the declaration above.'));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(URGENCY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.callsTo(SUBMIT)).toHaveLength(0);

    await view.user.type(
      screen.getByRole('textbox', { name: 'Why is it urgent?' }),
      'Obstructing tumour, surgery within days',
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(server.callsTo(SUBMIT)).toHaveLength(1));
    expect(server.callsTo(SUBMIT)[0]?.body).toMatchObject({
      urgent: true,
      urgentReason: 'Obstructing tumour, surgery within days',
      termsAndConditions: true,
    });
  });
});
