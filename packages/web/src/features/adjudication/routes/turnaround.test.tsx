import type { Turnaround } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  createAdjudicatorFigures,
  createCmsFigures,
  createDeciderFigures,
  createTurnaround,
  createTurnaroundNumbers,
  createTurnaroundWeek,
} from '../../../testing/calendar-generators';
import { createUserInfo } from '../../../testing/data-generators';
import { withDateFixedAt } from '../../../testing/fixed-date';
import { deferred, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { TurnaroundRoute } from './turnaround';

const TURNAROUND = 'GET /api/adjudication/turnaround';

const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

/** The turnaround page at `path`, for an adjudicator. */
const renderPage = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="adjudication/turnaround" element={<TurnaroundRoute />} />
    </Routes>,
    { path, currentUser: adjudicator },
  );

/** The turnaround page at `path` against a fake server answering every period with `answer`. */
function setup(path: string, answer: Turnaround = createTurnaround()) {
  const server = stubFetch({ [TURNAROUND]: () => json(200, answer) });
  const app = renderPage(path);
  return {
    ...app,
    /** The periods asked for, in turn. */
    periodsAsked: () =>
      server.callsTo(TURNAROUND).map((call) => Object.fromEntries(call.query.entries())),
  };
}

/** Two weeks of November 2026, the second with a holiday's slower decisions and an expiry. */
const twoWeeks = createTurnaround(
  [
    createTurnaroundWeek({ weekStart: '2026-11-02', ...createTurnaroundNumbers(6) }),
    createTurnaroundWeek({
      weekStart: '2026-11-09',
      ...createTurnaroundNumbers(2, {
        timing: {
          timed: 2,
          medianWorkingDays: 4.25,
          p90WorkingDays: 4.85,
          withinTarget: 0,
          late: 2,
          overdueUndecided: 1,
          withinTargetShare: 0,
        },
        expiries: { total: 1, 'DOC-EXP': 1, 'BO-EXP': 0, 'REM-EXP': 0 },
      }),
    }),
  ],
  {
    decisions: { total: 8, approved: 5, rejected: 2, amendmentRequested: 1 },
    automaticReversed: 1,
    timing: {
      timed: 7,
      medianWorkingDays: 1.75,
      p90WorkingDays: 4.6,
      withinTarget: 4,
      late: 3,
      overdueUndecided: 1,
      withinTargetShare: 0.5,
    },
    expiries: { total: 1, 'DOC-EXP': 1, 'BO-EXP': 0, 'REM-EXP': 0 },
  },
);

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;

describe('the turnaround page', () => {
  // Thursday 26-11-2026, 10:10 in Singapore.
  withDateFixedAt(new Date('2026-11-26T02:10:00.000Z'));

  it("shows a period's figures and each week's numbers, in the chart and in the table", async () => {
    const app = setup('/adjudication/turnaround?from=2026-11-02&to=2026-11-15', twoWeeks);

    expect(
      await screen.findByRole('heading', { level: 2, name: '02-11-2026 to 15-11-2026' }),
    ).toBeVisible();
    expect(app.periodsAsked()).toEqual([{ from: '2026-11-02', to: '2026-11-15' }]);
    await screen.findByText('Decisions made');
    expect(within(figure('Decisions made')).getByText('8')).toBeVisible();
    expect(
      within(figure('Decisions made')).getByText(
        '5 approved, 2 rejected, 1 sent back for amendment',
      ),
    ).toBeVisible();
    expect(figure('Median time to decide')).toHaveTextContent('1.75 working days');
    expect(figure('90th percentile')).toHaveTextContent('4.6 working days');
    // The request left undecided past its due time counts as missed.
    expect(within(figure('On time')).getByText('50%')).toBeVisible();
    expect(
      within(figure('On time')).getByText(
        '4 of 8: 7 decided (4 on time, 3 late) and 1 undecided past due. Due 3 working days ' +
          'after all information was received, an urgent request 72 hours after.',
      ),
    ).toBeVisible();
    expect(within(figure('Undecided past due')).getByText('1')).toBeVisible();
    expect(figure('Undecided past due')).toHaveTextContent(/each counts as missed/);
    expect(within(figure('Automatic approvals reversed')).getByText('1')).toBeVisible();
    expect(figure('Automatic approvals reversed')).toHaveTextContent(/Not counted as approvals/);
    expect(figure('Expired requests')).toHaveTextContent('Expired – Doctor Inputs: 1');
    expect(screen.getByText(/1 decision is not timed/)).toBeVisible();

    const decisionsChart = within(screen.getByRole('region', { name: 'Decisions per week' }));
    expect(decisionsChart.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Week from 02-11-2026: 6'),
      expect.stringContaining('Week from 09-11-2026: 2'),
    ]);
    const medianChart = within(
      screen.getByRole('region', { name: 'Median working days to decide, per week' }),
    );
    expect(medianChart.getByText('Week from 09-11-2026: 4.25')).toBeInTheDocument();

    const weeks = within(screen.getByRole('table', { name: 'Week by week' }));
    const secondWeek = weeks.getByRole('row', { name: /^09-11-2026 to 15-11-2026/ });
    expect(
      within(secondWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '4.25 working days', '4.85 working days', '0% (0 of 3)', '1', '1']);
  });

  it('asks for the last 12 weeks without a period in the URL', async () => {
    const app = setup('/adjudication/turnaround');
    await screen.findByText('Decisions made');
    // Monday 07-09-2026 to today: 11 whole weeks and this one so far.
    expect(app.periodsAsked()).toEqual([{ from: '2026-09-07', to: '2026-11-26' }]);
    expect(screen.getByRole('textbox', { name: /^First day/ })).toHaveValue('07-09-2026');
    expect(screen.getByRole('textbox', { name: /^Last day/ })).toHaveValue('26-11-2026');
  });

  it('shows another period when asked, the URL following, the old figures kept while it loads', async () => {
    const october = deferred();
    const server = stubFetch({
      [TURNAROUND]: (call) =>
        call.query.get('from') === '2026-10-01' ? october.promise : json(200, twoWeeks),
    });
    const app = renderPage('/adjudication/turnaround?from=2026-11-02&to=2026-11-15');
    await screen.findByText('Decisions made');
    const first = screen.getByRole('textbox', { name: /^First day/ });
    await app.user.clear(first);
    await app.user.type(first, '01102026');
    const last = screen.getByRole('textbox', { name: /^Last day/ });
    await app.user.clear(last);
    await app.user.type(last, '04102026');
    await app.user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('Loading…')).toBeVisible();
    expect(app.location()).toBe('/adjudication/turnaround?from=2026-10-01&to=2026-10-04');
    expect(
      screen.getByRole('heading', { level: 2, name: '02-11-2026 to 15-11-2026' }),
    ).toBeVisible();
    expect(figure('Decisions made').closest('[aria-busy="true"]')).not.toBeNull();

    october.resolve(
      json(
        200,
        createTurnaround(
          [createTurnaroundWeek({ weekStart: '2026-09-28', from: '2026-10-01', to: '2026-10-04' })],
          createTurnaroundNumbers(3),
        ),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: '01-10-2026 to 04-10-2026' }),
    ).toBeVisible();
    expect(within(figure('Decisions made')).getByText('3')).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(
      server.callsTo(TURNAROUND).map((call) => Object.fromEntries(call.query.entries())),
    ).toEqual([
      { from: '2026-11-02', to: '2026-11-15' },
      { from: '2026-10-01', to: '2026-10-04' },
    ]);
  });

  it('refuses a period ending before it starts, asking nothing', async () => {
    const app = setup('/adjudication/turnaround?from=2026-11-02&to=2026-11-15', twoWeeks);
    await screen.findByText('Decisions made');
    const last = screen.getByRole('textbox', { name: /^Last day/ });
    await app.user.clear(last);
    await app.user.type(last, '01112026');
    await app.user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('The last day cannot be before the first day.')).toBeVisible();
    expect(app.periodsAsked()).toHaveLength(1);
    expect(app.location()).toBe('/adjudication/turnaround?from=2026-11-02&to=2026-11-15');
  });

  it('says so in a sentence when nothing happened in the period, with no chart', async () => {
    const quiet = createTurnaroundNumbers(0);
    setup(
      '/adjudication/turnaround?from=2026-12-01&to=2026-12-01',
      createTurnaround(
        [
          createTurnaroundWeek({
            weekStart: '2026-11-30',
            from: '2026-12-01',
            to: '2026-12-01',
            ...quiet,
          }),
        ],
        quiet,
      ),
    );

    expect(
      await screen.findByText(
        'No decisions were made, no requests expired and none fell overdue from 01-12-2026.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Decisions per week' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('goes back to the last 12 weeks with its button', async () => {
    const app = setup('/adjudication/turnaround?from=2026-11-02&to=2026-11-15', twoWeeks);
    await screen.findByText('Decisions made');
    await app.user.click(screen.getByRole('button', { name: 'Last 12 weeks' }));

    await waitFor(() =>
      expect(app.location()).toBe('/adjudication/turnaround?from=2026-09-07&to=2026-11-26'),
    );
    expect(app.periodsAsked().at(-1)).toEqual({ from: '2026-09-07', to: '2026-11-26' });
  });

  it('shows a period with only an overdue request, not the empty sentence', async () => {
    const overdue = createTurnaroundNumbers(0);
    overdue.timing = { ...overdue.timing, overdueUndecided: 1, withinTargetShare: 0 };
    setup(
      '/adjudication/turnaround?from=2026-11-02&to=2026-11-08',
      createTurnaround([createTurnaroundWeek(overdue)], overdue),
    );
    expect(await screen.findByText('Undecided past due', { selector: 'dt' })).toBeVisible();
    expect(figure('On time')).toHaveTextContent('0%');
  });
});

describe("the turnaround page's deciders and CMS-0057-F figures", () => {
  withDateFixedAt(new Date('2026-11-26T02:10:00.000Z'));

  const decided = createTurnaround([createTurnaroundWeek()], {
    deciders: {
      automatic: createDeciderFigures(2, {
        medianWorkingDays: 0.01,
        withinTarget: 2,
        withinTargetShare: 1,
      }),
      adjudicators: createDeciderFigures(2, {
        decisions: { total: 2, approved: 0, rejected: 1, amendmentRequested: 1 },
        medianWorkingDays: 2.5,
        withinTarget: 1,
        withinTargetShare: 0.5,
      }),
    },
    adjudicators: [
      createAdjudicatorFigures({
        name: 'Lim Wei Jie',
        ...createDeciderFigures(1, {
          decisions: { total: 1, approved: 0, rejected: 1, amendmentRequested: 0 },
          medianWorkingDays: 4,
          withinTarget: 0,
          withinTargetShare: 0,
        }),
      }),
      createAdjudicatorFigures({
        name: 'Tan Mei Ling',
        ...createDeciderFigures(1, {
          decisions: { total: 1, approved: 0, rejected: 0, amendmentRequested: 1 },
          medianWorkingDays: 1,
        }),
      }),
    ],
    cms: {
      standard: createCmsFigures({
        approvedPercent: 66.7,
        deniedPercent: 16.7,
        averageHours: 71.8,
        medianHours: 42,
        averageWorkingDays: 1.99,
        medianWorkingDays: 1.75,
      }),
      urgent: createCmsFigures({
        decisions: 2,
        timed: 2,
        approvedPercent: 50,
        deniedPercent: 50,
        averageHours: 30.5,
        medianHours: 30.5,
        averageWorkingDays: 1.27,
        medianWorkingDays: 1.27,
      }),
    },
  });

  const rowsOf = (tableName: string) =>
    within(screen.getByRole('table', { name: tableName }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it("shows the automatic and the adjudicators' decisions apart, and each adjudicator", async () => {
    setup('/adjudication/turnaround?from=2026-11-02&to=2026-11-08', decided);
    await screen.findByRole('heading', { level: 3, name: 'Who decided' });

    expect(rowsOf("Automatic and adjudicators' decisions")).toEqual([
      ['Automatic (straight-through)', '2', '2', '0', '0', '0.01 working days', '100% (2 of 2)'],
      ['Adjudicators', '2', '0', '1', '1', '2.5 working days', '50% (1 of 2)'],
    ]);
    expect(rowsOf('Per adjudicator')).toEqual([
      ['Lim Wei Jie', '1', '0', '1', '0', '4 working days', '0% (0 of 1)'],
      ['Tan Mei Ling', '1', '0', '0', '1', '1 working day', '100% (1 of 1)'],
    ]);
  });

  it('says so when no adjudicator decided', async () => {
    setup(
      '/adjudication/turnaround?from=2026-11-02&to=2026-11-08',
      createTurnaround([createTurnaroundWeek()], { adjudicators: [] }),
    );
    expect(await screen.findByText('No adjudicator made a decision in this period.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Per adjudicator' })).not.toBeInTheDocument();
  });

  it("shows CMS-0057-F's figures of standard and urgent requests apart, amendment requests explained", async () => {
    setup('/adjudication/turnaround?from=2026-11-02&to=2026-11-08', decided);
    const clockFigure = (clock: string) => async (label: string) =>
      within(await screen.findByRole('region', { name: clock }))
        .getByText(label, { selector: 'dt' })
        .closest('div') as HTMLElement;
    const standard = clockFigure('Standard requests');
    const urgent = clockFigure('Urgent requests');

    expect(await standard('Approved')).toHaveTextContent('66.7%of 4 decisions');
    expect(await standard('Denied')).toHaveTextContent('16.7%of 4 decisions');
    expect(await standard('Average time')).toHaveTextContent('71.8 hours1.99 working days');
    expect(await standard('Median time')).toHaveTextContent('42 hours1.75 working days');
    expect(await urgent('Approved')).toHaveTextContent('50%of 2 decisions');
    expect(await urgent('Median time')).toHaveTextContent('30.5 hours1.27 working days');
    expect(screen.getByText(/An amendment request is neither approved nor denied/)).toBeVisible();
  });

  it("downloads the period's CSV, busy until it has come", async () => {
    const answer = deferred();
    const server = stubFetch({
      [TURNAROUND]: () => json(200, decided),
      'GET /api/adjudication/turnaround.csv': () => answer.promise,
    });
    const app = renderPage('/adjudication/turnaround?from=2026-11-02&to=2026-11-08');
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:turnaround', revokeObjectURL: () => {} });
    // The browser's "save as": the file name the link asks for.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await app.user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await app.user.click(button);
    const calls = server.callsTo('GET /api/adjudication/turnaround.csv');
    expect(calls.map((call) => Object.fromEntries(call.query.entries()))).toEqual([
      { from: '2026-11-02', to: '2026-11-08' },
    ]);

    answer.resolve(new Response(new Blob(['Section,From,To']), { status: 200 }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(saved).toEqual(['turnaround-2026-11-02-to-2026-11-08.csv']);
  });
});
