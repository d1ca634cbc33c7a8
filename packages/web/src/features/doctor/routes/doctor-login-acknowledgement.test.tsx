import { DOCTOR_ACKNOWLEDGEMENT as T } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen } from '../../../testing/test-utils';
import { createDoctorParams, PA_ID } from '../testing';
import { DoctorLoginAcknowledgementRoute } from './doctor-login-acknowledgement';

// A logged-in doctor's acknowledgement (record 084): read from the request, so a reload shows
// it again, with the emailed link's wording and its LIA form download.
const LOGIN_TOKEN = 'login-session-token';
const PARAMS = `GET /api/doctor-input/${PA_ID}/params`;
const LIA = 'GET /api/requests/lia-form';

function renderAcknowledgement(params: ReturnType<typeof createDoctorParams>) {
  sessionStorage.setItem(SESSION_KEYS.accessToken, LOGIN_TOKEN);
  const server = stubFetch({
    [PARAMS]: () => json(200, params),
    [LIA]: () =>
      new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="doctor/verification/:id/acknowledgment"
        element={<DoctorLoginAcknowledgementRoute />}
      />
      <Route path="doctor/verification/:id" element={<p>The form</p>} />
      <Route path="doctor/verification" element={<p>Doctor home</p>} />
    </Routes>,
    { path: `/doctor/verification/${PA_ID}/acknowledgment` },
  );
  return { ...view, server };
}

/** jsdom has no object URLs; the browser's download is the anchor's click. */
function catchDownloads() {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    Object.defineProperty(URL, name, { configurable: true, value: vi.fn(() => 'blob:pdf') });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, name);
    });
  }
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

describe("a logged-in doctor's acknowledgement", () => {
  it('non-panel: submitted to the insurer, and the LIA form downloads with the login session', async () => {
    const click = catchDownloads();
    const { server, user } = renderAcknowledgement(
      createDoctorParams({ statusCode: 'PRO', isNonPanel: true }),
    );

    expect(await screen.findByText(T.submitted('PA2026-000042'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.downloadNote)).toBeInTheDocument();
    expect(screen.queryByText(T.panel)).not.toBeInTheDocument();
    expect(server.callsTo(PARAMS)[0]?.headers.get('Authorization')).toBe(`Bearer ${LOGIN_TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`request-${PA_ID}.pdf`);
    const call = server.callsTo(LIA)[0];
    expect(call?.query.get('paId')).toBe(PA_ID);
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${LOGIN_TOKEN}`);

    await user.click(screen.getByRole('link', { name: 'Back to homepage' }));
    expect(await screen.findByText('Doctor home')).toBeInTheDocument();
  });

  it("panel: with the hospital's business office, no download", async () => {
    renderAcknowledgement(createDoctorParams({ statusCode: 'PEN-AI', isNonPanel: false }));

    expect(await screen.findByText(T.submittedToOffice('PA2026-000042'))).toBeInTheDocument();
    expect(screen.getByText(T.panel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('opens the form instead while the request still waits for the doctor', async () => {
    const { router } = renderAcknowledgement(createDoctorParams({ statusCode: 'SUB' }));

    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/doctor/verification/${PA_ID}`);
    expect(screen.queryByText(T.processing)).not.toBeInTheDocument();
  });
});
