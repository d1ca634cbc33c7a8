import { describe, expect, it } from 'vitest';
import {
  createDecisionDue,
  createQueue,
  createQueueCounts,
  createQueueItem,
  createUrgency,
} from '../../../testing/adjudication-generators';
import { json } from '../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../testing/test-utils';
import { COUNTS, itemOf, QUEUE, queueList, setup } from './queue.test-support';

describe('urgent requests in the work queue', () => {
  it('are marked "Urgent" with their reason and their time left in hours', async () => {
    const urgent = createQueueItem({
      urgency: createUrgency({ reason: 'Bleeding, surgery needed' }),
      due: createDecisionDue({ clock: 'urgent', hoursLeft: 5.6, workingDaysLeft: 0.23 }),
    });
    const late = createQueueItem({
      urgency: createUrgency(),
      due: createDecisionDue({ clock: 'urgent', hoursLeft: -25, overdue: true }),
    });
    const downgraded = createQueueItem({
      urgency: createUrgency({ urgent: false, downgradedAt: '2026-11-25T02:00:00.000Z' }),
    });
    setup('/adjudication', { [QUEUE]: () => json(200, createQueue([urgent, late, downgraded])) });
    await queueList();

    const first = within(itemOf(urgent));
    expect(first.getByText('Urgent')).toBeVisible();
    expect(first.getByText('Why urgent: Bleeding, surgery needed')).toBeVisible();
    expect(first.getByText('6 hours left')).toBeVisible();
    expect(within(itemOf(late)).getByText('Overdue by 25 hours')).toBeVisible();
    // Treated as standard since: no mark, its time left in working days.
    const third = within(itemOf(downgraded));
    expect(third.queryByText('Urgent')).toBeNull();
    expect(third.getByText('1.5 working days left')).toBeVisible();
  });

  it('are counted apart, the count showing them when pressed', async () => {
    const app = setup('/adjudication', {
      [COUNTS]: () => json(200, createQueueCounts({ PRO: 9 }, 2, 3)),
    });
    await queueList();
    const counts = within(await screen.findByRole('region', { name: 'Requests by status' }));
    const urgent = await counts.findByRole('button', { name: '3 Urgent' });
    expect(urgent).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(urgent);
    await waitFor(() => expect(app.urlParams()).toEqual({ urgent: 'true' }));
    await waitFor(() => expect(app.lastQuery()).toMatchObject({ urgent: 'true' }));
    expect(urgent).toHaveAttribute('aria-pressed', 'true');
    expect(counts.getByRole('button', { name: '9 Processing' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Processing · urgent' })).toBeVisible();
  });

  it('can be filtered for, or left out, from the URL', async () => {
    const app = setup('/adjudication?urgent=false');
    await queueList();
    expect(app.lastQuery()).toMatchObject({ urgent: 'false' });
    expect(screen.getByRole('combobox', { name: 'Urgency' })).toHaveTextContent('Standard only');
  });
});
