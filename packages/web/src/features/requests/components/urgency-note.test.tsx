import { describe, expect, it } from 'vitest';
import { createUrgency } from '../../../testing/adjudication-generators';
import { createRequestDetail } from '../../../testing/data-generators';
import { screen, within } from '../../../testing/test-utils';
import { renderRequestsAt, reviewPath, stubRequestDetail } from '../testing';

describe('an urgent request on the review', () => {
  it('says it is urgent, with the reason given', async () => {
    const detail = createRequestDetail({
      statusCode: 'PRO',
      urgency: createUrgency({ reason: 'Admission tomorrow for suspected appendicitis' }),
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));

    const note = await screen.findByRole('complementary', { name: 'Urgent' });
    expect(within(note).getByText('Admission tomorrow for suspected appendicitis')).toBeVisible();
  });

  it("says the insurer treats it as standard, and why, after the insurer's downgrade", async () => {
    const detail = createRequestDetail({
      statusCode: 'PRO',
      urgency: createUrgency({
        urgent: false,
        downgradedAt: '2026-11-25T02:00:00.000Z',
        downgradeReason: 'The operation is planned for next month',
      }),
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));

    const note = await screen.findByRole('complementary', { name: 'Treated as standard' });
    expect(note).toHaveTextContent(
      'The insurer treats this request as standard: The operation is planned for next month',
    );
    expect(screen.queryByRole('complementary', { name: 'Urgent' })).toBeNull();
  });

  it('says nothing of urgency on a standard request', async () => {
    const detail = createRequestDetail({ statusCode: 'PRO' });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));

    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('complementary', { name: /Urgent|standard/ })).toBeNull();
  });
});
