import { DOCTOR_DECLARATION, LIA_FORM_TEXTS } from '@preauth/shared';
import {
  a4Canvas,
  feeTables,
  fieldGrid,
  footers,
  note,
  section,
  table,
  titleBlock,
  type Field,
} from '../../../core/pdf/pdf-blocks';
import type { PdfCanvas } from '../../../core/pdf/pdf-canvas';

/** What the LIA form prints, already masked, labelled and formatted (lia-form.service). */
export interface LiaFormContent {
  insurerName: string;
  erefNo: string;
  /** dd-MM-yyyy */
  createdOn: string;
  /** dd-MM-yyyy HH:mm, Singapore time */
  submittedOn: string;
  submittedAt: Date;
  /** Rows of up to three labelled values. */
  requestDetails: Field[][];
  /** Ward, length of stay. */
  wards: string[][];
  /** ICD-10 code, description, first consultation, diagnosis date. */
  diagnoses: string[][];
  /** Onset, description, referral, additional information, co-morbidities yes or no. */
  clinical: Field[][];
  /** Condition, since, attending doctor, clinic. */
  comorbidities: string[][];
  /** TOSP code, procedure (with any justification), surgeon fee, anaesthetist fee. */
  surgeries: string[][];
  /** Attendance fee, other fees and hospital charges, each labelled. */
  fees: Field[];
  totalBill: string;
  /**
   * The business office's fees beside the doctor's, once the office has submitted; then
   * `surgeries`, `fees` and `totalBill` above are not printed.
   */
  office?: OfficeFees | null;
  declaration: { doctorName: string; mcrNo: string };
}

/** The doctor's and the business office's amounts side by side, formatted. */
export interface OfficeFees {
  /** The office changed at least one amount; else it confirmed the doctor's. */
  changed: boolean;
  /** dd-MM-yyyy HH:mm, Singapore time */
  updatedOn: string;
  /** TOSP code, procedure, surgeon fee (doctor, office), anaesthetist fee (doctor, office). */
  surgeries: string[][];
  /** Fee label, the doctor's amount, the office's. */
  fees: string[][];
  totalBill: { doctor: string; office: string };
}

declare module '../../../core/pdf/pdf-worker' {
  interface PdfDocuments {
    'lia-form': LiaFormContent;
  }
}

const GST = `(${LIA_FORM_TEXTS.gstInclusive})`;
/** The office's fees table: two amounts a row. */
const OFFICE_AMOUNT_WIDTH = 105;

/** The same tables with the business office's amounts beside the doctor's, and both totals. */
function officeFeeTables(pdf: PdfCanvas, width: number, office: OfficeFees) {
  const said = office.changed ? LIA_FORM_TEXTS.officeAdjusted : LIA_FORM_TEXTS.officeConfirmed;
  note(pdf, `${said} ${office.updatedOn} (Singapore time).`, width);
  pdf.doc.y += 8;
  const amount = 72;
  const code = 60;
  table(
    pdf,
    [
      { title: 'TOSP code', width: code },
      { title: 'Procedure', width: width - code - 4 * amount },
      { title: 'Surgeon fee (doctor)', width: amount, align: 'right' },
      { title: 'Surgeon fee (business office)', width: amount, align: 'right' },
      { title: 'Anaesthetist fee (doctor)', width: amount, align: 'right' },
      { title: 'Anaesthetist fee (business office)', width: amount, align: 'right' },
    ],
    office.surgeries,
  );
  pdf.doc.y += 8;
  table(
    pdf,
    [
      { title: `Fees and charges ${GST}`, width: width - 2 * OFFICE_AMOUNT_WIDTH },
      { title: 'Doctor', width: OFFICE_AMOUNT_WIDTH, align: 'right' },
      { title: 'Business office', width: OFFICE_AMOUNT_WIDTH, align: 'right' },
    ],
    office.fees,
    [`Total bill ${GST}`, office.totalBill.doctor, office.totalBill.office],
  );
}

/**
 * Lays the doctor's submission out on A4 pages in the portal's Unicode fonts (`core/pdf`), each
 * section as the review step shows it (document 001 §2), then the declaration; resolves to the
 * PDF bytes. It runs in a PDF worker thread: the service asks `app.pdf` for it.
 */
export function renderLiaFormPdf(content: LiaFormContent): Promise<Buffer> {
  const { pdf, width } = a4Canvas({
    Title: `${LIA_FORM_TEXTS.title} ${content.erefNo}`,
    Author: content.insurerName,
    CreationDate: content.submittedAt,
  });

  titleBlock(pdf, width, {
    insurerName: content.insurerName,
    title: LIA_FORM_TEXTS.title,
    box: [
      ['Pre-Authorisation Ref No.', content.erefNo],
      ['Created on', content.createdOn],
      ['Submitted on', content.submittedOn],
    ],
  });

  section(pdf, 'Request Details', width);
  fieldGrid(pdf, content.requestDetails, width);
  table(
    pdf,
    [
      { title: 'Ward', width: width - 110 },
      { title: 'Length of stay (days)', width: 110, align: 'right' },
    ],
    content.wards,
  );

  section(pdf, 'Patient Diagnosis', width);
  const date = 80;
  table(
    pdf,
    [
      { title: 'ICD-10 code', width: 70 },
      { title: 'Diagnosis', width: width - 70 - 2 * date },
      { title: 'First consultation', width: date },
      { title: 'Diagnosis date', width: date },
    ],
    content.diagnoses,
  );
  pdf.doc.y += 8;
  fieldGrid(pdf, content.clinical, width);
  if (content.comorbidities.length > 0) {
    table(
      pdf,
      [
        { title: 'Co-morbidity', width: width - 70 - 2 * 120 },
        { title: 'Since', width: 70 },
        { title: 'Attending doctor', width: 120 },
        { title: 'Clinic', width: 120 },
      ],
      content.comorbidities,
    );
  }

  section(pdf, 'Requested Fee', width);
  if (content.office) officeFeeTables(pdf, width, content.office);
  else {
    feeTables(pdf, width, {
      surgeries: content.surgeries,
      others: content.fees,
      totalBill: content.totalBill,
      qualifier: GST,
    });
  }

  section(pdf, DOCTOR_DECLARATION.title, width);
  note(pdf, DOCTOR_DECLARATION.text, width);
  pdf.doc.y += 10;
  fieldGrid(
    pdf,
    [
      [
        ["Doctor's name", content.declaration.doctorName],
        ['MCR No.', content.declaration.mcrNo],
        ['Date and time', content.submittedOn],
      ],
    ],
    width,
  );

  footers(
    pdf,
    width,
    `Submitted by the doctor on ${content.submittedOn} (Singapore time) for ` +
      `${content.insurerName}. Amounts are in Singapore dollars, ${LIA_FORM_TEXTS.gstInclusive}.`,
    content.erefNo,
  );
  return pdf.finish();
}
