import type { CaseView } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import {
  createCaseAuditEntry,
  createCaseAuditPage,
  createCaseView,
} from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, inTurn, json } from '../../../testing/fetch-stub';
import { screen, userEvent, waitFor, within } from '../../../testing/test-utils';
import { atTenPastTen, opened, section, setup } from './case.test-support';

const auditRoute = (view: CaseView) => `GET /api/adjudication/cases/${view.paId}/audit`;

/** Entries named "Adjudicator n", newest (highest n) first. */
const entries = (...numbers: number[]) =>
  numbers.map((n) => createCaseAuditEntry({ id: n, actorName: `Adjudicator ${n}` }));

const shownNames = () =>
  within(section('Audit'))
    .getAllByText(/^Adjudicator \d+ /)
    .map((line) => line.textContent);

const olderButton = () => screen.queryByRole('button', { name: 'Show older entries' });

describe("the case page's audit", () => {
  atTenPastTen();

  it('shows the latest page, then older pages on "Show older entries" until the last', async () => {
    const view = createCaseView({ audit: createCaseAuditPage(entries(5, 4), 5) });
    const { server } = setup(view, {
      [auditRoute(view)]: (call) =>
        // An opening since the case was read: the second page repeats entry 4.
        json(
          200,
          call.query.get('offset') === '2'
            ? createCaseAuditPage(entries(4, 3), 6)
            : createCaseAuditPage(entries(2, 1), 6),
        ),
    });
    await opened();
    expect(shownNames()).toEqual(['Adjudicator 5 (Adjudicator)', 'Adjudicator 4 (Adjudicator)']);
    expect(within(section('Audit')).getByRole('status')).toHaveTextContent(
      'Newest first: 2 of 5 entries',
    );

    await userEvent.click(olderButton()!);

    await waitFor(() => expect(shownNames()).toHaveLength(3));
    expect(shownNames()).toEqual([
      'Adjudicator 5 (Adjudicator)',
      'Adjudicator 4 (Adjudicator)',
      'Adjudicator 3 (Adjudicator)',
    ]);
    // The focus goes to the first entry read.
    expect(document.activeElement).toHaveTextContent('Adjudicator 3 (Adjudicator)');

    await userEvent.click(olderButton()!);

    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(shownNames().at(-1)).toBe('Adjudicator 1 (Adjudicator)');
    expect(olderButton()).toBeNull();
    expect(within(section('Audit')).getByRole('status')).toHaveTextContent(
      'Newest first: 5 of 5 entries',
    );
    expect(server.callsTo(auditRoute(view)).map((call) => call.query.toString())).toEqual([
      'offset=2',
      'offset=4',
    ]);
  });

  it('skips entries written since the case was read, and shows each older one', async () => {
    const view = createCaseView({ audit: createCaseAuditPage(entries(10, 9), 3) });
    const { server } = setup(view, {
      // Three openings since: entries 11 to 13 on top, so offset 2 now holds 11 and 10.
      [auditRoute(view)]: (call) =>
        json(
          200,
          call.query.get('offset') === '2'
            ? createCaseAuditPage(entries(11, 10), 6)
            : createCaseAuditPage(entries(8), 6),
        ),
    });
    await opened();

    await userEvent.click(olderButton()!);
    await waitFor(() => expect(server.callsTo(auditRoute(view))).toHaveLength(1));
    await waitFor(() => expect(olderButton()).toBeEnabled());
    await userEvent.click(olderButton()!);

    await waitFor(() => expect(olderButton()).toBeNull());
    // Entry 11 belongs above the list, 10 was shown already; the second read went past the two
    // shown and the three written since.
    expect(shownNames()).toEqual([
      'Adjudicator 10 (Adjudicator)',
      'Adjudicator 9 (Adjudicator)',
      'Adjudicator 8 (Adjudicator)',
    ]);
    expect(server.callsTo(auditRoute(view)).map((call) => call.query.get('offset'))).toEqual([
      '2',
      '5',
    ]);
  });

  it('has no "Show older entries" when the case brought every entry', async () => {
    const view = createCaseView({ audit: createCaseAuditPage(entries(2, 1)) });
    setup(view);
    await opened();

    expect(shownNames()).toHaveLength(2);
    expect(olderButton()).toBeNull();
  });

  it('says so when the older entries cannot be read, and keeps what it shows', async () => {
    const view = createCaseView({ audit: createCaseAuditPage(entries(3), 3) });
    const refusal = createErrorEnvelope({
      code: 'INTERNAL',
      detailMessage: 'Something went wrong on our side.',
    });
    const { failures } = setup(view, {
      [auditRoute(view)]: inTurn(
        apiError(500, refusal),
        apiError(500, refusal),
        apiError(500, refusal),
        apiError(500, refusal),
        json(200, createCaseAuditPage(entries(2, 1), 3)),
      ),
    });
    await opened();

    await userEvent.click(olderButton()!);

    expect(await within(section('Audit')).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side.',
    );
    expect(failures).toContain('Something went wrong on our side.');
    expect(shownNames()).toEqual(['Adjudicator 3 (Adjudicator)']);

    // Asking again reads the page and clears the message.
    await userEvent.click(olderButton()!);
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    expect(within(section('Audit')).queryByRole('alert')).toBeNull();
    expect(olderButton()).toBeNull();
  });
});
