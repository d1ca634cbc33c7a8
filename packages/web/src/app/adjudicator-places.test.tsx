import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueue, createQueueCounts } from '../testing/adjudication-generators';
import { createHolidayList, createTurnaround } from '../testing/calendar-generators';
import { createLoginResponse } from '../testing/data-generators';
import { json, stubFetch } from '../testing/fetch-stub';
import { seedSession } from '../testing/test-utils';
import { renderApp } from './render-app';

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
});
