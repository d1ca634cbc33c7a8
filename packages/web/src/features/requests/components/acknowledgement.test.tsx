import { describe, expect, it } from 'vitest';
import type { UserType } from '@preauth/shared';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { createUserInfo } from '../../../testing/data-generators';
import { stubFetch } from '../../../testing/fetch-stub';
import { screen } from '../../../testing/test-utils';
import { renderRequestsAt } from '../testing';

const REF = 'PA2026-000042';

async function openAcknowledgement(path: string, userType: UserType = 'policy-holder') {
  stubFetch({});
  const view = renderRequestsAt(path, createUserInfo({ userType }));
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const text = () => screen.getByRole('region').textContent ?? '';

describe('acknowledgement screen', () => {
  it('new: sent to the doctor, the 3-day window, the turnaround, the disclaimers and the copies', async () => {
    await openAcknowledgement(`/acknowledgment/new/${REF}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request submitted',
    );
    expect(text()).toContain(`Pre-Authorisation Ref No.: ${REF}`);
    expect(text()).toContain(
      'Your request has been sent to the doctor, who should provide the information needed within 3 calendar days. Otherwise the request expires and a new request is needed.',
    );
    expect(text()).toContain(
      'The insurer decides within 1-3 working days after all the information is received.',
    );
    for (const term of [
      'benefit limits',
      'deductible',
      'co-insurance',
      'pro-ration',
      'exclusions',
      'pre-existing conditions',
    ]) {
      expect(text()).toContain(term);
    }
    expect(text()).toContain(
      'A copy of this request has been emailed to the doctor and the insurer.',
    );
    expect(text()).not.toContain('financial consultant');
  });

  it('new with ?fc=true: the financial consultant is copied too', async () => {
    await openAcknowledgement(`/acknowledgment/new/${REF}?fc=true`);
    expect(text()).toContain(
      'A copy of this request has been emailed to the doctor, the insurer and your financial consultant.',
    );
  });

  it('new: names exactly who the create emailed', async () => {
    await openAcknowledgement(`/acknowledgment/new/${REF}?notified=doctor,financial-consultant`);
    expect(text()).toContain(
      'A copy of this request has been emailed to the doctor and your financial consultant.',
    );
    expect(text()).not.toContain('insurer.');
  });

  it.each([
    [
      'cancel',
      'doctor,financial-consultant,business-office',
      [
        'A copy has been emailed to the doctor and your financial consultant.',
        'An email has also been sent to the doctor and the business office to discard the earlier request.',
      ],
    ],
    [
      'cancel',
      'business-office',
      ['An email has also been sent to the business office to discard the earlier request.'],
    ],
    ['cancel', '', ['Nobody else needed to be emailed about it.']],
    [
      'amend',
      'doctor,business-office,financial-consultant',
      ['A copy has been emailed to the doctor, the business office and your financial consultant.'],
    ],
    ['amend', 'doctor', ['A copy has been emailed to the doctor.']],
    ['resend', 'doctor', ['A copy has been emailed to the doctor.']],
  ])('%s told %j: says exactly who, without conditions', async (id, notified, paragraphs) => {
    await openAcknowledgement(`/acknowledgment/${id}/${REF}?notified=${notified}`);
    const body = [...screen.getByRole('region').querySelectorAll('p')]
      .map((p) => p.textContent)
      .filter((line) => line?.includes('email'));
    expect(body).toEqual(paragraphs);
    expect(text()).not.toMatch(/ if /);
  });

  it("raised: the agent's request waits for the policyholder, who was asked to authorise it", async () => {
    await openAcknowledgement(
      `/acknowledgment/raised/${REF}?notified=policyholder`,
      'insurance-agent',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request raised',
    );
    expect(text()).toContain("The request now waits for the policyholder's authorisation.");
    expect(text()).toContain(
      'An email asking them to authorise it has been sent to the policyholder.',
    );
  });

  it('cancel by the agent: the policyholder was told, in the words the agent reads', async () => {
    await openAcknowledgement(
      `/acknowledgment/cancel/${REF}?notified=policyholder`,
      'insurance-agent',
    );
    expect(text()).toContain('A copy has been emailed to the policyholder.');
  });

  it('resend: a copy to the doctor and the insurer', async () => {
    await openAcknowledgement(`/acknowledgment/resend/${REF}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request resent',
    );
    expect(text()).toContain('Your request has been sent to the doctor again.');
    expect(text()).toContain('A copy has been emailed to the doctor and the insurer.');
  });

  it('cancel: copies, and the request to discard the earlier one', async () => {
    await openAcknowledgement(`/acknowledgment/cancel/${REF}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request cancelled',
    );
    expect(text()).toContain(
      'A copy has been emailed to the doctor, and to your financial consultant, if you asked for them to be notified.',
    );
    expect(text()).toContain(
      'An email has also been sent to the business office or the doctor to discard the earlier request.',
    );
  });

  it('amend: copies to the doctor, a panel hospital’s business office and the consultant', async () => {
    await openAcknowledgement(`/acknowledgment/amend/${REF}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request amended',
    );
    expect(text()).toContain(
      "A copy has been emailed to the doctor, to the hospital's business office if the hospital is a panel hospital, and to your financial consultant, if you asked for them to be notified.",
    );
  });

  it('review: a title only', async () => {
    const title = 'Pre-authorisation request reviewed';
    await openAcknowledgement(`/acknowledgment/review/${REF}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(text()).toBe(`✓${title}Pre-Authorisation Ref No.: ${REF}Back to homepage`);
  });

  it('authorise: the decision and who the answer says was emailed', async () => {
    await openAcknowledgement(`/acknowledgment/authorise/${REF}?notified=doctor,insurer`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request authorised',
    );
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(text()).toContain(
      'Thank you. Your request has now been sent to the doctor to complete the clinical and fee details. The insurer decides once it has them.',
    );
    expect(text()).toContain('A copy has been emailed to the doctor and the insurer.');
  });

  it('decline: shown with a close icon', async () => {
    await openAcknowledgement(`/acknowledgment/decline/${REF}?notified=insurer`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pre-authorisation request declined',
    );
    expect(screen.getByRole('img', { name: 'Declined' })).toHaveTextContent('✕');
    expect(text()).toContain('You have rejected this request, so it will not be processed.');
    expect(text()).toContain('A copy has been emailed to the insurer.');
  });

  it('goes back to the homepage', async () => {
    const { user, location } = await openAcknowledgement(`/acknowledgment/resend/${REF}`);
    await user.click(screen.getByRole('link', { name: 'Back to homepage' }));
    expect(location()).toBe('/dashboard');
  });

  it('forgets the stored authorisation method', async () => {
    sessionStorage.setItem(SESSION_KEYS.authMethod, 'EMAIL');
    await openAcknowledgement(`/acknowledgment/authorise/${REF}`);
    expect(sessionStorage.getItem(SESSION_KEYS.authMethod)).toBeNull();
  });

  it('shows not-found for an outcome it does not know', async () => {
    await openAcknowledgement(`/acknowledgment/approve/${REF}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
