import { STATUS_CODES, statusLabel, type DoctorRequestItem } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createDoctorRequestItem, createErrorEnvelope } from '../../../testing/data-generators';
import { withDateFixedAt } from '../../../testing/fixed-date';
import { deferred, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { DoctorRequests } from './doctor-requests';

const statuses = STATUS_CODES.map((code) => ({ statusCode: code, statusDesc: statusLabel(code) }));

// 2 days, 5 hours and a half before the generated window's end (23-11-2026 10:00 in Singapore).
withDateFixedAt(new Date('2026-11-20T20:30:00.000Z'));

/** The doctor's home list at `path`, against a fake server answering `list`. */
function setup(list: DoctorRequestItem[], path = '/doctor/verification') {
  const server = stubFetch({
    'GET /api/statuses': () => json(200, statuses),
    'GET /api/doctor/requests': () => json(200, { list, total: list.length }),
  });
  const view = renderWithProviders(<DoctorRequests />, { path });
  const lastQuery = () =>
    Object.fromEntries(server.callsTo('GET /api/doctor/requests').at(-1)?.query ?? []);
  return { ...view, server, lastQuery };
}

const rowOf = async (erefNo: string) =>
  (await screen.findByText(erefNo)).closest('li') as HTMLElement;

describe("the doctor's requests", () => {
  it('shows a request waiting for the doctor with its time left and a way into the form', async () => {
    const waiting = createDoctorRequestItem();
    setup([waiting]);

    const row = await rowOf(waiting.erefNo);

    expect(within(row).getByText('2 days 5 hours left')).toBeInTheDocument();
    expect(within(row).getByText(statusLabel('SUB'))).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: `Give details for ${waiting.erefNo}` }),
    ).toHaveAttribute('href', `/doctor/verification/${waiting.paId}`);
  });

  it('offers to continue a saved draft', async () => {
    const drafted = createDoctorRequestItem({ draftSavedOn: '2026-11-20T03:00:00.000Z' });
    setup([drafted]);

    const row = await rowOf(drafted.erefNo);

    expect(within(row).getByText(/Draft saved 20-11-2026/)).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: `Continue for ${drafted.erefNo}` }),
    ).toBeInTheDocument();
  });

  it("shows an approved request's total, and its review for the lines and the certificate", async () => {
    const approved = createDoctorRequestItem({
      statusCode: 'APP',
      respondBy: null,
      approvedTotal: '4800.5',
    });
    setup([approved]);

    const row = await rowOf(approved.erefNo);

    expect(within(row).getByText('S$ 4,800.50')).toBeInTheDocument();
    expect(within(row).queryByText(/left$/)).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `View ${approved.erefNo}` })).toHaveAttribute(
      'href',
      `/request/${approved.paId}/review`,
    );
  });

  it('searches by reference or patient name and filters by status, kept in the URL', async () => {
    const { user, lastQuery, router } = setup([createDoctorRequestItem()]);
    await screen.findByRole('list', { name: 'Requests' });

    await user.type(screen.getByRole('textbox', { name: 'Ref No. or patient name' }), 'tan');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: statusLabel('APP') }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(lastQuery()).toEqual({ search: 'tan', statusCode: 'APP', offset: '0', limit: '10' }),
    );
    expect(router.state.location.search).toBe('?search=tan&statusCode=APP');
  });

  it('says when nothing matches', async () => {
    setup([], '/doctor/verification?search=nobody');

    expect(await screen.findByText('No results found!')).toBeInTheDocument();
  });

  it('shows progress while loading, and the error with a retry when the list fails', async () => {
    const held = deferred();
    stubFetch({
      'GET /api/statuses': () => json(200, statuses),
      'GET /api/doctor/requests': () => held.promise,
    });
    renderWithProviders(<DoctorRequests />, { path: '/doctor/verification' });

    expect(await screen.findByText('Loading your requests…')).toBeInTheDocument();
    held.resolve(json(500, createErrorEnvelope({ detailMessage: 'The server is down.' })));

    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
