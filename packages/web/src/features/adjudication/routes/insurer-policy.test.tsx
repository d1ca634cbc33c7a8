import { DEFAULT_INSURER_POLICY, INSURER_POLICY_BOUNDS } from '@preauth/shared';
import { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createUserInfo } from '../../../testing/data-generators';
import { deferred, json, stubFetch } from '../../../testing/fetch-stub';
import { findToast, renderWithProviders, screen, waitFor } from '../../../testing/test-utils';
import { InsurerPolicyRoute } from './insurer-policy';

const READ = 'GET /api/adjudication/policy';
const SAVE = 'PUT /api/adjudication/policy';

const adjudicator = createUserInfo({ userType: 'insurer-adjudicator', name: 'Grace Ong' });

function renderPage() {
  // The toaster is the app shell's; the page's success toast shows in it.
  return renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route path="adjudication/policy" element={<InsurerPolicyRoute />} />
      </Routes>
    </>,
    { path: '/adjudication/policy', currentUser: adjudicator },
  );
}

describe("the insurer's policy page", () => {
  it('shows the policy, saves a change with progress and says so', async () => {
    const answer = deferred();
    const server = stubFetch({
      [READ]: () => json(200, DEFAULT_INSURER_POLICY),
      [SAVE]: () => answer.promise,
    });
    const app = renderPage();

    const window = await screen.findByLabelText(/Response window/);
    expect(window).toHaveValue(3);
    expect(screen.getByLabelText('First surgery row')).toHaveValue(100);
    // The certificate's validity says what it counts from and what a change applies to.
    expect(screen.getByLabelText('Validity')).toHaveAccessibleDescription(
      '1 to 365 calendar days from the decision, for approvals made from now on.',
    );
    await app.user.clear(window);
    await app.user.type(window, '5');
    await app.user.type(screen.getByLabelText('Name'), 'Claims Desk');
    await app.user.type(screen.getByLabelText('Phone'), '+65 6123 4567');
    await app.user.type(screen.getByLabelText('Email'), 'claims@insurer.example.sg');
    await app.user.type(screen.getByLabelText('Hours'), 'Mon-Fri 9am-6pm');
    const button = screen.getByRole('button', { name: 'Save policy' });
    await app.user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));

    const contact = {
      name: 'Claims Desk',
      phone: '+65 6123 4567',
      email: 'claims@insurer.example.sg',
      hours: 'Mon-Fri 9am-6pm',
    };
    const saved = { ...DEFAULT_INSURER_POLICY, responseWindowDays: 5, contact };
    expect(server.callsTo(SAVE).map((call) => call.body)).toEqual([saved]);
    answer.resolve(json(200, saved));
    expect(await findToast('The policy is saved.')).toBeInTheDocument();
  });

  it('sends no contact when its four fields are empty', async () => {
    const server = stubFetch({
      [READ]: () => json(200, DEFAULT_INSURER_POLICY),
      [SAVE]: () => json(200, DEFAULT_INSURER_POLICY),
    });
    const app = renderPage();

    await app.user.click(await screen.findByRole('button', { name: 'Save policy' }));

    await waitFor(() =>
      expect(server.callsTo(SAVE).map((call) => call.body)).toEqual([DEFAULT_INSURER_POLICY]),
    );
  });

  it("refuses a setting out of its bounds with the schema's message at the field", async () => {
    const server = stubFetch({ [READ]: () => json(200, DEFAULT_INSURER_POLICY) });
    const app = renderPage();
    const { min, max } = INSURER_POLICY_BOUNDS.responseWindowDays;

    const window = await screen.findByLabelText(/Response window/);
    await app.user.clear(window);
    await app.user.type(window, '9{Enter}');

    expect(
      await screen.findByText(
        `The doctor's response window must be a whole number from ${min} to ${max} days.`,
      ),
    ).toBeVisible();
    expect(window).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(SAVE)).toEqual([]);
  });

  it("shows the server's refusal, and its field issue at the field", async () => {
    stubFetch({
      [READ]: () => json(200, DEFAULT_INSURER_POLICY),
      [SAVE]: () =>
        json(409, {
          detailMessage: 'The policy was changed meanwhile.',
          code: 'CONFLICT',
          issues: [{ path: 'pin.maxAttempts', message: 'Not now.' }],
        }),
    });
    const app = renderPage();

    await app.user.click(await screen.findByRole('button', { name: 'Save policy' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The policy was changed meanwhile.');
    expect(screen.getByText('Not now.')).toBeVisible();
  });
});
