import type { CaseView } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { createUserInfo } from '../../../testing/data-generators';
import { withDateFixedAt } from '../../../testing/fixed-date';
import { json, type Routes as FakeRoutes, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { CaseRoute } from './case';

export const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

/** 10:10 in Singapore on 26-11-2026: a hold until 10:30 (the generators' default) is live. */
export const NOW = new Date('2026-11-26T02:10:00.000Z');

export const caseRoute = (view: CaseView) => `GET /api/adjudication/cases/${view.paId}`;
export const takeRoute = (view: CaseView) => `POST /api/adjudication/cases/${view.paId}/take`;
export const releaseRoute = (view: CaseView) => `POST /api/adjudication/cases/${view.paId}/release`;
export const notesRoute = (view: CaseView) => `GET /api/adjudication/cases/${view.paId}/notes`;
export const COLLEAGUES_ROUTE = 'GET /api/adjudication/colleagues';

/** The adjudicator and one colleague, as the colleagues' route answers. */
export const COLLEAGUES = {
  colleagues: [
    { id: '00000000-0000-4000-8000-000000000001', name: 'Grace Ong', isMe: true },
    { id: '00000000-0000-4000-8000-000000000002', name: 'Lim Wei Jie', isMe: false },
  ],
};

/** The case page of `view` for an adjudicator, against a fake server; `routes` add to its calls. */
export function setup(
  view: CaseView,
  routes: FakeRoutes = {},
  path = `/adjudication/cases/${view.paId}`,
) {
  const failures: string[] = [];
  const server = stubFetch({
    [caseRoute(view)]: () => json(200, view),
    [notesRoute(view)]: () => json(200, { notes: [] }),
    [COLLEAGUES_ROUTE]: () => json(200, COLLEAGUES),
    ...routes,
  });
  const app = renderWithProviders(
    <Routes>
      <Route path="adjudication" element={<p>The work queue</p>} />
      <Route path="adjudication/cases/:id" element={<CaseRoute />} />
      <Route path="adjudication/cases/:id/:decision" element={<p>A decision page</p>} />
    </Routes>,
    {
      path,
      currentUser: adjudicator,
      onCallError: (error, kind) => failures.push(errorMessage(error, kind)),
    },
  );
  return { ...app, server, failures };
}

export const section = (name: string) => screen.getByRole('region', { name });
export const opened = () => screen.findByRole('heading', { level: 1 });

/** A table's body rows as [row header, ...cells], by their text. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

/** The case page's tests run at NOW (Singapore 10:10 on 26-11-2026), with the fakes undone after. */
export const atTenPastTen = () => withDateFixedAt(NOW);
