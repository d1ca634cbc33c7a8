import { DOCTOR_MESSAGES as M } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json } from '../../../../testing/fetch-stub';
import { act, screen, within } from '../../../../testing/test-utils';
import { BASE, createCompleteDraft, PA_ID, renderDoctorAt, stubDoctorInput } from '../../testing';

const SUBMIT = `PUT /api/insurers/INS/doctor-input/${PA_ID}`;
const submitted = (isNonPanel: boolean) =>
  json(200, {
    paId: PA_ID,
    erefNo: 'PA2026-000042',
    statusCode: isNonPanel ? 'PRO' : 'PEN-AI',
    isNonPanel,
    notified: ['insurer'],
  });

describe("doctor step 5, PRINCIPAL DOCTOR'S DECLARATION", () => {
  it('needs the tick, then submits the payload with a spinner and opens the acknowledgement', async () => {
    const answer = deferred();
    const server = stubDoctorInput({
      draft: createCompleteDraft({ currentStep: 'declaration' }),
      routes: { [SUBMIT]: () => answer.promise },
    });
    const view = renderDoctorAt(`${BASE}/doctor-input`);
    const heading = await screen.findByRole(
      'heading',
      { name: "PRINCIPAL DOCTOR'S DECLARATION" },
      { timeout: 5000 },
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(/I have personally examined the patient/)).toBeInTheDocument();
    expect(screen.getByText('Dr Lee Kah Wai')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Timing' })).toHaveTextContent(
      'Decision turnaround is 1-3 working days after all information is received.',
    );
    expect(screen.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.acceptDeclaration)).toBeInTheDocument();
    expect(server.callsTo(SUBMIT)).toHaveLength(0);

    await view.user.click(screen.getByLabelText('I agree to the declaration above.'));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: /Submit/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const call = server.callsTo(SUBMIT)[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer link.verified');
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(call?.body).toMatchObject({
      paId: PA_ID,
      insurerCode: 'INS',
      details: { admissionCode: 'EL', daysurgery: false, totalBill: '3421.00' },
      surgeryDetails: [{ tospCode: 'SF701H', surgeonfee: '1000.00' }],
      termsAndConditions: true,
    });

    await act(async () => answer.resolve(submitted(true)));
    expect(
      await screen.findByRole('heading', { name: 'Pre-Authorisation Request Submitted' }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/acknowledgment/${PA_ID}?hospital=non-panel`);
  });

  it('says which step and field a problem is in, from the form or the server, with Edit again', async () => {
    const server = stubDoctorInput({
      draft: createCompleteDraft({ currentStep: 'declaration', onsetsymptomsDesc: '' }),
      routes: {
        [SUBMIT]: () =>
          apiError(400, {
            code: 'VALIDATION_FAILED',
            detailMessage: 'The form has problems.',
            issues: [{ path: 'surgeryDetails.0.surgeonfee', message: M.positiveAmount }],
          }),
      },
    });
    const view = renderDoctorAt(`${BASE}/doctor-input`);
    await view.user.click(
      await screen.findByLabelText('I agree to the declaration above.', {}, { timeout: 5000 }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Patient Diagnosis, Description of symptoms: ${M.enterSymptom} Edit again`,
    );
    expect(server.callsTo(SUBMIT)).toHaveLength(0);

    await view.user.click(within(alert).getByRole('link', { name: 'Edit again' }));
    await view.user.type(await screen.findByLabelText('Description of symptoms'), 'Pain');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(
      await screen.findByRole('button', { name: 'Everything is fine' }, { timeout: 5000 }),
    );
    await view.user.click(await screen.findByLabelText('I agree to the declaration above.'));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Requested Fee, Surgery 1, Surgeon fee: ${M.positiveAmount}`,
    );
  });
});
