import { describe, expect, it } from 'vitest';
import { createRequestDecision } from '../../../testing/decision-generators';
import { createRequestDetail } from '../../../testing/data-generators';
import { screen, within } from '../../../testing/test-utils';
import { renderRequestsAt, reviewPath, stubRequestDetail, valueOf } from '../testing';

describe("the insurer's decision on the review", () => {
  it("shows the insurer's rejection, its amendment request and an approval's conditions while the request is in that status", async () => {
    const rejection = createRequestDecision({
      reasonLabel: 'Condition excluded by the policy',
      reasonText: 'Hernia repair is excluded\nunder the first year of cover.',
    });
    const rejected = createRequestDetail({ statusCode: 'REJ', decision: rejection });
    stubRequestDetail(rejected);
    const first = renderRequestsAt(reviewPath(rejected.paId));
    const note = await screen.findByRole('complementary', { name: 'Rejected by the insurer' });
    expect(valueOf(note, 'Decided on')).toBe('25-11-2026');
    expect(valueOf(note, 'Reason')).toBe('Condition excluded by the policy');
    expect(valueOf(note, 'Explanation')).toBe(rejection.reasonText);
    first.unmount();

    const amendment = createRequestDecision({
      outcome: 'request-amendment',
      reasonCode: null,
      reasonLabel: null,
      reasonText: 'Please give the anaesthetist fee.',
    });
    const asked = createRequestDetail({ statusCode: 'AME-REQ', decision: amendment });
    stubRequestDetail(asked);
    const second = renderRequestsAt(reviewPath(asked.paId));
    const amend = await screen.findByRole('complementary', {
      name: 'The insurer asked for an amendment',
    });
    expect(valueOf(amend, 'What must change')).toBe('Please give the anaesthetist fee.');
    expect(within(amend).queryByText('Reason')).toBeNull();
    second.unmount();

    // Amended since, the request waits on the doctor again: the old decision is not shown.
    const amended = createRequestDetail({ statusCode: 'AMEND', decision: amendment });
    stubRequestDetail(amended);
    const third = renderRequestsAt(reviewPath(amended.paId));
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('complementary', { name: /insurer/ })).toBeNull();
    third.unmount();

    const approval = createRequestDecision({
      outcome: 'approve',
      reasonCode: null,
      reasonLabel: null,
      reasonText: null,
      conditions: 'Valid for admission within 30 days.',
    });
    const approved = createRequestDetail({ statusCode: 'APP', decision: approval });
    stubRequestDetail(approved);
    renderRequestsAt(reviewPath(approved.paId));
    const approvedNote = await screen.findByRole('complementary', { name: 'Approved' });
    expect(approvedNote).toHaveTextContent(
      "The insurer's conditions: Valid for admission within 30 days.",
    );
  });
});
