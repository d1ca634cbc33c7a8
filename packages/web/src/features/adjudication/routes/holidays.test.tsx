import type { Holiday } from '@preauth/shared';
import { HOLIDAY_MESSAGES } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createHoliday, createHolidayList } from '../../../testing/calendar-generators';
import { createErrorEnvelope, createUserInfo } from '../../../testing/data-generators';
import { withDateFixedAt } from '../../../testing/fixed-date';
import {
  apiError,
  deferred,
  json,
  noBody,
  type RecordedCall,
  type Routes as FakeRoutes,
  stubFetch,
} from '../../../testing/fetch-stub';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { HolidaysRoute } from './holidays';

const LIST = 'GET /api/adjudication/holidays';
const put = (date: string) => `PUT /api/adjudication/holidays/${date}`;
const del = (date: string) => `DELETE /api/adjudication/holidays/${date}`;

const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

const vesak = createHoliday({ date: '2027-05-20', name: 'Vesak Day' });
const hariRayaHaji = createHoliday({ date: '2027-05-16', name: 'Hari Raya Haji' });
const inLieu = createHoliday({ date: '2027-05-17', name: 'Hari Raya Haji', observed: true });

/**
 * The holiday page at `path` against a fake server keeping the insurer's table: the list answers
 * the year asked with what the table holds then, a PUT adds or corrects, a DELETE removes;
 * `routes` replace any of its calls.
 */
function setup(
  path = '/adjudication/holidays?year=2027',
  table: Holiday[] = [vesak, hariRayaHaji, inLieu],
  routes: FakeRoutes = {},
) {
  let rows = [...table];
  const year = (call: RecordedCall) => Number(call.query.get('year'));
  const saved = (call: RecordedCall, date: string) => {
    const holiday = { date, observed: false, ...(call.body as object) } as Holiday;
    rows = [...rows.filter((row) => row.date !== date), holiday];
    return json(200, holiday);
  };
  const removed = (date: string) => {
    rows = rows.filter((row) => row.date !== date);
    return noBody(204);
  };
  const server = stubFetch({
    [LIST]: (call) =>
      json(
        200,
        createHolidayList(
          rows.filter((row) => row.date.startsWith(String(year(call)))),
          year(call),
        ),
      ),
    // The fake server matches whole paths: the dates the tests change.
    ...Object.fromEntries(
      ['2027-05-17', '2027-05-20', '2028-01-03'].flatMap((date) => [
        [put(date), (call: RecordedCall) => saved(call, date)],
        [del(date), () => removed(date)],
      ]),
    ),
    ...routes,
  } satisfies FakeRoutes);
  const app = renderWithProviders(
    <Routes>
      <Route path="adjudication/holidays" element={<HolidaysRoute />} />
    </Routes>,
    { path, currentUser: adjudicator },
  );
  return {
    ...app,
    server,
    /** The years the list was asked for, in turn. */
    yearsAsked: () => server.callsTo(LIST).map((call) => call.query.get('year')),
  };
}

const table = () => screen.findByRole('table', { name: /^Holidays in/ });
const rowOf = (date: string) =>
  screen.getByRole('rowheader', { name: date }).closest('tr') as HTMLElement;

describe('the holiday table', () => {
  // Thursday 26-11-2026, 10:10 in Singapore.
  withDateFixedAt(new Date('2026-11-26T02:10:00.000Z'));

  it("lists the year's holidays with their day, and goes to another year by the URL", async () => {
    const app = setup();
    await table();
    expect(app.yearsAsked()).toEqual(['2027']);
    expect(screen.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Holidays in 2027' })).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '16-05-2027',
      '17-05-2027',
      '20-05-2027',
    ]);
    expect(within(rowOf('16-05-2027')).getByText('Sunday')).toBeVisible();
    expect(within(rowOf('17-05-2027')).getByText('Day off in lieu')).toBeVisible();
    expect(within(rowOf('20-05-2027')).getByText('Vesak Day')).toBeVisible();

    await app.user.click(screen.getByRole('link', { name: 'Holidays in 2028' }));

    expect(await screen.findByText(/There are no holidays in 2028/)).toBeVisible();
    expect(app.location()).toBe('/adjudication/holidays?year=2028');
    expect(app.yearsAsked()).toEqual(['2027', '2028']);
  });

  it("shows this year's table (in Singapore) without a year in the URL", async () => {
    const app = setup('/adjudication/holidays', [createHoliday({ date: '2026-12-25' })]);
    await table();
    expect(app.yearsAsked()).toEqual(['2026']);
    expect(screen.getByRole('rowheader', { name: '25-12-2026' })).toBeVisible();
  });

  it('adds a holiday once on a double click, and shows it in its year', async () => {
    const answer = deferred();
    const app = setup('/adjudication/holidays?year=2027', [vesak], {
      [put('2028-01-03')]: () => answer.promise,
    });
    await table();
    const form = within(screen.getByRole('form', { name: 'Add a holiday' }));
    await app.user.type(form.getByRole('textbox', { name: /^Date/ }), '03012028');
    await app.user.type(form.getByRole('textbox', { name: 'Name' }), 'Extra day off');
    await app.user.click(form.getByRole('checkbox', { name: /Day off in lieu/ }));
    const add = form.getByRole('button', { name: 'Add holiday' });

    await app.user.dblClick(add);

    await waitFor(() => expect(add).toBeDisabled());
    const puts = app.server.callsTo(put('2028-01-03'));
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ name: 'Extra day off', observed: true });

    answer.resolve(json(200, { date: '2028-01-03', name: 'Extra day off', observed: true }));
    expect(await screen.findByText('Added Extra day off on 03-01-2028.')).toBeVisible();
    expect(app.location()).toBe('/adjudication/holidays?year=2028');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(app.server.callsTo(put('2028-01-03'))).toHaveLength(1);
  });

  it('corrects a holiday in a dialog, keeping it a day off in lieu, and reads the table again', async () => {
    const app = setup();
    await table();
    await app.user.click(
      screen.getByRole('button', { name: 'Correct Hari Raya Haji on 17-05-2027' }),
    );
    const dialog = within(
      screen.getByRole('dialog', { name: 'Correct the holiday on 17-05-2027' }),
    );
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hari Raya Haji');
    expect(dialog.getByRole('checkbox', { name: /Day off in lieu/ })).toBeChecked();

    await app.user.clear(name);
    await app.user.type(name, 'Hari Raya Haji (in lieu)');
    await app.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved Hari Raya Haji (in lieu) on 17-05-2027.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.server.callsTo(put('2027-05-17')).map((call) => call.body)).toEqual([
      { name: 'Hari Raya Haji (in lieu)', observed: true },
    ]);
    expect(await within(rowOf('17-05-2027')).findByText('Hari Raya Haji (in lieu)')).toBeVisible();
    expect(app.yearsAsked()).toEqual(['2027', '2027']);
  });

  it('deletes a holiday only after a Yes', async () => {
    const app = setup();
    await table();
    const deleteVesak = screen.getByRole('button', { name: 'Delete Vesak Day on 20-05-2027' });

    await app.user.click(deleteVesak);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this holiday?' });
    expect(dialog).toHaveTextContent('Vesak Day on 20-05-2027 will be a working day again');
    await app.user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(app.server.callsTo(del('2027-05-20'))).toHaveLength(0);
    expect(rowOf('20-05-2027')).toBeVisible();

    await app.user.click(deleteVesak);
    await app.user.dblClick(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByText('Deleted Vesak Day on 20-05-2027.')).toBeVisible();
    expect(app.server.callsTo(del('2027-05-20'))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: '20-05-2027' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of an addition at its field", async () => {
    const app = setup('/adjudication/holidays?year=2027', [vesak], {
      [put('2027-05-22')]: () =>
        apiError(
          400,
          createErrorEnvelope({
            code: 'VALIDATION_FAILED',
            detailMessage: HOLIDAY_MESSAGES.observedOnWeekend,
            issues: [{ path: 'observed', message: HOLIDAY_MESSAGES.observedOnWeekend }],
          }),
        ),
    });
    await table();
    const form = within(screen.getByRole('form', { name: 'Add a holiday' }));
    await app.user.type(form.getByRole('textbox', { name: /^Date/ }), '22052027');
    await app.user.type(form.getByRole('textbox', { name: 'Name' }), 'Saturday off');
    await app.user.click(form.getByRole('checkbox', { name: /Day off in lieu/ }));
    await app.user.click(form.getByRole('button', { name: 'Add holiday' }));

    expect(await form.findByRole('alert')).toHaveTextContent(HOLIDAY_MESSAGES.observedOnWeekend);
    expect(form.getByRole('checkbox', { name: /Day off in lieu/ })).toHaveAccessibleDescription(
      HOLIDAY_MESSAGES.observedOnWeekend,
    );
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Saturday off');
  });

  it("shows the server's message when the holiday to delete is already gone, and the table as it is now", async () => {
    const app = setup('/adjudication/holidays?year=2027', [vesak, hariRayaHaji], {
      [del('2027-05-20')]: () =>
        apiError(
          404,
          createErrorEnvelope({ code: 'NOT_FOUND', detailMessage: HOLIDAY_MESSAGES.notFound }),
        ),
    });
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Delete Vesak Day on 20-05-2027' }));
    await app.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(HOLIDAY_MESSAGES.notFound);
    await waitFor(() => expect(app.yearsAsked()).toEqual(['2027', '2027']));
    expect(screen.queryByText(/^Deleted/)).not.toBeInTheDocument();
  });

  it('refuses an addition without a date or a name, sending nothing', async () => {
    const app = setup();
    await table();
    const form = within(screen.getByRole('form', { name: 'Add a holiday' }));
    await app.user.click(form.getByRole('button', { name: 'Add holiday' }));

    expect(await form.findByText("Please enter the holiday's date.")).toBeVisible();
    expect(form.getByText(HOLIDAY_MESSAGES.name)).toBeVisible();
    expect(app.server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
