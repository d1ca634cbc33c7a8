import { MAIN_FLOW } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { MainFlow } from './main-flow';

describe('the Main Flow chart', () => {
  it('opens and closes with its disclosure button, asking for the boxes once opened', async () => {
    const server = stubFetch({ 'GET /api/main-flow': () => json(200, MAIN_FLOW) });
    const { user } = renderWithProviders(<MainFlow />);
    const toggle = screen.getByRole('button', { name: 'Main Flow' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Doctor input needed')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/main-flow')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Doctor input needed')).toBeVisible();
    expect(server.callsTo('GET /api/main-flow')).toHaveLength(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Doctor input needed')).not.toBeInTheDocument();
  });

  it('shows Submitted, then Processing, then the outcomes', async () => {
    stubFetch({ 'GET /api/main-flow': () => json(200, MAIN_FLOW) });
    const { user } = renderWithProviders(<MainFlow />);
    await user.click(screen.getByRole('button', { name: 'Main Flow' }));
    const chart = await screen.findByRole('list', { name: 'Main Flow steps' });

    const [submitted, processing, outcomes] = [...chart.children];
    expect(submitted).toHaveTextContent('SubmittedDoctor input needed');
    expect(processing).toHaveTextContent('ProcessingInsurer adjudication');
    expect(
      within(outcomes as HTMLElement)
        .getAllByRole('listitem')
        .map((box) => box.textContent),
    ).toEqual(['Approved', 'Rejected', 'Pending Decision', 'Expired', 'Cancelled']);
  });
});
