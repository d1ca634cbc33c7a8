import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCaseHold,
  createQueue,
  createQueueCounts,
  createQueueItem,
  createDecisionDue,
} from '../../../testing/adjudication-generators';
import { createErrorEnvelope, createUserInfo } from '../../../testing/data-generators';
import { apiError, deferred, inTurn, json } from '../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../testing/test-utils';
import { singaporeTimeOfDay } from '../lib/due-text';
import { choose, COUNTS, firstPage, itemOf, QUEUE, queueList, setup } from './queue.test-support';

describe('the work queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the first 20 in Processing and shows each with its due date and time left', async () => {
    const overdue = createQueueItem({
      patientName: 'Tan Ah Kow',
      policyHolderName: 'Tan Mei Ling',
      hospitalName: 'Mount Elizabeth Hospital',
      clinicName: 'Orchard Bone Clinic',
      isPanelHospital: true,
      totalRequested: '14250.50',
      receivedAt: '2026-11-20T01:00:00.000Z',
      due: createDecisionDue({
        dueAt: '2026-11-25T01:00:00.000Z',
        workingDaysLeft: -0.53,
        overdue: true,
      }),
      hold: createCaseHold({ adjudicatorName: 'Lim Wei Jie' }),
    });
    const onTime = createQueueItem({
      hospitalName: null,
      clinicName: 'Bedok Clinic',
      totalRequested: null,
      due: createDecisionDue({
        dueAt: '2026-11-27T01:00:00.000Z',
        workingDaysLeft: 1,
        overdue: false,
      }),
    });
    const app = setup('/adjudication', {
      [QUEUE]: () => json(200, createQueue([overdue, onTime])),
    });
    await queueList();
    expect(app.lastQuery()).toEqual(firstPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Processing' })).toBeVisible();

    const first = within(itemOf(overdue));
    expect(first.getByRole('link', { name: overdue.erefNo })).toHaveAttribute(
      'href',
      `/adjudication/cases/${overdue.paId}`,
    );
    expect(first.getByText('Panel hospital')).toBeVisible();
    expect(first.getByText('Tan Ah Kow')).toBeVisible();
    expect(first.getByText('Tan Mei Ling')).toBeVisible();
    expect(first.getByText('Mount Elizabeth Hospital · Orchard Bone Clinic')).toBeVisible();
    expect(first.getByText('S$ 14,250.50')).toBeVisible();
    expect(first.getByText('20-11-2026 09:00')).toBeVisible();
    expect(first.getByText('25-11-2026 09:00')).toBeVisible();
    // Overdue in words (not by colour alone).
    expect(first.getByText('Overdue by 0.5 working days')).toBeVisible();
    expect(
      first.getByText(`Lim Wei Jie, until ${singaporeTimeOfDay(overdue.hold?.expiresAt ?? '')}`),
    ).toBeVisible();

    const second = within(itemOf(onTime));
    expect(second.queryByText('Panel hospital')).not.toBeInTheDocument();
    expect(second.getByText('Bedok Clinic')).toBeVisible();
    expect(second.getByText('N/A')).toBeVisible();
    expect(second.getByText('1 working day left')).toBeVisible();
    expect(second.getByText('Nobody')).toBeVisible();
    expect(screen.getByText('Total: 2')).toBeVisible();
  });

  it('says when a request is held by the adjudicator itself', async () => {
    const mine = createQueueItem({ hold: createCaseHold({ heldByMe: true }) });
    setup('/adjudication', { [QUEUE]: () => json(200, createQueue([mine])) });
    await queueList();
    expect(
      within(itemOf(mine)).getByText(
        `You, until ${singaporeTimeOfDay(mine.hold?.expiresAt ?? '')}`,
      ),
    ).toBeVisible();
  });

  it('writes the filters to the URL and the queue call, back on page 1', async () => {
    const app = setup('/adjudication?page=2', {
      [QUEUE]: () => json(200, createQueue([createQueueItem()], 45)),
    });
    await queueList();
    expect(app.lastQuery()).toMatchObject({ offset: '20' });

    await choose(app.user, 'Panel', 'Panel hospitals only');
    await choose(app.user, 'Due', 'Due within N working days');
    const days = screen.getByLabelText('Working days');
    await app.user.clear(days);
    await app.user.type(days, '3');
    await choose(app.user, 'Assigned to', 'Nobody');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));

    const filters = { panel: 'true', due: 'within', dueWithinDays: '3', assignedTo: 'nobody' };
    await waitFor(() => expect(app.urlParams()).toEqual(filters));
    await waitFor(() => expect(app.lastQuery()).toEqual({ ...firstPage, ...filters }));
    // The phone's closed Filters button says how many are on.
    expect(screen.getByRole('button', { name: 'Filters (3 on)' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(app.urlParams()).toEqual({}));
    await waitFor(() => expect(app.lastQuery()).toEqual(firstPage));
  });

  it('filters by a hospital chosen from the hospital lookup, and keeps its name in the URL', async () => {
    const hospital = {
      hospitalId: '11111111-1111-4111-8111-111111111111',
      hospitalCode: 'MEH',
      hospitalName: 'Mount Elizabeth Hospital',
      isPanelHospital: true,
      boEmailaddress: null,
    };
    const app = setup('/adjudication', {
      'GET /api/lookups/hospitals': () => json(200, [hospital]),
    });
    await queueList();

    await app.user.type(screen.getByRole('combobox', { name: 'Hospital' }), 'Mount');
    await app.user.click(
      await screen.findByRole('option', { name: 'Mount Elizabeth Hospital' }, { timeout: 3000 }),
    );
    expect(app.server.callsTo('GET /api/lookups/hospitals').at(-1)?.query.get('name')).toBe(
      'Mount',
    );
    await app.user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(app.urlParams()).toEqual({
        hospitalId: hospital.hospitalId,
        hospitalName: 'Mount Elizabeth Hospital',
      }),
    );
    await waitFor(() =>
      expect(app.lastQuery()).toEqual({ ...firstPage, hospitalId: hospital.hospitalId }),
    );
    expect(screen.getByRole('combobox', { name: 'Hospital' })).toHaveValue(
      'Mount Elizabeth Hospital',
    );
  });

  it('refuses a hospital typed but not chosen from the list', async () => {
    const app = setup('/adjudication', { 'GET /api/lookups/hospitals': () => json(200, []) });
    await queueList();
    await app.user.type(screen.getByRole('combobox', { name: 'Hospital' }), 'Nowhere');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please choose a hospital from the list.')).toBeVisible();
    expect(app.urlParams()).toEqual({});
  });

  it("refuses a due filter with a status other than Processing, with the API's message", async () => {
    const app = setup('/adjudication');
    await queueList();
    await choose(app.user, 'Status', 'Approved');
    await choose(app.user, 'Due', 'Overdue');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('The due filter applies to requests in Processing only.'),
    ).toBeVisible();
    expect(app.urlParams()).toEqual({});
  });

  it('reads its view from the URL, dropping a due filter that does not fit the status', async () => {
    const app = setup('/adjudication?statusCode=APP&due=overdue&assignedTo=me&panel=false&page=2');
    await queueList('newest first');
    // The first call: page 2 lies past this fake queue's last page, so the list then turns to 1.
    expect(Object.fromEntries(app.queueCalls()[0]?.query ?? [])).toEqual({
      statusCode: 'APP',
      panel: 'false',
      assignedTo: 'me',
      offset: '20',
      limit: '20',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();
  });

  it('asks for offset = (page - 1) × 20, keeping the page on screen while the next loads', async () => {
    const first = createQueueItem({ patientName: 'On page one' });
    const next = deferred();
    const app = setup('/adjudication', {
      [QUEUE]: (call) =>
        call.query.get('offset') === '20' ? next.promise : json(200, createQueue([first], 45)),
    });
    await screen.findByText('On page one');

    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(app.urlParams()).toEqual({ page: '2' });
    await waitFor(() => expect(app.lastQuery()).toEqual({ ...firstPage, offset: '20' }));
    expect(screen.getByText('On page one')).toBeVisible();
    const list = await queueList();
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.previousElementSibling).toHaveTextContent('Loading…');

    next.resolve(json(200, createQueue([createQueueItem({ patientName: 'On page two' })], 45)));
    expect(await screen.findByText('On page two')).toBeVisible();
    expect(screen.queryByText('On page one')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a count that stopped early as "1000+" and pages on past it', async () => {
    const app = setup('/adjudication?search=tan', {
      // Counted up to 1,000 on the first pages, up to 2,000 from page 50 on.
      [QUEUE]: (call) =>
        Number(call.query.get('offset')) < 980
          ? json(200, createQueue([createQueueItem({ patientName: 'Tan Ah Kow' })], 1000, true))
          : json(200, createQueue([createQueueItem({ patientName: 'Tan Mei Ling' })], 1234)),
    });
    await screen.findByText('Tan Ah Kow');
    expect(screen.getByText('Total: 1000+')).toBeVisible();

    // Pages 41 to 50 hold the first 1,000; the block after them is there once more are counted.
    for (let block = 0; block < 4; block += 1) {
      await app.user.click(screen.getByRole('button', { name: 'Next 10 pages' }));
    }
    await app.user.click(await screen.findByRole('button', { name: 'Page 50' }));
    expect(await screen.findByText('Tan Mei Ling')).toBeVisible();
    expect(app.lastQuery()).toEqual({ ...firstPage, search: 'tan', offset: '980' });
    expect(screen.getByText('Total: 1234')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next 10 pages' })).toBeEnabled();
  });

  it('shows an overdue count that stopped early as "1000+", as the overdue list says', async () => {
    setup('/adjudication', {
      [COUNTS]: () => json(200, createQueueCounts({ PRO: 6015 }, 1000, 117, true)),
    });
    const counts = within(await screen.findByRole('region', { name: 'Requests by status' }));
    expect(await counts.findByRole('button', { name: '1000+ Overdue' })).toBeVisible();
    expect(counts.getByRole('button', { name: '6015 Processing' })).toBeVisible();
    expect(counts.getByRole('button', { name: '117 Urgent' })).toBeVisible();
  });

  it('shows the count per status and the overdue ones, each showing its requests when pressed', async () => {
    const app = setup('/adjudication?assignedTo=me', {
      [COUNTS]: () => json(200, createQueueCounts({ PRO: 12, APP: 3, SUB: 0 }, 4)),
    });
    await queueList();
    const counts = within(await screen.findByRole('region', { name: 'Requests by status' }));
    const processing = await counts.findByRole('button', { name: '12 Processing' });
    const overdue = counts.getByRole('button', { name: '4 Overdue' });
    const approved = counts.getByRole('button', { name: '3 Approved' });
    // Statuses without requests are left out.
    expect(counts.queryByRole('button', { name: '0 Submitted' })).not.toBeInTheDocument();
    expect(processing).toHaveAttribute('aria-pressed', 'true');
    expect(overdue).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(overdue);
    await waitFor(() => expect(app.urlParams()).toEqual({ due: 'overdue' }));
    await waitFor(() => expect(app.lastQuery()).toEqual({ ...firstPage, due: 'overdue' }));
    expect(overdue).toHaveAttribute('aria-pressed', 'true');
    expect(processing).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Processing · overdue' })).toBeVisible();

    await app.user.click(approved);
    await waitFor(() => expect(app.urlParams()).toEqual({ statusCode: 'APP' }));
    await waitFor(() => expect(app.lastQuery()).toEqual({ ...firstPage, statusCode: 'APP' }));
    expect(approved).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nothing matches', async () => {
    setup('/adjudication?assignedTo=me', { [QUEUE]: () => json(200, createQueue([], 0)) });
    expect(await screen.findByText('No requests match these filters.')).toBeVisible();
    expect(
      screen.queryByRole('list', { name: 'Requests, urgent first, then earliest due' }),
    ).not.toBeInTheDocument();
  });

  it('says why the queue could not be loaded, and loads it again on Try again', async () => {
    const failure = createErrorEnvelope({
      code: 'INTERNAL',
      detailMessage: 'The queue is resting.',
    });
    const app = setup('/adjudication', {
      [QUEUE]: inTurn(
        apiError(500, failure),
        apiError(500, failure),
        apiError(500, failure),
        apiError(500, failure),
        json(200, createQueue([createQueueItem({ patientName: 'Back again' })])),
      ),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The queue is resting.');
    expect(app.failures).toContain('The queue is resting.');

    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });

  it('is not found for anyone but an adjudicator', async () => {
    setup('/adjudication', {}, createUserInfo({ userType: 'policy-holder' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
