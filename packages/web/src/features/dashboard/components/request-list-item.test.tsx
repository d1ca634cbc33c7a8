import { LINK_SESSION_TOKEN_PREFIX, policyholderActions, type StatusCode } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { createRequestListItem } from '../../../testing/data-generators';
import { renderWithProviders, screen, within } from '../../../testing/test-utils';
import { RequestListItem } from './request-list-item';

function renderItem(overrides: Parameters<typeof createRequestListItem>[0] = {}) {
  const item = createRequestListItem(overrides);
  renderWithProviders(
    <ul>
      <RequestListItem item={item} />
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
