import type { StatusCode } from '@preauth/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createClinicalDetails,
  createRequestDetail,
  createUserInfo,
} from '../../../testing/data-generators';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { screen, within } from '../../../testing/test-utils';
import { renderRequestsAt, reviewPath, stubRequestDetail, valueOf } from '../testing';

/** The section headed `name`. */
const section = (name: string) => screen.getByRole('region', { name });

const history = (...codes: StatusCode[]) =>
  codes.map((statusCode, i) => ({
    statusCode,
    createdOn: `2026-11-2${i}T17:30:00.000Z`,
  }));

/** Each progress step as "label | date". */
function progressRows(): string[] {
  return within(section('Progress'))
    .getAllByRole('listitem')
    .map((li) =>
      Array.from(li.children)
        .map((c) => c.textContent)
        .join(' | '),
    );
}

describe('review screen', () => {
  it('asks for the expanded request of the user’s insurer', async () => {
    const detail = createRequestDetail();
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(detail.erefNo);
    const [url] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toBe(`/api/insurers/INS/requests/${detail.paId}?expanded=true`);
  });

  it('shows the request, policyholder, patient and doctor sections', async () => {
    const detail = createRequestDetail({
      erefNo: 'PA2026-000042',
      statusCode: 'PRO',
      createdOn: '2026-11-20T17:30:00.000Z',
      createdBy: 'Jane Tan',
      insurerName: 'Aurora Life Assurance',
      policyHolderName: 'Jane Tan',
      policyHolderNric: '*****567A',
      policyHolderEmailaddress: 'jane@example.test',
      policyHolderContactno: '+6591234567',
      patientName: 'Tom Tan',
      patientNric: '*****123B',
      policyholderPatientRelationship: 'Child',
      policyName: 'Shield Plan',
      policyNumber: 'POL123',
      policyRiderName: 'Shield Rider',
      policyRiderNumber: 'RID9',
      doctor: { doctorId: 'd1', doctorName: 'Dr Lim', doctorMcrno: 'M12345A' },
      clinic: { clinicId: 'c1', clinicName: 'Lim Clinic', clinicCode: 'LC' },
      clinicdoctorEmailaddress: 'lim@clinic.test',
      resend_email_address: 'lim2@clinic.test',
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    await screen.findByRole('region', { name: 'Request' });

    const request = section('Request');
    expect(valueOf(request, 'Pre-Authorisation Ref No.')).toBe('PA2026-000042');
    expect(valueOf(request, 'Status')).toBe('Processing');
    // 17:30 UTC on the 20th is already the 21st in Singapore.
    expect(valueOf(request, 'Created on')).toBe('21-11-2026');
    expect(valueOf(request, 'Created by')).toBe('Jane Tan');
    expect(valueOf(request, 'Insurer')).toBe('Aurora Life Assurance');

    const holder = section('Policyholder');
    expect(valueOf(holder, 'Name')).toBe('Jane Tan');
    expect(valueOf(holder, 'NRIC/FIN')).toBe('*****567A');
    expect(valueOf(holder, 'Email address')).toBe('jane@example.test');
    expect(valueOf(holder, 'Contact number')).toBe('+65 9123 4567');

    const patient = section('Patient');
    expect(valueOf(patient, 'Name')).toBe('Tom Tan');
    expect(valueOf(patient, 'NRIC/FIN')).toBe('*****123B');
    expect(valueOf(patient, 'Relationship to policyholder')).toBe('Child');
    expect(valueOf(patient, 'Policy')).toBe('Shield Plan (POL123)');
    expect(valueOf(patient, 'Rider')).toBe('Shield Rider (RID9)');

    const doctor = section('Doctor');
    expect(valueOf(doctor, 'Doctor name')).toBe('Dr Lim');
    expect(valueOf(doctor, 'MCR number')).toBe('M12345A');
    expect(valueOf(doctor, 'Clinic')).toBe('Lim Clinic');
    expect(valueOf(doctor, "Doctor's email address")).toBe('lim@clinic.test');
    expect(valueOf(doctor, 'Resend email address')).toBe('lim2@clinic.test');
  });

  it("shows 'N/A' for what the request does not have", async () => {
    const detail = createRequestDetail({
      policyRiderName: null,
      policyRiderNumber: null,
      doctor: { doctorId: null, doctorName: 'Dr Typed', doctorMcrno: null },
      resend_email_address: null,
      policyHolderContactno: undefined,
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    await screen.findByRole('region', { name: 'Patient' });

    expect(valueOf(section('Patient'), 'Rider')).toBe('N/A');
    expect(valueOf(section('Doctor'), 'MCR number')).toBe('N/A');
    expect(valueOf(section('Doctor'), 'Resend email address')).toBe('N/A');
    expect(valueOf(section('Policyholder'), 'Contact number')).toBe('N/A');
  });

  it('leaves out the clinical details until the doctor has given them', async () => {
    const detail = createRequestDetail({ details: null });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('region', { name: 'Clinical and fee details' })).toBeNull();
  });

  it("shows the doctor's clinical details, with money as 'S$ ' and thousands separators", async () => {
    const detail = createRequestDetail({
      statusCode: 'PRO',
      statuses: history('SUB', 'PRO'),
      details: createClinicalDetails({
        diagnoses: [
          {
            icdCode: 'M23.2',
            icdDesc: 'Derangement of meniscus',
            firstConsultDate: '2026-09-01',
            diagnosisDate: '2026-09-15',
          },
        ],
        wardTypes: [{ wardtypeCode: 'B1', wardtypeDesc: 'Class B1 (four-bedded)', lengthStay: 3 }],
        comorbidities: [],
        surgeryDetails: [
          {
            tospCode: 'SB811K',
            tospDescription: 'Knee, meniscectomy, arthroscopic',
            surgeonfee: '12345.6',
            surgeonfeeJustification: 'Complex case',
            anaesthetistfee: '1200.00',
            anaesthetistfeeJustification: null,
          },
        ],
        otherFees: [
          { feesCode: 'IMPL', feesDescription: 'Implants and prostheses', feesAmount: '2500.00' },
        ],
        doctorAttendancefee: '300.00',
        totalHospitalcharges: '8000.00',
        totalBill: '1234567.89',
      }),
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    const clinical = await screen.findByRole('region', { name: 'Clinical and fee details' });

    expect(valueOf(clinical, 'Admission type')).toBe('EL – Elective inpatient');
    expect(valueOf(clinical, 'Diagnosis (ICD code)')).toBe('M23.2 – Derangement of meniscus');
    expect(valueOf(clinical, 'First consultation date')).toBe('01-09-2026');
    expect(valueOf(clinical, 'Diagnosis date')).toBe('15-09-2026');
    expect(valueOf(clinical, 'Ward type')).toBe('B1 – Class B1 (four-bedded)');
    expect(valueOf(clinical, 'Length of stay (days)')).toBe('3');
    expect(valueOf(clinical, 'Procedure (TOSP code)')).toBe(
      'SB811K – Knee, meniscectomy, arthroscopic',
    );
    expect(valueOf(clinical, 'Surgeon fee')).toBe('S$ 12,345.60');
    expect(valueOf(clinical, 'Surgeon fee justification')).toBe('Complex case');
    expect(valueOf(clinical, 'Anaesthetist fee')).toBe('S$ 1,200.00');
    expect(valueOf(clinical, 'Anaesthetist fee justification')).toBe('N/A');
    expect(valueOf(clinical, 'Fee type')).toBe('IMPL – Implants and prostheses');
    expect(valueOf(clinical, 'Amount')).toBe('S$ 2,500.00');
    expect(valueOf(clinical, 'Doctor attendance fee')).toBe('S$ 300.00');
    expect(valueOf(clinical, 'Total hospital charges')).toBe('S$ 8,000.00');
    expect(valueOf(clinical, 'Total bill')).toBe('S$ 1,234,567.89');

    const comorbidities = within(clinical).getByRole('heading', { name: 'Comorbidities' });
    expect(comorbidities.nextElementSibling).toHaveTextContent('N/A');
  });

  it("shows each comorbidity with its description, the doctor's own text for OTH, and a code the lookup lacks alone", async () => {
    const row = {
      comorbidityDate: '2019-05-01',
      comorbidityDoctorClinic: 'Dr Tan',
      comorbidityClinicName: 'Tan Clinic',
    };
    const detail = createRequestDetail({
      statusCode: 'PRO',
      statuses: history('SUB', 'PRO'),
      details: createClinicalDetails({
        comorbidities: [
          {
            ...row,
            comorbidityCode: 'HTN',
            comorbidityDesc: 'Hypertension',
            comorbidityOthers: null,
          },
          { ...row, comorbidityCode: 'OTH', comorbidityDesc: 'Gout', comorbidityOthers: 'Gout' },
          { ...row, comorbidityCode: 'XYZ', comorbidityDesc: null, comorbidityOthers: null },
        ],
      }),
    });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    const clinical = await screen.findByRole('region', { name: 'Clinical and fee details' });

    const shown = within(clinical)
      .getAllByText('Comorbidity', { selector: 'dt' })
      .map((term) => term.nextElementSibling?.textContent);
    expect(shown).toEqual(['HTN – Hypertension', 'OTH – Gout', 'XYZ']);
  });

  it.each<[StatusCode[], string[]]>([
    [
      ['PEN'],
      [
        'Pending Authorization | 21-11-2026',
        'Submitted | To come',
        'Processing | To come',
        'Decision | To come',
      ],
    ],
    [['SUB'], ['Submitted | 21-11-2026', 'Processing | To come', 'Decision | To come']],
    [
      ['SUB', 'PRO'],
      ['Submitted | 21-11-2026', 'Processing | 22-11-2026', 'Decision | To come'],
    ],
    [
      ['SUB', 'PRO', 'REJ'],
      ['Submitted | 21-11-2026', 'Processing | 22-11-2026', 'Decision - Rejected | 23-11-2026'],
    ],
    [
      ['SUB', 'CAN'],
      ['Submitted | 21-11-2026', 'Decision - Cancelled | 22-11-2026'],
    ],
  ])('shows the progress of %j with the steps still to come', async (codes, rows) => {
    const detail = createRequestDetail({ statusCode: codes.at(-1), statuses: history(...codes) });
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId));
    await screen.findByRole('region', { name: 'Progress' });
    expect(progressRows()).toEqual(rows);
  });

  it('adds the approval note and the certificate only when the request is approved', async () => {
    const approved = createRequestDetail({
      statusCode: 'APP',
      statuses: history('SUB', 'PRO', 'APP'),
    });
    stubRequestDetail(approved);
    const first = renderRequestsAt(reviewPath(approved.paId));
    const note = await screen.findByRole('complementary', { name: 'Approved' });
    // The same words as the certificate's note.
    expect(note).toHaveTextContent(
      'Payment is guaranteed subject to policy terms and limits, and exclusions are not covered.',
    );
    expect(within(note).getByRole('button', { name: 'Download certificate' })).toBeVisible();
    expect(progressRows().at(-1)).toBe('Decision - Approved | 23-11-2026');
    first.unmount();

    const processing = createRequestDetail({ statusCode: 'PRO', statuses: history('SUB', 'PRO') });
    stubRequestDetail(processing);
    renderRequestsAt(reviewPath(processing.paId));
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('complementary', { name: 'Approved' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });

  it('downloads the certificate of the approved request', async () => {
    const detail = createRequestDetail({ statusCode: 'APP', statuses: history('PRO', 'APP') });
    const server = stubRequestDetail(detail, {
      'GET /api/requests/certificate': () => new Response(new Blob(['%PDF-1.7'])),
    });
    // jsdom has no object URLs; the browser's download is the anchor's click.
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
      Object.defineProperty(URL, name, { configurable: true, value: vi.fn(() => 'blob:pdf') });
      onTestFinished(() => {
        Reflect.deleteProperty(URL, name);
      });
    }
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderRequestsAt(reviewPath(detail.paId));

    await user.click(await screen.findByRole('button', { name: 'Download certificate' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/requests/certificate')).toHaveLength(1);
    const [url] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(String(url)).toBe(`/api/requests/certificate?paId=${detail.paId}`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `request-${detail.paId}.pdf`,
    );
  });

  it('prints, and goes back to the homepage', async () => {
    const detail = createRequestDetail();
    stubRequestDetail(detail);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderRequestsAt(reviewPath(detail.paId));

    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("takes a doctor back to the doctor's home, where it opened the request (record 084)", async () => {
    const detail = createRequestDetail();
    stubRequestDetail(detail);
    renderRequestsAt(reviewPath(detail.paId), createUserInfo({ userType: 'doctor' }));

    expect(await screen.findByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
      'href',
      '/doctor/verification',
    );
  });

  it('shows not-found for a request that is not the user’s', async () => {
    const detail = createRequestDetail();
    stubFetch({
      [`GET /api/insurers/INS/requests/${detail.paId}`]: () =>
        apiError(404, { code: 'NOT_FOUND', detailMessage: 'The request was not found.' }),
    });
    renderRequestsAt(reviewPath(detail.paId));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says why the request could not be loaded, and loads it again on Try again', async () => {
    const detail = createRequestDetail();
    let failures = 1;
    stubFetch({
      [`GET /api/insurers/INS/requests/${detail.paId}`]: () =>
        failures-- > 0
          ? apiError(400, { code: 'BAD_REQUEST', detailMessage: 'The request is not readable.' })
          : json(200, detail),
    });
    const { user } = renderRequestsAt(reviewPath(detail.paId));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not readable.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(detail.erefNo);
  });

  it('shows not-found for an id that cannot be a request, without asking the server', async () => {
    const server = stubFetch({});
    renderRequestsAt('/request/42/review');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it.each(['authorise', 'declaration-accept', 'declaration-reject', 'print'])(
    'shows not-found for the %s action, which is not built here',
    async (action) => {
      const server = stubFetch({});
      renderRequestsAt(`/request/${createRequestDetail().paId}/${action}`);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(server.calls).toHaveLength(0);
    },
  );
});
