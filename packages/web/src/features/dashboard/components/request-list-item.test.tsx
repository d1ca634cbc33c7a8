import {
  type Actor,
  formatMoney,
  LINK_SESSION_TOKEN_PREFIX,
  policyholderActions,
  type StatusCode,
} from '@preauth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { createRequestListItem } from '../../../testing/data-generators';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { RequestListItem } from './request-list-item';

function renderItem(
  overrides: Parameters<typeof createRequestListItem>[0] = {},
  actor: Actor = 'policy-holder',
) {
  const item = createRequestListItem(overrides);
  renderWithProviders(
    <ul>
      <RequestListItem item={item} actor={actor} />
    </ul>,
  );
  return { item };
}

/** The text under a label of the item. */
function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('a request of the list', () => {
  it('shows its status, patient, submission day in Singapore, reference and creator', () => {
    renderItem({
      statusCode: 'PRO',
      patientName: 'Tan Ah Kow',
      // 1 a.m. on the 21st in Singapore, still the 20th in UTC.
      createdOn: '2026-11-20T17:00:00.000Z',
      erefNo: 'PA2026-000042',
      createdBy: 'Lim Mei Ling',
    });
    expect(valueOf('Status')).toBe('Processing');
    expect(valueOf('Patient')).toBe('Tan Ah Kow');
    expect(valueOf('Submitted on')).toBe('21-11-2026');
    expect(valueOf('Pre-Authorisation Ref No.')).toBe('PA2026-000042');
    expect(valueOf('Created By')).toBe('Lim Mei Ling');
  });

  it("shows 'N/A' when the request has no reference number", () => {
    renderItem({ erefNo: '', patientName: 'Tan Ah Kow' });
    expect(valueOf('Pre-Authorisation Ref No.')).toBe('N/A');
    expect(screen.getByRole('link', { name: 'View the request for Tan Ah Kow' })).toBeVisible();
  });

  it('marks each status group with its own icon beside the label', () => {
    renderItem({ statusCode: 'APP' });
    const approved = screen.getByText('Approved').querySelector('svg');
    renderItem({ statusCode: 'REJ' });
    const rejected = screen.getByText('Rejected').querySelector('svg');
    expect(approved).toHaveAttribute('aria-hidden', 'true');
    expect(approved?.dataset.group).not.toBe(rejected?.dataset.group);
  });

  const screens: Record<string, string> = {
    resend: 'Resend',
    authorise: 'Authorise',
    amend: 'Amend',
    cancel: 'Cancel',
    view: 'View',
  };
  const statuses: StatusCode[] = ['SUB', 'PEN', 'PRO', 'APP', 'AMEND', 'AME-REQ', 'CAN', 'DOC-EXP'];

  it("offers the remote authoriser (the emailed link's session) Authorise and View only: it may not cancel", () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, `${LINK_SESSION_TOKEN_PREFIX}remote`);
    renderItem({ statusCode: 'PEN', erefNo: 'PA2026-000042' });
    const actions = within(screen.getByRole('list', { name: 'Actions for PA2026-000042' }));
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Authorise PA2026-000042',
      'View PA2026-000042',
    ]);
  });

  it.each(statuses)('offers exactly the actions the lifecycle allows in %s', (statusCode) => {
    const { item } = renderItem({ statusCode, erefNo: 'PA2026-000042' });
    const actions = within(screen.getByRole('list', { name: 'Actions for PA2026-000042' }));
    const offered = actions
      .getAllByRole('listitem')
      .map((action) => within(action).queryByRole('link') ?? within(action).getByRole('button'));
    const expected = policyholderActions(statusCode).map((action) =>
      action === 'certificate'
        ? 'Download certificate PA2026-000042'
        : `${screens[action]} PA2026-000042`,
    );
    expect(offered.map((element) => element.getAttribute('aria-label'))).toEqual(expected);

    for (const action of policyholderActions(statusCode)) {
      if (action === 'certificate') continue;
      const screenName = action === 'view' ? 'review' : action;
      expect(
        screen.getByRole('link', { name: `${screens[action]} PA2026-000042` }),
      ).toHaveAttribute('href', `/request/${item.paId}/${screenName}`);
    }
  });
});

describe('a request of the list, by whose list it is', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Two days, five and a half hours before the authorisation window of a request ends. */
  const waitingForAuthorisation = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T03:30:00.000Z'));
    return { statusCode: 'PEN' as const, respondBy: '2026-11-29T09:00:00.000Z' };
  };

  it('shows the agent whose request it is and how long the client has left to authorise it', () => {
    renderItem(
      {
        ...waitingForAuthorisation(),
        policyholderName: 'Chen Xiao Hua',
        patientName: 'Zhang Li Hua',
      },
      'insurance-agent',
    );
    expect(valueOf('Policyholder')).toBe('Chen Xiao Hua');
    expect(valueOf('Patient')).toBe('Zhang Li Hua');
    expect(valueOf('Authorisation window')).toBe('2 days 5 hours left (until 29-11-2026 17:00)');
    expect(screen.getByRole('link', { name: /^Resend authorisation link/ })).toBeVisible();
  });

  it('shows the policyholder the window of a request waiting for its authorisation, and nothing more', () => {
    renderItem(waitingForAuthorisation());
    expect(valueOf('Authorisation window')).toMatch(/^2 days 5 hours left/);
    expect(screen.queryByText('Policyholder', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Doctor', { selector: 'dt' })).toBeNull();
  });

  it('shows no window once the request no longer waits for authorisation', () => {
    renderItem({ statusCode: 'SUB', respondBy: '2026-11-29T09:00:00.000Z' }, 'insurance-agent');
    expect(screen.queryByText('Authorisation window', { selector: 'dt' })).toBeNull();
  });

  it('shows the insured patient the doctor, clinic, hospital, progress and approved amount, with the certificate and the review', () => {
    renderItem(
      {
        statusCode: 'APP',
        erefNo: 'PA2026-000042',
        doctorName: 'Dr Alan Chua',
        clinicName: 'Chua Family Clinic',
        hospitalName: 'Mount Aurora Hospital',
        approvedTotal: '5100.5',
      },
      'insured-patient',
    );
    expect(valueOf('Progress')).toBe('Step 3 of 3: Approved');
    expect(valueOf('Doctor')).toBe('Dr Alan Chua');
    expect(valueOf('Clinic')).toBe('Chua Family Clinic');
    expect(valueOf('Hospital')).toBe('Mount Aurora Hospital');
    expect(valueOf('Approved amount')).toBe(formatMoney('5100.50'));
    const actions = within(screen.getByRole('list', { name: 'Actions for PA2026-000042' }));
    expect(
      actions.getAllByRole('listitem').map((action) => action.firstElementChild?.textContent),
    ).toEqual(['Download certificate', 'View']);
  });

  it('offers the insured patient nothing but the review of a request still under way', () => {
    renderItem({ statusCode: 'PRO', erefNo: 'PA2026-000043' }, 'insured-patient');
    expect(valueOf('Progress')).toBe('Step 2 of 3: Processing');
    expect(valueOf('Hospital')).toBe('Not chosen yet');
    expect(screen.queryByText('Approved amount', { selector: 'dt' })).toBeNull();
    const actions = within(screen.getByRole('list', { name: 'Actions for PA2026-000043' }));
    expect(actions.getAllByRole('link').map((link) => link.textContent)).toEqual(['View']);
  });
});
