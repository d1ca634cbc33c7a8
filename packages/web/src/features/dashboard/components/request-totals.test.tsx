import { describe, expect, it } from 'vitest';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { RequestTotals } from './request-totals';

describe('total requests per patient', () => {
  it('lists each patient with their total', async () => {
    stubFetch({
      'GET /api/requests/totals': () =>
        json(200, [
          { patientName: 'Tan Ah Kow', total: 4 },
          { patientName: 'Tan Mei Ling', total: 1 },
        ]),
    });
    renderWithProviders(<RequestTotals />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tan Ah Kow4 requests',
      'Tan Mei Ling1 request',
    ]);
    expect(screen.queryByText("You don't have any requests yet.")).not.toBeInTheDocument();
  });

  it('puts the bars behind a button that gives the sum (shown on a phone only)', async () => {
    stubFetch({
      'GET /api/requests/totals': () =>
        json(200, [
          { patientName: 'Tan Ah Kow', total: 4 },
          { patientName: 'Tan Mei Ling', total: 1 },
        ]),
    });
    const { user } = renderWithProviders(<RequestTotals />);
    const toggle = await screen.findByRole('button', { name: 'Per patient (5 requests)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('list'),
    );
  });

  it('says so when there are none', async () => {
    stubFetch({ 'GET /api/requests/totals': () => json(200, []) });
    renderWithProviders(<RequestTotals />);
    expect(await screen.findByText("You don't have any requests yet.")).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    let up = false;
    stubFetch({
      'GET /api/requests/totals': () =>
        up
          ? json(200, [])
          : apiError(503, createErrorEnvelope({ detailMessage: 'Down for maintenance.' })),
    });
    const { user } = renderWithProviders(<RequestTotals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance.');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You don't have any requests yet.")).toBeVisible();
  });
});
