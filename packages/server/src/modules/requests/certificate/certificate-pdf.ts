import { CERTIFICATE_TEXTS, PAYMENT_GUARANTEE_NOTE } from '@preauth/shared';
import {
  a4Canvas,
  feeTables,
  fieldGrid,
  footers,
  note,
  paragraph,
  section,
  table,
  titleBlock,
  type Field,
} from '../../../core/pdf/pdf-blocks';

/** What the certificate prints, already masked and formatted (certificate.service). */
export interface CertificateContent {
  insurerName: string;
  erefNo: string;
  status: string;
  /** dd-MM-yyyy */
  decisionDate: string;
  /** dd-MM-yyyy */
  issuedOn: string;
  issuedAt: Date;
  /** Rows of up to three labelled values. */
  parties: Field[][];
  treatment: Field[][];
  diagnoses: { code: string; description: string }[];
  procedures: { code: string; description: string; surgeonFee: string; anaesthetistFee: string }[];
  /** Attendance fee, other fees and hospital charges, each with its label. */
  fees: Field[];
  totalBill: string;
}

declare module '../../../core/pdf/pdf-worker' {
  interface PdfDocuments {
    certificate: CertificateContent;
  }
}

/**
 * Lays the certificate out on A4 pages in the portal's Unicode fonts (`core/pdf`), so names in
 * Chinese or Tamil print as written; resolves to the PDF bytes. It runs in a PDF worker thread:
 * the service asks `app.pdf` for it.
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const { pdf, width } = a4Canvas({
    Title: `${CERTIFICATE_TEXTS.title} ${content.erefNo}`,
    Author: content.insurerName,
    CreationDate: content.issuedAt,
  });

  titleBlock(pdf, width, {
    insurerName: content.insurerName,
    title: CERTIFICATE_TEXTS.title,
    box: [
      ['Pre-Authorisation Ref No.', content.erefNo],
      ['Decision date', content.decisionDate],
      ['Status', content.status],
    ],
  });
  paragraph(
    pdf,
    'The pre-authorisation request below is approved for the treatment and the amounts stated.',
    width,
  );
  section(pdf, 'Policyholder and patient', width);
  fieldGrid(pdf, content.parties, width);
  section(pdf, 'Doctor and hospital', width);
  fieldGrid(pdf, content.treatment, width);

  section(pdf, 'Diagnoses', width);
  table(
    pdf,
    [
      { title: 'ICD-10 code', width: 90 },
      { title: 'Description', width: width - 90 },
    ],
    content.diagnoses.map((d) => [d.code, d.description]),
  );

  section(pdf, 'Approved amounts', width);
  feeTables(pdf, width, {
    surgeries: content.procedures.map((p) => [
      p.code,
      p.description,
      p.surgeonFee,
      p.anaesthetistFee,
    ]),
    others: content.fees,
    totalBill: content.totalBill,
  });

  note(pdf, PAYMENT_GUARANTEE_NOTE, width);
  footers(
    pdf,
    width,
    `Issued by ${content.insurerName} on ${content.issuedOn}. Amounts are in Singapore ` +
      'dollars. This certificate was issued electronically and needs no signature.',
    content.erefNo,
  );
  return pdf.finish();
}
