import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../testing/fetch-stub';
import { screen, waitFor } from '../../../testing/test-utils';
import { BASE, renderDoctorAt, stubDoctorInput } from '../testing';

const NOTE = 'We restored what you had typed on this form. Check it before you submit.';
const savedDraft = {
  currentStep: 'request-details' as const,
  hospitalCode: 'MEH',
  hospitalId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  admissionDate: '2026-12-01',
  admissionType: 'IP',
  wardTypes: [{ wardtypeCode: 'A1', lengthStay: 3 }],
  daysurgery: 'false',
  hospitalisationReason: 'Excision of a lump',
};
const STEP_1 = `${BASE}/doctor-input/request-details`;

/** Whether closing or reloading the tab now would ask first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The step as a reload opens it, once the saved hospital's name is looked up again. */
async function openStep1() {
  const view = renderDoctorAt(STEP_1);
  await screen.findByDisplayValue('Mount Elizabeth Hospital');
  return { view, reason: await screen.findByLabelText('Reason for hospitalisation') };
}

describe('the doctor form keeps what is typed in the tab', () => {
  it('a reload brings back what was typed but not saved, with a note; Save as Draft forgets it', async () => {
    stubDoctorInput({
      draft: savedDraft,
      routes: {
        'POST /api/doctor-input/draft': () =>
          json(200, { draftJson: savedDraft, version: 2, updatedAt: null }),
      },
    });
    const first = await openStep1();
    expect(leavingAsks()).toBe(false);
    await first.view.user.type(first.reason, ' (left side)');
    expect(leavingAsks()).toBe(true);
    first.view.unmount();

    const again = await openStep1();
    expect(again.reason).toHaveValue('Excision of a lump (left side)');
    expect(screen.getByText(NOTE)).toBeInTheDocument();

    await again.view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(screen.queryByText(NOTE)).not.toBeInTheDocument());
    expect(leavingAsks()).toBe(false);
    again.view.unmount();

    // Saved: the next opening is the server's draft (this fake server keeps the first one).
    const third = await openStep1();
    expect(third.reason).toHaveValue('Excision of a lump');
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('opening a step, whose lookups fill in their names, is not typing: nothing is restored', async () => {
    stubDoctorInput({ draft: savedDraft });
    const first = await openStep1();
    first.view.unmount();

    await openStep1();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('Start over opens the form again on the saved draft', async () => {
    stubDoctorInput({ draft: savedDraft });
    const first = await openStep1();
    await first.view.user.clear(first.reason);
    await first.view.user.type(first.reason, 'Something else');
    first.view.unmount();

    const again = await openStep1();
    expect(again.reason).toHaveValue('Something else');
    await again.view.user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByDisplayValue('Excision of a lump')).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('typing carries over the steps: Next and Back are not asked about, and the next step is kept too', async () => {
    stubDoctorInput({ draft: savedDraft });
    const first = await openStep1();
    await first.view.user.type(first.reason, '!');
    await first.view.user.click(screen.getByRole('button', { name: 'Next' }));
    const description = await screen.findByLabelText('Description of symptoms');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await first.view.user.type(description, 'A lump for two weeks');
    first.view.unmount();

    const again = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    expect(await screen.findByLabelText('Description of symptoms')).toHaveValue(
      'A lump for two weeks',
    );
    await again.user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByLabelText('Reason for hospitalisation')).toHaveValue(
      'Excision of a lump!',
    );
  });

  it('a save after the link session ended goes back to verification; verified again, the form opens on the typing and its step', async () => {
    stubDoctorInput({
      draft: savedDraft,
      routes: {
        'POST /api/doctor-input/draft': () =>
          apiError(401, { code: 'UNAUTHENTICATED', detailMessage: 'Your session has ended.' }),
      },
    });
    const first = await openStep1();
    await first.view.user.click(screen.getByRole('button', { name: 'Next' }));
    const description = await screen.findByLabelText('Description of symptoms');
    await first.view.user.type(description, 'A lump for two weeks');
    await first.view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(first.view.location()).toBe(`${BASE}/verification`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.view.unmount();

    stubDoctorInput({ draft: savedDraft });
    const again = renderDoctorAt(`${BASE}/doctor-input`);
    expect(await screen.findByLabelText('Description of symptoms')).toHaveValue(
      'A lump for two weeks',
    );
    expect(again.location()).toBe(`${BASE}/doctor-input/patient-diagnosis`);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });
});
