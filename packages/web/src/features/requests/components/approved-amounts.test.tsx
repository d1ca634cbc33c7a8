import { describe, expect, it } from 'vitest';
import { createApprovedFeeLine, createRequestDecision } from '../../../testing/decision-generators';
import { createClinicalDetails, createRequestDetail } from '../../../testing/data-generators';
import { screen, within } from '../../../testing/test-utils';
import { renderRequestsAt, reviewPath, stubRequestDetail } from '../testing';

const REDUCTION = { reasonCode: 'RED-AGREED', reasonLabel: 'Above the agreed price' };

/** An approval of the generators' request (total S$ 14,000.00) with the surgeon fee lowered. */
const approval = () =>
  createRequestDecision({
    outcome: 'approve',
    reasonCode: null,
    reasonLabel: null,
    reasonText: null,
    lines: [
      createApprovedFeeLine({
        itemCode: 'SB811K',
        itemDescription: 'Knee, meniscectomy, arthroscopic',
        requestedAmount: '4500.00',
        approvedAmount: '4000.00',
        ...REDUCTION,
      }),
      createApprovedFeeLine({
        fee: 'hospital-charges',
        index: null,
        itemCode: null,
        itemDescription: null,
        requestedAmount: '8000.00',
        approvedAmount: '8000.00',
      }),
    ],
    approvedTotal: '13500.00',
    validUntil: '2027-01-24',
  });

/** The table's rows, each as its cells' texts. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('the approved amounts on the review', () => {
  it("shows the certificate's validity, each fee approved beside the amount requested, the reason for less, and the totals", async () => {
    const detail = createRequestDetail({
      statusCode: 'APP',
      details: createClinicalDetails(),
      decision: approval(),
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));

    const table = await screen.findByRole('table', { name: 'Approved amounts' });
    expect(screen.getByRole('region', { name: 'Approved amounts' })).toHaveTextContent(
      'The certificate is valid until 24-01-2027',
    );
    expect(rowsOf(table)).toEqual([
      ['Fee', 'Requested', 'Approved', 'Reason for less'],
      [
        'Surgeon fee SB811K – Knee, meniscectomy, arthroscopic',
        'S$ 4,500.00',
        'S$ 4,000.00',
        'Above the agreed price (RED-AGREED)',
      ],
      ['Hospital charges', 'S$ 8,000.00', 'S$ 8,000.00', 'N/A'],
      ['Total bill', 'S$ 14,000.00', 'S$ 13,500.00', ''],
    ]);
    // Each procedure's row is named by its fee and procedure, for a screen reader's row header.
    expect(
      within(table).getByRole('rowheader', {
        name: 'Surgeon fee SB811K – Knee, meniscectomy, arthroscopic',
      }),
    ).toBeInTheDocument();
  });

  it('shows none once the approval is withdrawn, nor for an approval kept without amounts', async () => {
    const amended = createRequestDetail({
      statusCode: 'AMEND',
      details: createClinicalDetails(),
      decision: approval(),
    });
    stubRequestDetail(amended);
    const first = renderRequestsAt(reviewPath(amended.paId));
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('region', { name: 'Approved amounts' })).toBeNull();
    first.unmount();

    const older = createRequestDetail({
      statusCode: 'APP',
      details: createClinicalDetails(),
      decision: { ...approval(), lines: [], approvedTotal: null },
    });
    stubRequestDetail(older);
    renderRequestsAt(reviewPath(older.paId));
    await screen.findByRole('complementary', { name: 'Approved' });
    expect(screen.queryByRole('region', { name: 'Approved amounts' })).toBeNull();
  });
});
