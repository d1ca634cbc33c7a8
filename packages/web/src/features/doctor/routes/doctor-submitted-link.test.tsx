import { SUBMITTED_LINK_TEXTS as T } from '@preauth/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import { readLinkSession } from '../../../lib/link-session';
import {
  ADDRESS,
  BASE,
  createLinkSessionResponse,
  EREF,
  INSURER,
  PA_ID,
  renderDoctorAt,
} from '../testing';

const TOKEN = 'emailed-token-0123456789abcdef';
const CHECK = `GET /api/links/doctor/${INSURER}/${EREF}`;
const VERIFY = `POST /api/links/doctor/${INSURER}/${EREF}/verification`;
const PIN = 'POST /api/links/otp/verify';
const LIA_FORM = 'GET /api/requests/lia-form';
const SUBMITTED =
  'This request was already submitted on 27-11-2026 09:30 (Singapore time) by Dr Chua. The insurer now decides on it, usually within 1-3 working days, and will notify you and the policyholder.';

describe("the doctor's submitted link, opened again", () => {
  it('says when and by whom it was submitted, then lets a verified re-visit download the LIA form only', async () => {
    const server = stubFetch({
      [CHECK]: () =>
        json(200, { erefNo: EREF, insurerCode: INSURER, role: 'doctor', submitted: SUBMITTED }),
      [VERIFY]: () => json(200, createLinkSessionResponse({ readOnly: true })),
      [PIN]: () =>
        json(
          200,
          createLinkSessionResponse({
            access_token: 'link.revisit',
            stage: 'verified',
            readOnly: true,
          }),
        ),
      [LIA_FORM]: () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    // jsdom has no object URLs; the browser's download is the anchor's click.
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
      Object.defineProperty(URL, name, { configurable: true, value: vi.fn(() => 'blob:pdf') });
      onTestFinished(() => {
        Reflect.deleteProperty(URL, name);
      });
    }
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderDoctorAt(`${BASE}/verification#token=${TOKEN}`);

    expect(await screen.findByText(SUBMITTED)).toHaveAttribute('role', 'status');
    expect(screen.getByText(T.revisit)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText("Patient's date of birth"), '01021980');
    await view.user.type(screen.getByLabelText('Patient NRIC/FIN/Passport (Last 4 Chars)'), '567d');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await view.user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    // Back on the submitted link, not the form: the re-visit may only download.
    await view.user.click(await screen.findByRole('button', { name: T.download }));
    expect(view.location()).toBe(`${BASE}/verification`);
    expect(screen.getByText(T.readOnly)).toBeInTheDocument();
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const call = server.callsTo(LIA_FORM)[0];
    expect(call?.query.get('paId')).toBe(PA_ID);
    expect(call?.headers.get('Authorization')).toBe('Bearer link.revisit');
    expect(readLinkSession(ADDRESS)).toMatchObject({ stage: 'verified', readOnly: true });
    expect(server.callsTo('GET /api/doctor-input')).toHaveLength(0);
  });
});
