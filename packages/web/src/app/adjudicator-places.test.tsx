import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueue, createQueueCounts } from '../testing/adjudication-generators';
import { createHolidayList, createTurnaround } from '../testing/calendar-generators';
import { createLoginResponse } from '../testing/data-generators';
import { json, stubFetch } from '../testing/fetch-stub';
import { seedSession } from '../testing/test-utils';
import { renderApp } from './render-app';

const CASE = '/adjudication/cases/3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f607';

describe("the adjudicator's places", () => {
  it("leads from the work queue to the holiday table and the turnaround by the header's links", async () => {
    const login = seedSession(
      createLoginResponse({ userInfo: { userType: 'insurer-adjudicator' } }),
    );
    stubFetch({
      'GET /api/users/me': () => json(200, login.userInfo),
      'GET /api/adjudication/queue': () => json(200, createQueue()),
      'GET /api/adjudication/queue/counts': () => json(200, createQueueCounts()),
      'GET /api/adjudication/holidays': () => json(200, createHolidayList()),
      'GET /api/adjudication/turnaround': () => json(200, createTurnaround()),
    });
    const app = renderApp('/adjudication');
    await screen.findByRole('heading', { level: 1, name: 'Work queue' });
    const places = within(screen.getByRole('navigation', { name: 'Main' }));

    await app.user.click(places.getByRole('link', { name: 'Holidays' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
    expect(app.location()).toBe('/adjudication/holidays');
    expect(places.getByRole('link', { name: 'Holidays' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(places.getByRole('link', { name: 'Turnaround' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turnaround' })).toBeVisible();
    expect(app.location()).toBe('/adjudication/turnaround');
  });

  it.each([
    '/adjudication',
    CASE,
    `${CASE}/approve`,
    '/adjudication/decision-rules',
    '/adjudication/holidays',
    '/adjudication/turnaround',
    '/adjudication/access-report',
    '/adjudication/policy',
  ])('%s: not found for anyone but an adjudicator, without asking the server', async (path) => {
    const login = seedSession(createLoginResponse({ userInfo: { userType: 'policy-holder' } }));
    const server = stubFetch({ 'GET /api/users/me': () => json(200, login.userInfo) });
    renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/users/me']);
  });
});
