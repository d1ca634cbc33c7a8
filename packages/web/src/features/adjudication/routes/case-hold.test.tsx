import { describe, expect, it } from 'vitest';
import { createCaseHold, createCaseView } from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, inTurn, json, noBody } from '../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../testing/test-utils';
import {
  atTenPastTen,
  caseRoute,
  opened,
  releaseRoute,
  setup,
  takeRoute,
} from './case.test-support';

describe("the case page's hold", () => {
  atTenPastTen();

  it('takes a case nobody holds', async () => {
    const view = createCaseView({ hold: null });
    const app = setup(view, {
      [takeRoute(view)]: () =>
        json(200, createCaseHold({ heldByMe: true, adjudicatorName: 'Grace Ong' })),
    });
    await opened();
    expect(screen.getByText('Nobody is working on this case.')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Take this case' }));
    expect(await screen.findByText('You hold this case until 10:30')).toBeVisible();
    expect(app.server.callsTo(takeRoute(view)).map((call) => call.body)).toEqual([
      { takeOver: false },
    ]);
    expect(screen.getByRole('button', { name: 'Release' })).toBeVisible();
    // The take is not a view: the case is not read (and audited) again for it.
    expect(app.server.callsTo(caseRoute(view))).toHaveLength(1);
    // The button is gone: the focus goes on to the decisions, and the hold's line is a status.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Decision' })).toHaveFocus());
    expect(screen.getByText('You hold this case until 10:30')).toHaveAttribute('role', 'status');
  });

  it('takes a case over from another adjudicator after a Yes, and not after a No', async () => {
    const view = createCaseView({ hold: createCaseHold({ adjudicatorName: 'Lim Wei Jie' }) });
    const app = setup(view, {
      [takeRoute(view)]: () =>
        json(200, createCaseHold({ heldByMe: true, expiresAt: '2026-11-26T02:40:00.000Z' })),
    });
    await opened();
    expect(screen.getByText('Held by Lim Wei Jie until 10:30')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Take over' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take over this case?' });
    expect(dialog).toHaveTextContent(
      'Lim Wei Jie is working on this case until 10:30. Take it over to work on it yourself?',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.server.callsTo(takeRoute(view))).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Take over' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('You hold this case until 10:40')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Decision' })).toHaveFocus());
    expect(app.server.callsTo(takeRoute(view)).map((call) => call.body)).toEqual([
      { takeOver: true },
    ]);
  });

  it('releases its own hold', async () => {
    const view = createCaseView({ hold: createCaseHold({ heldByMe: true }) });
    const app = setup(view, { [releaseRoute(view)]: () => noBody(204) });
    await opened();
    expect(screen.getByText('You hold this case until 10:30')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Nobody is working on this case.')).toBeVisible();
    expect(app.server.callsTo(releaseRoute(view))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Take this case' })).toBeVisible();
  });

  it("shows the server's message when another adjudicator took the case first (409), and who holds it now", async () => {
    const view = createCaseView({ hold: null });
    const message =
      'Lim Wei Jie is working on this case until 10:30. Take it over to work on it yourself.';
    const app = setup(view, {
      [caseRoute(view)]: inTurn(
        json(200, view),
        json(200, { ...view, hold: createCaseHold({ adjudicatorName: 'Lim Wei Jie' }) }),
      ),
      [takeRoute(view)]: () =>
        apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: message })),
    });
    await opened();
    await app.user.click(screen.getByRole('button', { name: 'Take this case' }));

    expect(await screen.findByText('Held by Lim Wei Jie until 10:30')).toBeVisible();
    expect(app.failures).toEqual([message]);
    expect(screen.getByRole('button', { name: 'Take over' })).toBeVisible();
  });

  it("shows the server's message when a release is refused (409)", async () => {
    const view = createCaseView({ hold: createCaseHold({ heldByMe: true }) });
    const message = 'Lim Wei Jie holds this case now.';
    const app = setup(view, {
      [releaseRoute(view)]: () =>
        apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: message })),
    });
    await opened();
    await app.user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(app.failures).toEqual([message]));
    await waitFor(() => expect(app.server.callsTo(caseRoute(view))).toHaveLength(2));
  });

  it("counts a hold past its end as nobody's", async () => {
    setup(createCaseView({ hold: createCaseHold({ expiresAt: '2026-11-26T02:00:00.000Z' }) }));
    await opened();
    expect(screen.getByText('Nobody is working on this case.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take this case' })).toBeVisible();
  });
});
