import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { apiError, json } from '../testing/fetch-stub';
import { findToast, screen, waitFor } from '../testing/test-utils';
import { BASE, stubDoctorInput } from '../features/doctor/testing';

const STALE =
  'This draft was saved in another window since you opened it. Please load the newer draft before saving again.';
const draft = {
  currentStep: 'request-details' as const,
  hospitalCode: 'MEH',
  hospitalId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  admissionDate: '2026-12-01',
  admissionType: 'EL',
  wardTypes: [{ wardtypeCode: 'A1', lengthStay: 3 }],
  daysurgery: 'false',
  hospitalisationReason: 'Excision of a lump',
};

describe("the doctor form's error notices", () => {
  it('a stale save, then the newer draft loaded: the refusal toast goes with the refusal', async () => {
    stubDoctorInput({
      draft,
      routes: {
        'POST /api/doctor-input/draft': () =>
          apiError(409, { code: 'CONFLICT', detailMessage: STALE }),
      },
    });
    const app = renderApp(`${BASE}/doctor-input/request-details`);
    await screen.findByDisplayValue('Mount Elizabeth Hospital', undefined, { timeout: 5000 });
    await app.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await findToast(STALE);

    stubDoctorInput({
      draft: { ...draft, hospitalisationReason: 'Saved in the other tab' },
      version: 5,
    });
    await app.user.click(screen.getByRole('button', { name: 'Load the newer draft' }));
    expect(await screen.findByDisplayValue('Saved in the other tab')).toBeInTheDocument();
    // A dismissed toast leaves the page a second later (TOAST_POLICY.removeDelayMs).
    await waitFor(() => expect(screen.queryByText(STALE)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('a save that failed, then one that passed: only "saved" is left on screen', async () => {
    const failed = 'Something went wrong on our side. Please try again.';
    let saves = 0;
    stubDoctorInput({
      draft,
      routes: {
        'POST /api/doctor-input/draft': () =>
          (saves += 1) === 1
            ? apiError(500, { code: 'INTERNAL', detailMessage: failed })
            : json(200, { draftJson: draft, version: 2, updatedAt: null }),
      },
    });
    const app = renderApp(`${BASE}/doctor-input/request-details`);
    await screen.findByDisplayValue('Mount Elizabeth Hospital', undefined, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save as Draft' });
    await app.user.click(save);
    await findToast(failed);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));

    await app.user.click(save);
    await findToast('Your draft is saved. Open the link again to continue from here.');
    await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
