import type { Turnaround } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
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
          withinTargetShare: 0,
        },
        expiries: { total: 1, 'DOC-EXP': 1, 'BO-EXP': 0, 'REM-EXP': 0 },
      }),
    }),
  ],
  {
    decisions: { total: 8, approved: 5, rejected: 2, amendmentRequested: 1 },
    timing: {
      timed: 7,
      medianWorkingDays: 1.75,
      p90WorkingDays: 4.6,
      withinTarget: 4,
      withinTargetShare: 0.571,
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
    expect(within(figure('Within 3 working days')).getByText('57.1%')).toBeVisible();
    expect(
      within(figure('Within 3 working days')).getByText('4 of 7 timed decisions'),
    ).toBeVisible();
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
    ).toEqual(['2', '4.25 working days', '4.85 working days', '0% (0 of 2)', '1']);
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
      await screen.findByText('No decisions were made and no requests expired from 01-12-2026.'),
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
});
