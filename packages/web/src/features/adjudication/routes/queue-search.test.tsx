import { singaporeDate } from '@preauth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueue, createQueueItem } from '../../../testing/adjudication-generators';
import { json } from '../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../testing/test-utils';
import { choose, firstPage, itemOf, QUEUE, queueList, setup } from './queue.test-support';

describe('searching and sorting the work queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('searches by the text typed and sorts as chosen, both kept in the URL', async () => {
    const app = setup('/adjudication');
    await queueList();
    await app.user.type(screen.getByRole('textbox', { name: 'Search' }), '567D');
    await choose(app.user, 'Sort by', 'Largest amount first');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));

    await queueList('largest amount first');
    expect(app.lastQuery()).toEqual({ ...firstPage, search: '567D', sortBy: 'amount' });
    expect(app.urlParams()).toEqual({ search: '567D', sortBy: 'amount' });
  });

  it('reads the search and the order from the URL, so a reload keeps them', async () => {
    const app = setup('/adjudication?search=Tan%20Ah%20Kow&sortBy=hospital');
    await queueList('by hospital, A to Z');
    expect(app.lastQuery()).toEqual({ ...firstPage, search: 'Tan Ah Kow', sortBy: 'hospital' });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Tan Ah Kow');
  });

  it('shows the NRIC/FIN masked and the policy number of each request', async () => {
    const item = createQueueItem({ patientNricMasked: '*****567D', policyNumber: 'PL-88231' });
    setup('/adjudication', { [QUEUE]: () => json(200, createQueue([item])) });
    await queueList();
    const card = within(itemOf(item));
    expect(card.getByText('*****567D')).toBeVisible();
    expect(card.getByText('PL-88231')).toBeVisible();
  });

  it('lists the approved newest first with the amount and who decided, automatic or by name', async () => {
    const automatic = createQueueItem({
      statusCode: 'APP',
      decision: {
        decidedAt: '2026-11-25T02:00:00.000Z',
        approvedTotal: '980.50',
        decidedBy: null,
      },
    });
    const byName = createQueueItem({
      statusCode: 'APP',
      decision: {
        decidedAt: '2026-11-24T02:00:00.000Z',
        approvedTotal: '4200.00',
        decidedBy: 'Lim Wei Jie',
      },
    });
    setup('/adjudication?statusCode=APP', {
      [QUEUE]: () => json(200, createQueue([automatic, byName])),
    });
    await queueList('newest first');
    expect(within(itemOf(automatic)).getByText('S$ 980.50')).toBeVisible();
    expect(within(itemOf(automatic)).getByText('Automatic, 25-11-2026 10:00')).toBeVisible();
    expect(within(itemOf(byName)).getByText('Lim Wei Jie, 24-11-2026 10:00')).toBeVisible();
  });

  it('downloads the filtered list as CSV, with its search and order but not its page', async () => {
    const app = setup('/adjudication?search=567D&sortBy=received&page=2', {
      'GET /api/adjudication/queue.csv': () =>
        new Response(new Blob(['Reference,Status']), { status: 200 }),
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:queue', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await queueList('newest first');
    await app.user.click(screen.getByRole('button', { name: 'Download as CSV' }));

    await waitFor(() => expect(saved).toEqual([`work-queue-PRO-${singaporeDate(new Date())}.csv`]));
    const [call] = app.server.callsTo('GET /api/adjudication/queue.csv');
    expect(Object.fromEntries(call!.query.entries())).toEqual({
      statusCode: 'PRO',
      search: '567D',
      sortBy: 'received',
    });
  });
});
