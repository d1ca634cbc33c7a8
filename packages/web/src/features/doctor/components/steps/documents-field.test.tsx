import { DOCUMENT_MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { screen, within } from '../../../../testing/test-utils';
import { BASE, createDoctorParams, renderDoctorAt, stubDoctorInput } from '../../testing';

const HISTOLOGY_UPLOAD = '5c0d7a43-2a0e-4d8e-9f6b-7c1f0e2d3b4a';

/** Step 2 filled in but for the documents, on the insurer's amendment request. */
const savedOnStep2 = {
  currentStep: 'patient-diagnosis' as const,
  hospitalCode: 'MEH',
  admissionType: 'EL',
  diagnosis: [{ icdCode: 'K40.9', firstConsultDate: '2026-11-02', diagnosisDate: '2026-11-03' }],
  onsetsymptomsType: 'Weeks',
  onsetsymptomsDuration: '3',
  onsetsymptomsDesc: 'Pain on lifting',
  paReferral: 'false',
  comorbiditiesInd: 'false',
  additionalInfo: { naForAddlinfo: true },
};

const amendmentRequest = createDoctorParams({
  statusCode: 'AME-REQ',
  amendment: {
    changesRequired: 'Please attach the histology report of the biopsy.',
    requiredDocumentKinds: ['histology'],
    policyholderReason: null,
  },
});

describe("the doctor's form on an amendment request", () => {
  it('says what must change on every step', async () => {
    for (const step of ['request-details', 'review-submit', 'declaration'] as const) {
      stubDoctorInput({ params: amendmentRequest, draft: { currentStep: step } });
      const view = renderDoctorAt(`${BASE}/doctor-input/${step}`);

      const notice = await screen.findByRole(
        'region',
        { name: 'What must change' },
        { timeout: 5000 },
      );
      expect(notice).toHaveTextContent('Please attach the histology report of the biopsy.');
      expect(notice).toHaveTextContent(
        'Documents to attach on the Patient Diagnosis step: Histology report.',
      );
      view.unmount();
    }
  });

  it("gives the policyholder's reason when the policyholder amended", async () => {
    stubDoctorInput({
      params: createDoctorParams({
        statusCode: 'AMEND',
        amendment: {
          changesRequired: null,
          requiredDocumentKinds: [],
          policyholderReason: 'The admission moved to next week.',
        },
      }),
      draft: { currentStep: 'requested-fee' },
    });
    renderDoctorAt(`${BASE}/doctor-input/requested-fee`);

    const notice = await screen.findByRole(
      'region',
      { name: 'The policyholder amended this request' },
      { timeout: 5000 },
    );
    expect(notice).toHaveTextContent(
      "The policyholder's reason for amending: The admission moved to next week.",
    );
  });

  it('will not go on without the documents asked for', async () => {
    stubDoctorInput({ params: amendmentRequest, draft: savedOnStep2 });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    const next = await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 });
    expect(
      screen.getByRole('list', { name: 'The insurer asks for these documents:' }),
    ).toHaveTextContent('Histology report: not attached yet');

    await user.click(next);

    expect(
      await screen.findByText(DOCUMENT_MESSAGES.missingKinds(['histology'])),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Patient Diagnosis' })).toBeInTheDocument();
  });

  it('goes on once the document is attached with its kind', async () => {
    stubDoctorInput({
      params: amendmentRequest,
      draft: {
        ...savedOnStep2,
        attachments: [{ uploadId: HISTOLOGY_UPLOAD, kind: 'histology', fileName: 'biopsy.pdf' }],
      },
    });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    const documents = await screen.findByRole('group', { name: 'Documents' }, { timeout: 5000 });
    const row = within(documents).getByRole('group', { name: 'Document 1' });
    expect(within(row).getByText('biopsy.pdf')).toBeInTheDocument();
    expect(within(row).getByLabelText('Kind of document')).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'The insurer asks for these documents:' }),
    ).toHaveTextContent('Histology report: attached');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Requested Fee' })).toBeInTheDocument();
  });

  it('adds a document row with its kind and file, and removes it', async () => {
    stubDoctorInput({ draft: savedOnStep2 });
    const { user } = renderDoctorAt(`${BASE}/doctor-input/patient-diagnosis`);
    await user.click(
      await screen.findByRole('button', { name: 'Add a document' }, { timeout: 5000 }),
    );
    const row = screen.getByRole('group', { name: 'Document 1' });
    expect(within(row).getByLabelText('Kind of document')).toBeInTheDocument();
    expect(within(row).getByLabelText('File')).toHaveAttribute('type', 'file');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(row).findByText(DOCUMENT_MESSAGES.selectKind)).toBeInTheDocument();
    expect(within(row).getByText('Please choose a file.')).toBeInTheDocument();

    // The refused row's first field has the focus; removing the row removes it for good.
    await user.click(screen.getByRole('button', { name: 'Remove Document 1' }));
    expect(screen.queryByRole('group', { name: 'Document 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
  });
});
