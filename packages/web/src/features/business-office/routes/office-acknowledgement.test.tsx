import { DOCTOR_ACKNOWLEDGEMENT as T, LINK_MESSAGES } from '@preauth/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { writeLinkSession } from '../../../lib/link-session';
import { deferred, stubFetch } from '../../../testing/fetch-stub';
import { act, screen } from '../../../testing/test-utils';
import { OFFICE_TEXTS } from '../lib/office-texts';
import { ADDRESS, BASE, createOfficeSession, EREF, PA_ID, renderOfficeAt } from '../testing';

describe('business-office acknowledgement', () => {
  it('says a copy is emailed to the policyholder and always offers the PDF, busy while it downloads', async () => {
    writeLinkSession(
      ADDRESS,
      createOfficeSession({ access_token: 'office.done', stage: 'verified' }),
    );
    const pdf = deferred();
    const server = stubFetch({ 'GET /api/requests/lia-form': () => pdf.promise });
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
      Object.defineProperty(URL, name, { configurable: true, value: vi.fn(() => 'blob:pdf') });
      onTestFinished(() => {
        Reflect.deleteProperty(URL, name);
      });
    }
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderOfficeAt(`${BASE}/acknowledgment/${PA_ID}`);

    expect(await screen.findByText(OFFICE_TEXTS.submitted(EREF))).toBeInTheDocument();
    expect(OFFICE_TEXTS.submitted(EREF)).toContain('A copy has been emailed to the policyholder.');
    expect(screen.getByText(T.downloadNote)).toBeInTheDocument();
    expect(screen.getByText(T.processing)).toBeInTheDocument();
    expect(screen.queryByText(T.panel)).not.toBeInTheDocument();

    const download = screen.getByRole('button', { name: 'Download' });
    await user.click(download);
    await vi.waitFor(() => expect(download).toBeDisabled());
    expect(download).toHaveAttribute('aria-busy', 'true');
    await act(async () =>
      pdf.resolve(
        new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`request-${PA_ID}.pdf`);
    const call = server.callsTo('GET /api/requests/lia-form')[0];
    expect(call?.query.get('paId')).toBe(PA_ID);
    expect(call?.headers.get('Authorization')).toBe('Bearer office.done');
  });

  it("another request's acknowledgement address opens the identity check", async () => {
    writeLinkSession(ADDRESS, createOfficeSession({ stage: 'verified' }));
    stubFetch({});
    const view = renderOfficeAt(`${BASE}/acknowledgment/some-other-request`);
    expect(
      await screen.findByText(LINK_MESSAGES.invalidLink, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.location()).toBe(`${BASE}/verification`);
    expect(screen.queryByText(OFFICE_TEXTS.submitted(EREF))).not.toBeInTheDocument();
  });
});
