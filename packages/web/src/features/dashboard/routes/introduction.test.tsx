import { describe, expect, it } from 'vitest';
import { createRequestListItem, createUserInfo } from '../../../testing/data-generators';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { FIRST_LOAD_MS, renderWithProviders, screen, within } from '../../../testing/test-utils';
import { IntroductionRoute } from './introduction';

function renderIntroduction(userType: 'insured-patient' | 'policy-holder') {
  const approved = createRequestListItem({
    statusCode: 'APP',
    erefNo: 'PA2026-000007',
    patientName: 'Wang Mei Ling',
    createdBy: 'Rachel Lim',
    approvedTotal: '4200.00',
  });
  const server = stubFetch({
    'GET /api/statuses': () => json(200, []),
    'GET /api/requests': () => json(200, { list: [approved], total: 1 }),
  });
  const user = createUserInfo({ name: 'Wang Mei Ling', userType });
  renderWithProviders(<IntroductionRoute />, { path: '/introduction', currentUser: user });
  return server;
}

describe("the insured patient's home", () => {
  it('lists the requests about the patient, whoever raised them, with their certificate and review', async () => {
    const server = renderIntroduction('insured-patient');

    expect(screen.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    expect(screen.getByText('Welcome, Wang Mei Ling')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getByText('Rachel Lim')).toBeVisible();
    expect(
      within(list).getByRole('button', { name: 'Download certificate PA2026-000007' }),
    ).toBeVisible();
    expect(within(list).getByRole('link', { name: 'View PA2026-000007' })).toBeVisible();
    expect(server.callsTo('GET /api/requests')).toHaveLength(1);
  });

  it('has the list controls that fit one patient (no patient filter), and a New Request for themselves', async () => {
    renderIntroduction('insured-patient');
    await screen.findByRole('list', { name: 'Requests' });

    const filters = await screen.findByRole(
      'form',
      { name: 'Filter requests' },
      { timeout: FIRST_LOAD_MS },
    );
    expect(within(filters).getByLabelText('Pre-Authorisation Ref No.')).toBeInTheDocument();
    expect(within(filters).queryByLabelText('Patient name')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Request' })).toHaveAttribute(
      'href',
      '/new-request',
    );
  });

  it('shows another user type only the heading and the welcome line, asking for no list', () => {
    const server = renderIntroduction('policy-holder');
    expect(screen.getByText('Welcome, Wang Mei Ling')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My requests' })).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});
