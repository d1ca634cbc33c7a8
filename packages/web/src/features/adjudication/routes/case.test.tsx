import { describe, expect, it, vi } from 'vitest';
import {
  createCaseAuditEntry,
  createCaseAuditPage,
  createCaseFees,
  createCaseView,
  createDecisionDue,
} from '../../../testing/adjudication-generators';
import { createErrorEnvelope } from '../../../testing/data-generators';
import { apiError } from '../../../testing/fetch-stub';
import { FIRST_LOAD_MS, screen, waitFor, within } from '../../../testing/test-utils';
import { atTenPastTen, caseRoute, opened, section, setup } from './case.test-support';

describe('the case page', () => {
  atTenPastTen();

  it('shows everything the case holds, each part a section with its heading', async () => {
    const view = createCaseView({
      erefNo: 'PA2026-000042',
      policyholder: {
        policyholderId: 'holder-1',
        name: 'Tan Mei Ling',
        nric: 'S1234567A',
        contactNo: '+6591234567',
        emailAddress: 'mei@example.test',
      },
      due: createDecisionDue({
        dueAt: '2026-11-25T01:00:00.000Z',
        workingDaysLeft: -0.53,
        overdue: true,
      }),
      statuses: [
        { statusCode: 'SUB', createdOn: '2026-11-20T02:00:00.000Z', actorType: 'policy-holder' },
        { statusCode: 'PRO', createdOn: '2026-11-24T01:00:00.000Z', actorType: 'doctor' },
      ],
      audit: createCaseAuditPage([
        createCaseAuditEntry({ actorName: 'Grace Ong', details: { via: 'console' } }),
      ]),
    });
    setup(view);
    expect(await opened()).toHaveTextContent('Case PA2026-000042');
    expect(screen.getByRole('link', { name: /Back to the work queue/ })).toHaveAttribute(
      'href',
      '/adjudication',
    );

    for (const name of [
      'Status and due date',
      'Policyholder',
      'Patient',
      'Policy and rider',
      'Doctor and hospital',
      "The doctor's submission",
      'Fees',
      'Uploads',
      'Status history',
      'Audit',
    ]) {
      expect(section(name)).toBeVisible();
    }
    const status = within(section('Status and due date'));
    expect(status.getByText('Processing')).toBeVisible();
    expect(status.getByText('25-11-2026 09:00')).toBeVisible();
    expect(status.getByText('Overdue by 0.5 working days')).toBeVisible();

    // NRICs whole: the reader is the insurer.
    expect(within(section('Policyholder')).getByText('S1234567A')).toBeVisible();
    // Formatted once the numbering plans' code, fetched after the first render, is in.
    expect(
      await within(section('Policyholder')).findByText(
        '+65 9123 4567',
        {},
        { timeout: FIRST_LOAD_MS },
      ),
    ).toBeVisible();
    expect(within(section('Patient')).getByText('14-03-2010')).toBeVisible();
    expect(within(section('Policy and rider')).getByText(/^Shield Rider \(RID/)).toBeVisible();

    const submission = within(section("The doctor's submission"));
    for (const part of [
      'Admission',
      'Symptoms',
      'Referral',
      'Diagnoses',
      'Comorbidities',
      'Additional information',
      'Ward',
    ]) {
      expect(submission.getByRole('heading', { level: 3, name: part })).toBeVisible();
    }
    expect(submission.getByText('M23.2 – Derangement of meniscus')).toBeVisible();
    expect(submission.getByText('3 Months')).toBeVisible();
    expect(within(section('Uploads')).getByText('No files were uploaded.')).toBeVisible();

    const history = within(section('Status history'));
    expect(history.getByText('Submitted')).toBeVisible();
    expect(history.getByText('24-11-2026 09:00 · Doctor')).toBeVisible();
    const audit = within(section('Audit'));
    expect(audit.getByText('Case: viewed')).toBeVisible();
    expect(audit.getByText('Grace Ong (Adjudicator)')).toBeVisible();
    expect(audit.getByText('26-11-2026 10:05')).toBeVisible();
    expect(audit.getByText('via: console')).toBeVisible();
  });

  it("puts the doctor's and the business office's fees side by side, and flags a fee above its cap", async () => {
    const fees = createCaseFees({
      officeUpdatedAt: '2026-11-23T08:00:00.000Z',
      surgeryLines: [
        {
          tospCode: 'SB811K',
          tospDescription: 'Knee, meniscectomy, arthroscopic',
          surgeonfee: {
            doctor: '5600.00',
            office: '4800.00',
            agreedPrice: '5000.00',
            cap: '5000.00',
            justification: 'A complex tear.',
          },
          anaesthetistfee: {
            doctor: '1200.00',
            office: '1200.00',
            agreedPrice: '1500.00',
            cap: '1500.00',
            justification: null,
          },
        },
      ],
      totalBill: { doctor: '15100.00', office: '14300.00' },
      otherFees: {
        doctor: [{ feesCode: 'IMP', feesDescription: 'Implant', feesAmount: '900.00' }],
        office: [{ feesCode: 'IMP', feesDescription: 'Implant', feesAmount: '700.00' }],
      },
    });
    setup(createCaseView({ fees }));
    await opened();
    const section_ = within(section('Fees'));

    const procedure = within(section_.getByRole('table', { name: /Procedure 1: SB811K/ }));
    const columns = procedure.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['Fee', 'Doctor', 'Business office', 'Agreed price', 'Cap']);
    const surgeon = procedure.getByRole('row', { name: /Surgeon fee/ });
    const cells = within(surgeon).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'S$ 5,600.00!Above cap',
      'S$ 4,800.00',
      'S$ 5,000.00',
      'S$ 5,000.00',
    ]);
    expect(section_.getByText('A complex tear.')).toBeVisible();

    const totals = within(section_.getByRole('table', { name: 'Other fees and totals' }));
    expect(
      within(totals.getByRole('row', { name: /IMP – Implant/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['S$ 900.00', 'S$ 700.00']);
    expect(
      within(totals.getByRole('row', { name: /Total bill/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['S$ 15,100.00', 'S$ 14,300.00']);
  });

  it('shows no business office column before the office has answered', async () => {
    setup(createCaseView({ fees: createCaseFees() }));
    await opened();
    const fees = within(section('Fees'));
    expect(fees.getByText(/The business office has not adjusted the fees/)).toBeVisible();
    for (const table of fees.getAllByRole('table')) {
      expect(within(table).queryByRole('columnheader', { name: 'Business office' })).toBeNull();
      expect(within(table).getByRole('columnheader', { name: 'Doctor' })).toBeVisible();
    }
    expect(fees.queryByText('Above cap')).not.toBeInTheDocument();
  });
  it('shows first the straight-through rules a case did not meet', async () => {
    const failed = createCaseView({
      straightThrough: {
        ruleVersion: 3,
        evaluatedAt: '2026-11-24T01:00:05.000Z',
        outcome: 'fail',
        failed: [
          {
            kind: 'total-limit',
            reason: 'The total of S$ 30,000.00 is above the limit of S$ 25,000.00.',
          },
        ],
        approvedAutomatically: false,
        reversedAt: null,
      },
    });
    setup(failed);
    await opened();
    const rules = section('Straight-through rules');
    expect(rules).toHaveTextContent(
      'Checked against rule set version 3 on 24-11-2026 09:00: not approved automatically.',
    );
    expect(within(rules).getByRole('listitem')).toHaveTextContent(
      'The total of S$ 30,000.00 is above the limit of S$ 25,000.00.',
    );
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(rules);
  });

  it('says when the portal approved a case by its rules, and when that was reversed', async () => {
    setup(
      createCaseView({
        statusCode: 'PRO',
        straightThrough: {
          ruleVersion: 1,
          evaluatedAt: '2026-11-24T01:00:05.000Z',
          outcome: 'pass',
          failed: [],
          approvedAutomatically: true,
          reversedAt: '2026-11-25T03:00:00.000Z',
        },
      }),
    );
    await opened();
    expect(section('Straight-through rules')).toHaveTextContent(
      'approved automatically, every rule met. An adjudicator reversed the approval on 25-11-2026 11:00.',
    );
  });

  it('links to the three decisions in Processing', async () => {
    const view = createCaseView({ statusCode: 'PRO' });
    const app = setup(view);
    await opened();
    const links = within(section('Status and due date'));
    for (const [name, decision] of [
      ['Approve', 'approve'],
      ['Reject', 'reject'],
      ['Request amendment', 'request-amendment'],
    ]) {
      expect(links.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/adjudication/cases/${view.paId}/${decision}`,
      );
    }
    await app.user.click(links.getByRole('link', { name: 'Reject' }));
    expect(await screen.findByText('A decision page')).toBeVisible();
  });

  it('offers no decision and no hold in any other status', async () => {
    setup(createCaseView({ statusCode: 'APP', due: null, hold: null }));
    await opened();
    for (const name of ['Approve', 'Reject', 'Request amendment', 'Take this case']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(within(section('Status and due date')).getByText('Approved')).toBeVisible();
    expect(screen.queryByText(/working day/)).toBeNull();
  });

  it('opens an upload in a new tab, fetched with the session token', async () => {
    const upload = {
      uploadId: 'upload-1',
      purpose: 'referral-letter',
      fileName: 'referral.pdf',
      contentType: 'application/pdf',
      sizeBytes: 12_700,
      uploadedAt: '2026-11-23T06:00:00.000Z',
      downloadPath: '/api/uploads/upload-1',
    };
    const view = createCaseView({ uploads: [upload] });
    const tab = {
      opener: {},
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:file-1');
    URL.revokeObjectURL = vi.fn();
    const app = setup(view, {
      'GET /api/uploads/upload-1': () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await opened();
    const uploads = within(section('Uploads'));
    expect(uploads.getByText('referral.pdf')).toBeVisible();
    expect(uploads.getByText(/From the doctor · 12.4 KB/)).toBeVisible();

    await app.user.click(uploads.getByRole('button', { name: 'Open referral.pdf in a new tab' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:file-1'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(app.server.callsTo('GET /api/uploads/upload-1')).toHaveLength(1);
    const file = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(file.type).toBe('application/pdf');
  });

  it('is not found when the server does not find the case (404)', async () => {
    const view = createCaseView();
    setup(view, {
      [caseRoute(view)]: () =>
        apiError(404, createErrorEnvelope({ code: 'NOT_FOUND', detailMessage: 'Not found.' })),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('is not found for an id that cannot name a request, without asking', async () => {
    const view = createCaseView();
    const app = setup(view, {}, '/adjudication/cases/not-an-id');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(app.server.calls).toHaveLength(0);
  });
});
