import { MAIN_FLOW } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createRequestListItem, createUserInfo } from '../../../testing/data-generators';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { DashboardRoute } from './dashboard';

function renderDashboard(
  userType: 'policy-holder' | 'insurance-agent' | 'insured-patient',
  item = createRequestListItem(),
) {
  const server = stubFetch({
    'GET /api/statuses': () => json(200, []),
    'GET /api/requests/totals': () => json(200, [{ patientName: 'Tan Ah Kow', total: 1 }]),
    'GET /api/main-flow': () => json(200, MAIN_FLOW),
    'GET /api/requests': () => json(200, { list: [item], total: 1 }),
  });
  const user = createUserInfo({ name: 'Jane Tan', userType });
  renderWithProviders(<DashboardRoute />, { path: '/dashboard', currentUser: user });
  return server;
}

describe('the dashboard', () => {
  it("shows the policyholder the welcome line, the totals, the Main Flow and 'My requests'", async () => {
    renderDashboard('policy-holder');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome, Jane Tan')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Total requests' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Main Flow' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'My requests' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Requests' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Waiting for your clients/ })).toBeNull();
  });

  it("shows the insurance agent the same dashboard over its clients' requests, with its actions", async () => {
    renderDashboard(
      'insurance-agent',
      createRequestListItem({ statusCode: 'PEN', erefNo: 'PA-1' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Total requests' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Request' })).toBeVisible();
    const actions = await screen.findByRole('list', { name: 'Actions for PA-1' });
    // The policyholder authorises; while it waits the agent may send a new authorisation link
    // (a locked one, record 082) or withdraw it.
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Resend authorisation link', 'Cancel', 'View']);
  });

  it("tells the agent how many requests wait for its clients' authorisation, and lists them", async () => {
    const server = renderDashboard('insurance-agent', createRequestListItem({ statusCode: 'PEN' }));
    const waiting = screen.getByRole('region', { name: "Waiting for your clients' authorisation" });
    expect(
      await within(waiting).findByText(/1 request waits for a client's authorisation/),
    ).toBeVisible();
    expect(within(waiting).getByRole('link', { name: 'Show them' })).toHaveAttribute(
      'href',
      '/dashboard?statusCode=PEN',
    );
    expect(
      server.callsTo('GET /api/requests').some((call) => call.query.get('statusCode') === 'PEN'),
    ).toBe(true);
  });

  it('shows other user types (the insured patient has its own home) only the welcome line, asking for no list', () => {
    const server = renderDashboard('insured-patient');
    expect(screen.getByText('Welcome, Jane Tan')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My requests' })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
