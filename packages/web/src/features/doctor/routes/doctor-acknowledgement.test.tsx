import { DOCTOR_ACKNOWLEDGEMENT as T, LINK_MESSAGES } from '@preauth/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import { readLinkSession, writeLinkSession } from '../../../lib/link-session';
import { ADDRESS, BASE, createLinkSessionResponse, PA_ID, renderDoctorAt } from '../testing';

const at = (hospital: string) => `${BASE}/acknowledgment/${PA_ID}?hospital=${hospital}`;

describe('doctor acknowledgement', () => {
  it('non-panel: submitted to the insurer, the LIA form download and its note', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse({ stage: 'verified' }));
    const server = stubFetch({
      'GET /api/requests/lia-form': () =>
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
    const { user } = renderDoctorAt(at('non-panel'));

    expect(
      await screen.findByText(T.submitted('PA2026-000042'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(T.downloadNote)).toBeInTheDocument();
    expect(screen.queryByText(T.panel)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`request-${PA_ID}.pdf`);
    const call = server.callsTo('GET /api/requests/lia-form')[0];
    expect(call?.query.get('paId')).toBe(PA_ID);
    expect(call?.headers.get('Authorization')).toBe('Bearer link.pending-token');
  });

  it('panel: submitted to the business office, not the insurer, no download; Close this window asks first', async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse({ stage: 'verified' }));
    stubFetch({});
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user } = renderDoctorAt(at('panel'));

    expect(await screen.findByText(T.panel, {}, { timeout: 5000 })).toBeInTheDocument();
    // Not yet with the insurer: the business office has it first.
    expect(screen.getByText(T.submittedToOffice('PA2026-000042'))).toBeInTheDocument();
    expect(screen.queryByText(/submitted to the insurer/)).not.toBeInTheDocument();
    expect(screen.getByText(T.processing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close this window' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(T.closeQuestion);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(T.closed)).toBeInTheDocument();
    expect(readLinkSession(ADDRESS)).toBeNull();
  });

  it("another request's acknowledgement address says nothing: it opens the identity check", async () => {
    writeLinkSession(ADDRESS, createLinkSessionResponse({ stage: 'verified' }));
    stubFetch({});
    const view = renderDoctorAt(`${BASE}/acknowledgment/some-other-request?hospital=non-panel`);
    expect(
      await screen.findByText(LINK_MESSAGES.invalidLink, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/verification`);
    expect(screen.queryByText(T.submitted('PA2026-000042'))).not.toBeInTheDocument();
  });
});
