import { describe, expect, it } from 'vitest';
import { createCaseView } from '../../../testing/adjudication-generators';
import { createCaseDecision } from '../../../testing/decision-generators';
import { screen, within } from '../../../testing/test-utils';
import { atTenPastTen, opened, rowsOf, section, setup } from './case.test-support';

const LATEST = 'Latest decision';

/** The detail list's value under `label` in the section. */
const valueOf = (label: string) => {
  const term = within(section(LATEST)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe("the case page's latest decision", () => {
  atTenPastTen();

  it("shows an adjudicator's approval: who and when, conditions, total, the certificate's code and validity, and each fee requested beside approved with a reduction's reason", async () => {
    const base = createCaseDecision();
    const decision = createCaseDecision({
      conditions: 'Ward class B1 or lower.',
      approvedTotal: '12020.00',
      verificationCode: 'K7M2P9QRST',
      lines: [
        {
          ...base.lines[0]!,
          approvedAmount: '3500.00',
          reasonCode: 'RED-AGREED',
          reasonLabel: 'Above the agreed price for the procedure',
        },
        ...base.lines.slice(1),
      ],
    });
    setup(createCaseView({ statusCode: 'APP', due: null, decision }));
    await opened();

    expect(valueOf('Outcome')).toBe('Approved');
    expect(valueOf('Decided by')).toBe('Grace Ong');
    expect(valueOf('Decided on')).toBe('25-11-2026 11:00');
    expect(valueOf('Conditions')).toBe('Ward class B1 or lower.');
    expect(valueOf('Approved total')).toBe('S$ 12,020.00');
    expect(valueOf('Certificate verification code')).toBe('K7M2P9QRST');
    expect(valueOf('Certificate valid until')).toBe('24-01-2027');

    const table = within(section(LATEST)).getByRole('table', { name: 'Approved amounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fee', 'Requested', 'Approved', 'Reason for the reduction']);
    expect(rowsOf(table)).toEqual([
      [
        'Surgery 1: surgeon fee (SF801H)',
        'S$ 3,800.00',
        'S$ 3,500.00',
        'Above the agreed price for the procedure (RED-AGREED)',
      ],
      ['Surgery 1: anaesthetist fee (SF801H)', 'S$ 1,220.00', 'S$ 1,220.00', 'As requested'],
      ['Attendance fee', 'S$ 150.00', 'S$ 150.00', 'As requested'],
      ['Other fee 1 (CONS)', 'S$ 350.00', 'S$ 350.00', 'As requested'],
      ['Hospital charges', 'S$ 6,800.00', 'S$ 6,800.00', 'As requested'],
    ]);
  });

  it("names an automatic approval's rule set version", async () => {
    const decision = createCaseDecision({ decidedBy: { kind: 'automatic', ruleVersion: 3 } });
    setup(createCaseView({ statusCode: 'APP', due: null, decision }));
    await opened();

    expect(valueOf('Decided by')).toBe('Automatically, by the straight-through rule set version 3');
  });

  it('shows a rejection with its coded reason, its explanation and who rejected, without amounts', async () => {
    const decision = createCaseDecision({
      outcome: 'reject',
      decidedBy: { kind: 'adjudicator', name: 'Marcus Tan' },
      reasonCode: 'REJ-EXCL',
      reasonLabel: 'Condition excluded by the policy',
      reasonText: 'Cosmetic procedures are not covered.',
      lines: [],
      approvedTotal: null,
      verificationCode: null,
    });
    setup(createCaseView({ statusCode: 'REJ', due: null, decision }));
    await opened();

    expect(valueOf('Outcome')).toBe('Rejected');
    expect(valueOf('Decided by')).toBe('Marcus Tan');
    expect(valueOf('Reason for rejecting')).toBe('Condition excluded by the policy (REJ-EXCL)');
    expect(valueOf('Explanation to the policyholder')).toBe('Cosmetic procedures are not covered.');
    expect(within(section(LATEST)).queryByRole('table')).toBeNull();
  });

  it('shows an amendment request with what must change and the kinds of document it requires', async () => {
    const decision = createCaseDecision({
      outcome: 'request-amendment',
      reasonText: 'Please attach the histology.',
      requiredDocumentKinds: ['histology', 'imaging'],
      lines: [],
      approvedTotal: null,
      verificationCode: null,
      validUntil: null,
    });
    setup(createCaseView({ statusCode: 'AME-REQ', due: null, decision }));
    await opened();

    expect(valueOf('Outcome')).toBe('Amendment requested');
    expect(valueOf('What must change')).toBe('Please attach the histology.');
    expect(valueOf('Documents required')).toBe('Histology report, Imaging');
    expect(within(section(LATEST)).queryByText('Certificate valid until')).toBeNull();
  });

  it('shows the reversal of an automatic approval: who, when and why, the certificate no longer valid', async () => {
    const decision = createCaseDecision({
      decidedBy: { kind: 'automatic', ruleVersion: 1 },
      verificationCode: 'K7M2P9QRST',
      reversal: {
        reversedAt: '2026-11-26T01:30:00.000Z',
        reversedBy: 'Grace Ong',
        reason: 'The diagnosis needs a review.',
      },
    });
    setup(createCaseView({ statusCode: 'PRO', decision }));
    await opened();

    expect(valueOf('Outcome')).toBe('Approved, then reversed');
    expect(valueOf('Reversed')).toBe('26-11-2026 09:30 by Grace Ong');
    expect(valueOf('Reason for reversing')).toBe('The diagnosis needs a review.');
    expect(valueOf('Certificate verification code')).toBe('K7M2P9QRST (no longer valid)');
  });

  it('has no section before the insurer decides', async () => {
    setup(createCaseView({ decision: null }));
    await opened();

    expect(screen.queryByRole('region', { name: LATEST })).toBeNull();
  });
});
