import { ADJUDICATION_MESSAGES, DECISION_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createCaseView, createEveryKindOfFees } from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError, deferred } from '../../../testing/fetch-stub';
import { findToast, screen, waitFor, within } from '../../../testing/test-utils';
import { decided, dialog, feeRow, renderDecisionAt, stubCase } from './decision.test-support';

const view = createCaseView({ fees: createEveryKindOfFees() });
const page = `/adjudication/cases/${view.paId}/approve`;
const post = `POST /api/adjudication/cases/${view.paId}/approve`;

/** A fee row's line of its agreed price and cap. */
const capLine = (name: string) => feeRow(name).getByText(/Agreed price/).parentElement;

/** The approved total as the page shows it. */
const approvedTotal = () => screen.getByText('Approved total').nextElementSibling;

async function openApproval(routes = {}) {
  const server = stubCase(view, routes);
  const rendered = renderDecisionAt(page);
  await screen.findByRole('heading', { level: 1, name: 'Approve the request' });
  await screen.findByRole('form', { name: 'Approval' });
  return { ...rendered, server };
}

describe('the approval page', () => {
  it('shows the case and a row per fee, each approved as requested to start with', async () => {
    await openApproval();
    const facts = within(screen.getByRole('region', { name: 'Request' }));
    expect(facts.getByText(view.erefNo)).toBeInTheDocument();
    expect(facts.getByText(view.patient.name)).toBeInTheDocument();
    expect(facts.getByText('S$ 4,830.00')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the case' })[0]).toHaveAttribute(
      'href',
      `/adjudication/cases/${view.paId}`,
    );

    const rows: [string, string][] = [
      ['Surgery 1: surgeon fee', 'S$ 1,200.00'],
      ['Surgery 1: anaesthetist fee', 'S$ 400.00'],
      ['Attendance fee', 'S$ 150.00'],
      ['Other fee 1', 'S$ 80.00'],
      ['Hospital charges', 'S$ 3,000.00'],
    ];
    for (const [name, amount] of rows) {
      expect(feeRow(name).getByLabelText('Approved amount')).toHaveValue(amount);
      expect(feeRow(name).queryByRole('combobox', { name: 'Reason for less' })).toBeNull();
    }
    expect(feeRow('Surgery 1: surgeon fee').getByText('SA701K Appendicectomy')).toBeInTheDocument();
    expect(feeRow('Other fee 1').getByText('LAB Laboratory tests')).toBeInTheDocument();
    expect(approvedTotal()).toHaveTextContent('S$ 4,830.00');
    // No agreed price for this procedure: the cap says so rather than nothing.
    expect(capLine('Surgery 1: surgeon fee')).toHaveTextContent('Agreed price N/A · Cap N/A');
    expect(feeRow('Attendance fee').queryByText(/Agreed price/)).toBeNull();
  });

  it("shows each surgery fee's agreed price and cap beside the amount requested", async () => {
    const fees = createEveryKindOfFees();
    const line = fees.surgeryLines[0]!;
    const capped = createCaseView({
      fees: {
        ...fees,
        surgeryLines: [
          {
            ...line,
            surgeonfee: { ...line.surgeonfee, agreedPrice: '1500.00', cap: '1500.00' },
            anaesthetistfee: { ...line.anaesthetistfee, agreedPrice: '500.00', cap: '400.00' },
          },
        ],
      },
    });
    stubCase(capped);
    renderDecisionAt(`/adjudication/cases/${capped.paId}/approve`);
    await screen.findByRole('form', { name: 'Approval' });
    expect(capLine('Surgery 1: surgeon fee')).toHaveTextContent(
      'Agreed price S$ 1,500.00 · Cap S$ 1,500.00',
    );
    expect(capLine('Surgery 1: anaesthetist fee')).toHaveTextContent(
      'Agreed price S$ 500.00 · Cap S$ 400.00',
    );
  });

  it('asks for a reason once an amount is lowered, and updates the total live', async () => {
    const { user } = await openApproval();
    const amount = feeRow('Surgery 1: surgeon fee').getByLabelText('Approved amount');
    await user.clear(amount);
    await user.type(amount, '1000.50');
    // The shared rule: the sum, rounded up to a whole dollar.
    expect(approvedTotal()).toHaveTextContent('S$ 4,631.00');
    const reason = feeRow('Surgery 1: surgeon fee').getByRole('combobox', {
      name: 'Reason for less',
    });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await feeRow('Surgery 1: surgeon fee').findByText(DECISION_MESSAGES.reductionReasonRequired),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(reason);
    await user.click(screen.getByRole('option', { name: 'Above the agreed price (RED-AGREED)' }));
    expect(screen.queryByText(DECISION_MESSAGES.reductionReasonRequired)).toBeNull();

    // Back to the request: no reason needed any more.
    await user.clear(amount);
    await user.type(amount, '1200');
    expect(
      feeRow('Surgery 1: surgeon fee').queryByRole('combobox', { name: 'Reason for less' }),
    ).toBeNull();
    expect(approvedTotal()).toHaveTextContent('S$ 4,830.00');
  });

  it('refuses an amount above the request with the shared message', async () => {
    const { user, server } = await openApproval();
    const amount = feeRow('Attendance fee').getByLabelText('Approved amount');
    await user.clear(amount);
    await user.type(amount, '150.01');
    await user.tab();
    expect(
      await feeRow('Attendance fee').findByText(DECISION_MESSAGES.amountAboveRequested('150.00')),
    ).toBeInTheDocument();
    expect(approvedTotal()).toHaveTextContent('Shown once every amount is valid');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo(post)).toHaveLength(0);
  });

  it('shows no total while an amount cannot be read', async () => {
    const { user } = await openApproval();
    const amount = feeRow('Hospital charges').getByLabelText('Approved amount');
    await user.clear(amount);
    expect(approvedTotal()).toHaveTextContent('Shown once every amount is valid');
    await user.tab();
    expect(
      await feeRow('Hospital charges').findByText(DECISION_MESSAGES.amountInvalid),
    ).toBeInTheDocument();
  });

  it('confirms, sends only the changed fees once, and opens the case with a toast', async () => {
    const answer = deferred();
    const { user, server, location, queryClient } = await openApproval({
      [post]: () => answer.promise,
    });
    const amount = feeRow('Surgery 1: anaesthetist fee').getByLabelText('Approved amount');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(
      feeRow('Surgery 1: anaesthetist fee').getByRole('combobox', { name: 'Reason for less' }),
    );
    await user.click(screen.getByRole('option', { name: 'Above the benchmark (RED-BENCH)' }));
    await user.type(screen.getByLabelText('Conditions or notes (optional)'), ' Ward B1 only. ');
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Approve this request for S$ 4,730.00?');
    const yes = within(confirm).getByRole('button', { name: 'Yes' });
    await user.dblClick(yes);
    expect(yes).toBeDisabled();

    answer.resolve(decided(view));
    await findToast(
      'Approved. The policyholder, the doctor and the business office have been told.',
    );
    await waitFor(() => expect(location()).toBe(`/adjudication/cases/${view.paId}`));

    const calls = server.callsTo(post);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      approvedAmounts: [
        { fee: 'anaesthetist', index: 0, amount: '300.00', reasonCode: 'RED-BENCH' },
      ],
      conditions: 'Ward B1 only.',
    });
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(['adjudication', 'case', view.paId])?.isInvalidated).toBe(
      true,
    );
  });

  it('approves as requested with no amounts sent', async () => {
    const { user, server } = await openApproval({ [post]: () => decided(view) });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await dialog()).toHaveTextContent('Approve this request for S$ 4,830.00?');
    await user.click(within(await dialog()).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo(post)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await screen.findByText('The case page');
    expect(server.callsTo(post)[0]!.body).toEqual({ approvedAmounts: [] });
  });

  it('puts the server’s field issues on the fields, keeping what was typed', async () => {
    const { user } = await openApproval({
      [post]: () =>
        apiError(
          400,
          createErrorEnvelope({
            code: 'VALIDATION_FAILED',
            detailMessage: "Please choose a reason from your insurer's list.",
            issues: [
              { path: 'approvedAmounts.0.reasonCode', message: DECISION_MESSAGES.reasonUnknown },
            ],
          }),
        ),
    });
    const amount = feeRow('Other fee 1').getByLabelText('Approved amount');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(feeRow('Other fee 1').getByRole('combobox', { name: 'Reason for less' }));
    await user.click(screen.getByRole('option', { name: 'Above the agreed price (RED-AGREED)' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    expect(
      await feeRow('Other fee 1').findByText(DECISION_MESSAGES.reasonUnknown),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(amount).toHaveValue('S$ 50.00');
  });

  it('shows a 409 with the server’s message and a way back, keeping the form, and no toast', async () => {
    const held = ADJUDICATION_MESSAGES.heldByOther('Marcus Tan', '17:30');
    const { user, location, failures } = await openApproval({
      [post]: () => apiError(409, createErrorEnvelope({ code: 'CONFLICT', detailMessage: held })),
    });
    const amount = feeRow('Attendance fee').getByLabelText('Approved amount');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(held);
    expect(within(alert).getByRole('link', { name: 'Go to the case' })).toHaveAttribute(
      'href',
      `/adjudication/cases/${view.paId}`,
    );
    expect(screen.getByRole('form', { name: 'Approval' })).toBeInTheDocument();
    expect(location()).toBe(page);
    // Said on the page only, not again as a notification.
    expect(failures).toEqual([]);
  });
});
