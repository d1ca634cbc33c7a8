import { ACCESS_REPORT_MESSAGES } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createUserInfo } from '../../../testing/data-generators';
import { deferred, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders, screen, waitFor } from '../../../testing/test-utils';
import { AccessReportRoute } from './access-report';

const REPORT = 'POST /api/adjudication/access-report.csv';
const NRIC = 'S1234567D';

const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

/** The access report page, for an adjudicator, with the file names the browser was asked to save. */
function renderPage() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const app = renderWithProviders(
    <Routes>
      <Route path="adjudication/access-report" element={<AccessReportRoute />} />
    </Routes>,
    { path: '/adjudication/access-report', currentUser: adjudicator },
  );
  return { ...app, saved };
}

describe('the access report', () => {
  it('posts the NRIC/FIN and offers the CSV, busy until it has come', async () => {
    const answer = deferred();
    const server = stubFetch({ [REPORT]: () => answer.promise });
    const app = renderPage();

    await app.user.type(screen.getByLabelText(/NRIC\/FIN/), 's1234567d');
    const button = screen.getByRole('button', { name: 'Download CSV' });
    await app.user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(server.callsTo(REPORT).map((call) => call.body)).toEqual([{ nric: NRIC }]);

    answer.resolve(new Response(new Blob(['\uFEFFTime (Singapore)']), { status: 200 }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The report is downloaded as access-report.csv.',
      ),
    );
    expect(app.saved).toEqual(['access-report.csv']);
    expect(screen.getByLabelText(/NRIC\/FIN/)).toHaveValue('');
  });

  it('checks the check letter before asking', async () => {
    const server = stubFetch({});
    const app = renderPage();

    await app.user.type(screen.getByLabelText(/NRIC\/FIN/), 'S1234567A{Enter}');

    expect(await screen.findByText(ACCESS_REPORT_MESSAGES.nricInvalid)).toBeVisible();
    expect(screen.getByLabelText(/NRIC\/FIN/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(REPORT)).toEqual([]);
  });

  it("shows the server's refusal, and its field issue at the field", async () => {
    stubFetch({
      [REPORT]: () =>
        json(400, {
          detailMessage: 'The request is not valid.',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'nric', message: ACCESS_REPORT_MESSAGES.nricInvalid }],
        }),
    });
    const app = renderPage();

    await app.user.type(screen.getByLabelText(/NRIC\/FIN/), `${NRIC}{Enter}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(screen.getByText(ACCESS_REPORT_MESSAGES.nricInvalid)).toBeVisible();
    expect(app.saved).toEqual([]);
  });
});
