import { DOCTOR_ACKNOWLEDGEMENT, statusLabel } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen } from '../../../testing/test-utils';
import { createCompleteDraft, createDoctorParams, doctorInputRoutes, PA_ID } from '../testing';
import { DoctorLoginAcknowledgementRoute } from './doctor-login-acknowledgement';
import { DoctorLoginInputRoute } from './doctor-login-input';

// The doctor's form under the login (record 084): the same five steps as the emailed link's,
// sent with the login's session, no identity check and no PIN.
const LOGIN_TOKEN = 'login-session-token';
const SUBMIT = `PUT /api/insurers/INS/doctor-input/${PA_ID}`;

function renderLoggedInAt(path: string, server: Parameters<typeof doctorInputRoutes>[0] = {}) {
  sessionStorage.setItem(SESSION_KEYS.accessToken, LOGIN_TOKEN);
  const fake = stubFetch(doctorInputRoutes(server));
  const view = renderWithProviders(
    <Routes>
      <Route path="doctor/verification/:id" element={<DoctorLoginInputRoute />} />
      <Route path="doctor/verification/:id/:step" element={<DoctorLoginInputRoute />} />
      <Route
        path="doctor/verification/:id/acknowledgment"
        element={<DoctorLoginAcknowledgementRoute />}
      />
      <Route path="doctor/verification" element={<p>Doctor home</p>} />
    </Routes>,
    { path },
  );
  return { ...view, server: fake };
}

describe("the doctor's form under the login", () => {
  it('opens on the step the draft was saved on, reading the request with the login session', async () => {
    const { server, router } = renderLoggedInAt(`/doctor/verification/${PA_ID}`, {
      draft: createCompleteDraft({ currentStep: 'requested-fee' }),
    });

    await screen.findByRole('heading', { name: 'Requested Fee' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(`/doctor/verification/${PA_ID}/requested-fee`);
    const params = server.callsTo(`GET /api/doctor-input/${PA_ID}/params`)[0];
    expect(params?.headers.get('Authorization')).toBe(`Bearer ${LOGIN_TOKEN}`);
    // No link session's "Log out": the login's is in the header.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('submits with the login session and acknowledges the request as it is after the submit', async () => {
    let submitted = false;
    const { server, user, router } = renderLoggedInAt(`/doctor/verification/${PA_ID}/declaration`, {
      draft: createCompleteDraft({ currentStep: 'declaration' }),
      routes: {
        [`GET /api/doctor-input/${PA_ID}/params`]: () =>
          json(200, createDoctorParams(submitted ? { statusCode: 'PRO', isNonPanel: true } : {})),
        [SUBMIT]: () => {
          submitted = true;
          return json(200, {
            paId: PA_ID,
            erefNo: 'PA2026-000042',
            statusCode: 'PRO',
            isNonPanel: true,
            notified: ['insurer'],
          });
        },
      },
    });

    await screen.findByRole(
      'heading',
      { name: "PRINCIPAL DOCTOR'S DECLARATION" },
      { timeout: 5000 },
    );
    await user.click(screen.getByLabelText('I agree to the declaration above.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Not the copy of the request the form read (waiting for the doctor) but the one after.
    await screen.findByText(DOCTOR_ACKNOWLEDGEMENT.submitted('PA2026-000042'));
    expect(server.callsTo(SUBMIT)[0]?.headers.get('Authorization')).toBe(`Bearer ${LOGIN_TOKEN}`);
    // Its address names the request alone: the acknowledgement reads it again from the server.
    expect(router.state.location.pathname).toBe(`/doctor/verification/${PA_ID}/acknowledgment`);
    expect(router.state.location.search).toBe('');
  });

  it('says so when the request no longer waits for the doctor', async () => {
    renderLoggedInAt(`/doctor/verification/${PA_ID}/request-details`, {
      params: createDoctorParams({ statusCode: 'PRO' }),
    });

    expect(
      await screen.findByText(
        `This request no longer waits for your details: it is ${statusLabel('PRO')}.`,
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('answers an address that cannot name a request with Not found, without asking', async () => {
    const { server } = renderLoggedInAt('/doctor/verification/not-a-request');

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
