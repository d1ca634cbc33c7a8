import { describe, expect, it } from 'vitest';
import { createCaseFees, createCaseView } from '../../../testing/adjudication-generators';
import {
  createFeeChange,
  createHistoryAmend,
  createHistoryDecision,
  createHistorySubmission,
} from '../../../testing/case-history-generators';
import { screen, within } from '../../../testing/test-utils';
import { atTenPastTen, opened, rowsOf, section, setup } from './case.test-support';

const HISTORY = 'History';

describe("the case page's history", () => {
  atTenPastTen();

  it('lists each submission and decision in order, with what changed between the submissions', async () => {
    const view = createCaseView({
      history: [
        createHistorySubmission({
          office: {
            answeredAt: '2026-11-20T06:00:00.000Z',
            changes: [createFeeChange({ before: '4500.00', after: '4000.00' })],
          },
        }),
        createHistoryDecision(),
        createHistorySubmission({
          number: 2,
          submittedAt: '2026-11-22T01:30:00.000Z',
          changes: [
            createFeeChange({ before: '4000.00', after: '4200.00' }),
            createFeeChange({
              field: 'admissionDate',
              label: 'Admission date',
              kind: 'text',
              before: '01-12-2026',
              after: '03-12-2026',
            }),
            createFeeChange({
              field: 'otherFee.LAB',
              label: 'Other fee: LAB Laboratory tests',
              before: null,
              after: '80.00',
            }),
          ],
          office: { answeredAt: '2026-11-22T03:00:00.000Z', changes: [] },
        }),
      ],
    });
    setup(view);
    await opened();

    const history = section(HISTORY);
    const items = within(within(history).getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Submission 1', 'Decision: Amendment requested', 'Submission 2 (resubmitted)']);

    const [first, decision, second] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Submitted by the doctor, Dr Alan Chua, on 20-11-2026 10:00.');
    expect(first).toHaveTextContent('The business office adjusted the fees on 20-11-2026 14:00.');
    expect(
      rowsOf(
        within(first).getByRole('table', { name: "The business office's changes to submission 1" }),
      ),
    ).toEqual([['Procedure 1: surgeon fee', 'S$ 4,500.00', 'S$ 4,000.00']]);

    expect(decision).toHaveTextContent('By Grace Ong, on 21-11-2026 11:00.');
    expect(decision).toHaveTextContent('What must change: Please attach the histology report.');

    const changes = within(second).getByRole('table', { name: 'What changed from submission 1' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(rowsOf(changes)).toEqual([
      ['Procedure 1: surgeon fee', 'S$ 4,000.00', 'S$ 4,200.00'],
      ['Admission date', '01-12-2026', '03-12-2026'],
      ['Other fee: LAB Laboratory tests', 'None', 'S$ 80.00'],
    ]);
    expect(second).toHaveTextContent(
      "The business office confirmed the doctor's fees unchanged on 22-11-2026 11:00.",
    );
    expect(second).not.toHaveTextContent('adjusted');
  });

  it('says when a resubmission changed nothing, and names an automatic decision', async () => {
    setup(
      createCaseView({
        history: [
          createHistorySubmission(),
          createHistoryDecision({
            outcome: 'approve',
            decidedBy: { kind: 'automatic', ruleVersion: 3 },
            reasonText: null,
            approvedTotal: '14000.00',
          }),
          createHistorySubmission({ number: 2, submittedAt: '2026-11-22T01:30:00.000Z' }),
        ],
      }),
    );
    await opened();

    const history = section(HISTORY);
    expect(history).toHaveTextContent(
      'Automatically, by the straight-through rule set version 3, on 21-11-2026 11:00.',
    );
    expect(history).toHaveTextContent('Approved total: S$ 14,000.00');
    expect(history).toHaveTextContent('Nothing changed from submission 1.');
    expect(within(history).queryByRole('table')).toBeNull();
  });

  it("lists a policyholder's amend where it happened, with its reason and the approval it withdrew", async () => {
    const view = createCaseView({
      history: [
        createHistorySubmission(),
        createHistoryDecision({ outcome: 'approve', reasonText: null, approvedTotal: '12000.00' }),
        createHistoryAmend(),
        createHistoryAmend({
          amendedAt: '2026-11-24T01:00:00.000Z',
          reason: null,
          approvalWithdrawn: false,
        }),
      ],
    });
    setup(view);
    await opened();

    const items = within(within(section(HISTORY)).getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Submission 1',
      'Decision: Approved',
      'Amended by the policyholder',
      'Amended by the policyholder',
    ]);
    const [, , amended, older] = items as HTMLElement[];
    expect(amended).toHaveTextContent('On 23-11-2026 09:00.');
    expect(amended).toHaveTextContent('Reason: The admission date has moved.');
    expect(amended).toHaveTextContent('The approval was withdrawn; its certificate is void.');
    expect(older).toHaveTextContent('Reason: Not recorded');
    expect(older).not.toHaveTextContent('withdrawn');
  });

  it('is empty before the doctor submits', async () => {
    setup(createCaseView({ history: [], submission: null, fees: null }));
    await opened();

    expect(section(HISTORY)).toHaveTextContent('The doctor has not submitted yet.');
  });
});

describe("the case page's fees", () => {
  atTenPastTen();

  it('says the office confirmed the fees when it changed none, and adjusted them when it did', async () => {
    const answered = { officeUpdatedAt: '2026-11-24T00:30:00.000Z' };
    const confirmed = setup(
      createCaseView({ fees: createCaseFees({ ...answered, officeChanged: false }) }),
    );
    await opened();
    expect(section('Fees')).toHaveTextContent(
      "The business office confirmed the doctor's fees unchanged on 24-11-2026 08:30.",
    );
    expect(section('Fees')).not.toHaveTextContent('adjusted the fees on');
    confirmed.unmount();

    setup(createCaseView({ fees: createCaseFees({ ...answered, officeChanged: true }) }));
    await opened();
    expect(screen.getByRole('region', { name: 'Fees' })).toHaveTextContent(
      'The business office adjusted the fees on 24-11-2026 08:30.',
    );
  });
});
