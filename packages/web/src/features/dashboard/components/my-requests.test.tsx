import {
  DATE_MESSAGES,
  LINK_SESSION_TOKEN_PREFIX,
  STATUS_CODES,
  statusLabel,
  type RequestListItem,
} from '@preauth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../../../lib/error-message';
import type { CallErrorHandler } from '../../../lib/query-client';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { createErrorEnvelope, createRequestListItem } from '../../../testing/data-generators';
import { apiError, deferred, json, type Routes, stubFetch } from '../../../testing/fetch-stub';
import {
  FIRST_LOAD_MS,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../../testing/test-utils';
import { MyRequests } from './my-requests';

const statuses = STATUS_CODES.map((code) => ({ statusCode: code, statusDesc: statusLabel(code) }));

/** What the fake server answers to a list call: the default page or, per call, any response. */
type Answer = {
  list?: RequestListItem[];
  total?: number;
  /** Answers a list call itself (e.g. to hold one back); undefined falls back to the page. */
  page?: (query: URLSearchParams) => Promise<Response> | undefined;
};

/** The dashboard list at `path`, against a fake server; `routes` adds to or replaces its calls. */
function setup(
  path = '/dashboard',
  answer: Answer = {},
  { routes = {}, onCallError }: { routes?: Routes; onCallError?: CallErrorHandler } = {},
) {
  const list = answer.list ?? [createRequestListItem(), createRequestListItem()];
  const server = stubFetch({
    'GET /api/statuses': () => json(200, statuses),
    'GET /api/requests': (call) =>
      answer.page?.(call.query) ?? json(200, { list, total: answer.total ?? list.length }),
    ...routes,
  });
  const view = renderWithProviders(<MyRequests />, { path, onCallError });
  const listCalls = () => server.callsTo('GET /api/requests');
  return {
    ...view,
    server,
    /** The query of the latest list call, as an object. */
    lastQuery: () => Object.fromEntries(listCalls().at(-1)?.query ?? []),
    listCalls,
    /** The URL's search parameters, as an object. */
    urlParams: () => Object.fromEntries(new URLSearchParams(view.router.state.location.search)),
  };
}

/** Typing into five fields takes a few seconds when the machine is busy. */
const TYPING_TIMEOUT_MS = 15_000;

const firstPage = { sortBy: 'createdOn', sortOrder: 'desc', offset: '0', limit: '10' };

/** The list, once its filters and sort (loaded on use, issue 27) are in too. */
async function listAndControls() {
  await screen.findByRole('form', { name: 'Filter requests' }, { timeout: FIRST_LOAD_MS });
  await screen.findByRole('group', { name: 'Sort requests' });
  return screen.findByRole('list', { name: 'Requests' });
}

async function choose(user: ReturnType<typeof setup>['user'], select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('My requests', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the filters and sort behind a Filters button (for a phone) that says how many are on', async () => {
    const { user } = setup('/dashboard?statusCode=APP&patientName=tan');
    const filters = await screen.findByRole('button', { name: 'Filters (2 on)' });
    const panel = document.getElementById(filters.getAttribute('aria-controls') ?? '');
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toContainElement(
      await screen.findByRole('form', { name: 'Filter requests' }, { timeout: FIRST_LOAD_MS }),
    );
    expect(panel).toContainElement(screen.getByRole('group', { name: 'Sort requests' }));
    expect(panel).toHaveAttribute('data-open', 'false');

    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('asks for the first 10, newest first, and shows them with a New Request button', async () => {
    const tan = createRequestListItem({ patientName: 'Tan Ah Kow' });
    const app = setup('/dashboard', { list: [tan], total: 1 });
    expect(await screen.findByText('Tan Ah Kow')).toBeVisible();
    expect(app.lastQuery()).toEqual(firstPage);
    expect(screen.getByText('Total: 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Request' })).toHaveAttribute(
      'href',
      '/new-request',
    );
  });

  it("offers the remote authoriser (the emailed link's session, for its one request) no New Request", async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, `${LINK_SESSION_TOKEN_PREFIX}remote`);
    setup('/dashboard', { list: [createRequestListItem({ patientName: 'Tan Ah Kow' })] });
    expect(await screen.findByText('Tan Ah Kow')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New Request' })).not.toBeInTheDocument();
  });

  it('says "No results found!" when nothing matches', async () => {
    setup('/dashboard?patientName=nobody', { list: [], total: 0 });
    expect(await screen.findByText('No results found!')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Requests' })).not.toBeInTheDocument();
  });

  it(
    'writes the filters to the URL and the list call, back on page 1',
    async () => {
      const app = setup('/dashboard?page=3', { total: 45 });
      await listAndControls();
      expect(app.lastQuery()).toMatchObject({ offset: '20' });

      await app.user.type(screen.getByLabelText('Pre-Authorisation Ref No.'), 'PA2026');
      await app.user.type(screen.getByLabelText('Patient name'), 'tan');
      await app.user.type(screen.getByLabelText('Created by'), 'lim');
      await app.user.type(screen.getByLabelText('Created on'), '01112026');
      await choose(app.user, 'Status', 'Approved');
      await app.user.click(screen.getByRole('button', { name: 'Search' }));

      const filters = {
        erefNo: 'PA2026',
        patientName: 'tan',
        createdBy: 'lim',
        createdOn: '2026-11-01',
        statusCode: 'APP',
      };
      await waitFor(() => expect(app.urlParams()).toEqual(filters));
      await waitFor(() => expect(app.lastQuery()).toEqual({ ...filters, ...firstPage }));
    },
    TYPING_TIMEOUT_MS,
  );

  it('shows the error of an impossible Created on date and does not search', async () => {
    const app = setup('/dashboard?patientName=tan');
    await listAndControls();
    const calls = app.listCalls().length;
    const createdOn = screen.getByLabelText('Created on');

    await app.user.type(createdOn, '31022026');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(createdOn).toHaveAccessibleDescription(expect.stringContaining(DATE_MESSAGES.invalid)),
    );
    expect(createdOn).toHaveAttribute('aria-invalid', 'true');
    expect(createdOn).toHaveValue('31-02-2026');
    expect(app.urlParams()).toEqual({ patientName: 'tan' });
    expect(app.listCalls()).toHaveLength(calls);
  });

  it('clears the filters, keeping the sort', async () => {
    const app = setup('/dashboard?patientName=tan&statusCode=APP&sortOrder=asc&page=2', {
      total: 15,
    });
    await listAndControls();
    expect(screen.getByLabelText('Patient name')).toHaveValue('tan');

    await app.user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(app.urlParams()).toEqual({ sortOrder: 'asc' }));
    expect(screen.getByLabelText('Patient name')).toHaveValue('');
    await waitFor(() => expect(app.lastQuery()).toEqual({ ...firstPage, sortOrder: 'asc' }));
  });

  it('writes the sort to the URL and the list call, back on page 1', async () => {
    const app = setup('/dashboard?page=2', { total: 25 });
    await listAndControls();

    await choose(app.user, 'Sort by', 'Created by');
    await waitFor(() => expect(app.urlParams()).toEqual({ sortBy: 'createdBy' }));
    await choose(app.user, 'Order', 'Ascending');
    await waitFor(() => expect(app.urlParams()).toEqual({ sortBy: 'createdBy', sortOrder: 'asc' }));
    await waitFor(() =>
      expect(app.lastQuery()).toEqual({ ...firstPage, sortBy: 'createdBy', sortOrder: 'asc' }),
    );
  });

  it('asks for offset = (page - 1) × 10, keeping the page on screen while the next loads', async () => {
    const first = createRequestListItem({ patientName: 'On page one' });
    const next = deferred();
    const app = setup('/dashboard', {
      list: [first],
      total: 25,
      page: (query) => (query.get('offset') === '20' ? next.promise : undefined),
    });
    await listAndControls();
    expect(screen.getByText('On page one')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(app.urlParams()).toEqual({ page: '3' });
    await waitFor(() => expect(app.lastQuery()).toEqual({ ...firstPage, offset: '20' }));
    expect(screen.getByText('On page one')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('list', { name: 'Requests' })).toHaveAttribute('aria-busy', 'true');

    next.resolve(
      json(200, { list: [createRequestListItem({ patientName: 'On page three' })], total: 25 }),
    );
    expect(await screen.findByText('On page three')).toBeVisible();
    expect(screen.queryByText('On page one')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the same list and form after a reload at a URL with parameters', async () => {
    const search =
      '?erefNo=PA2026&createdOn=2026-11-01&statusCode=APP&sortBy=statusCode&sortOrder=asc&page=2';
    const app = setup(`/dashboard${search}`, { total: 15 });
    await listAndControls();

    expect(app.listCalls()).toHaveLength(1);
    expect(app.lastQuery()).toEqual({
      erefNo: 'PA2026',
      createdOn: '2026-11-01',
      statusCode: 'APP',
      sortBy: 'statusCode',
      sortOrder: 'asc',
      offset: '10',
      limit: '10',
    });
    expect(screen.getByLabelText('Pre-Authorisation Ref No.')).toHaveValue('PA2026');
    expect(screen.getByLabelText('Created on')).toHaveValue('01-11-2026');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Approved'),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Status');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Ascending');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores parameters the list call would refuse', async () => {
    const app = setup('/dashboard?statusCode=NOPE&sortBy=secret&page=-4&createdOn=31-12-2026');
    await listAndControls();
    expect(app.lastQuery()).toEqual(firstPage);
  });
});

describe('the certificate download', () => {
  const approved = () => createRequestListItem({ statusCode: 'APP', erefNo: 'PA2026-000042' });

  it('asks for the certificate of that request, busy until it has come', async () => {
    const item = approved();
    const answer = deferred();
    const app = setup(
      '/dashboard',
      { list: [item] },
      { routes: { 'GET /api/requests/certificate': () => answer.promise } },
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL: () => {} });
    // The browser's "save as": the file name the link asks for.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    const button = await screen.findByRole('button', {
      name: 'Download certificate PA2026-000042',
    });
    await app.user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const [call] = app.server.callsTo('GET /api/requests/certificate');
    expect(call?.query.get('paId')).toBe(item.paId);

    answer.resolve(new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(saved).toEqual([`request-${item.paId}.pdf`]);
  });

  it("shows a failure through the app's error path", async () => {
    const item = approved();
    const onCallError = vi.fn<CallErrorHandler>();
    const { server, user } = setup(
      '/dashboard',
      { list: [item] },
      {
        onCallError,
        routes: {
          'GET /api/requests/certificate': () =>
            apiError(404, createErrorEnvelope({ detailMessage: 'The certificate is not ready.' })),
        },
      },
    );

    const row = await screen.findByRole('list', { name: 'Actions for PA2026-000042' });
    await user.click(within(row).getByRole('button', { name: /Download certificate/ }));

    await waitFor(() => expect(onCallError).toHaveBeenCalledTimes(1));
    const [error, kind] = onCallError.mock.calls[0] ?? [];
    expect(errorMessage(error, kind ?? 'read')).toBe('The certificate is not ready.');
    expect(server.callsTo('GET /api/requests/certificate')[0]?.query.get('paId')).toBe(item.paId);
    expect(within(row).getByRole('button', { name: /Download certificate/ })).toBeEnabled();
  });
});
