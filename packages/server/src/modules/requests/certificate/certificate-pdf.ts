import { CERTIFICATE_TEXTS, PAYMENT_GUARANTEE_NOTE } from '@preauth/shared';
import {
  a4Canvas,
  feeTables,
  fieldGrid,
  footers,
  MARGIN,
  note,
  paragraph,
  qrCode,
  section,
  table,
  ensureRoom,
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
  /**
   * The last day the certificate is valid, dd-MM-yyyy (the approval's, fixed when it was made);
   * null for an approval made before decisions were recorded.
   */
  validUntil: string | null;
  /** dd-MM-yyyy */
  issuedOn: string;
  issuedAt: Date;
  /** Rows of up to three labelled values. */
  parties: Field[][];
  treatment: Field[][];
  diagnoses: { code: string; description: string }[];
  /** The ward classes and lengths of stay approved ("3 days"); empty for none (day surgery). */
  wards: { ward: string; lengthOfStay: string }[];
  procedures: { code: string; description: string; surgeonFee: string; anaesthetistFee: string }[];
  /** Attendance fee, other fees and hospital charges, each with its label. */
  fees: Field[];
  totalBill: string;
  /** The fees approved at less than requested, with the insurer's reason. */
  reductions: { fee: string; requested: string; approved: string; reason: string }[];
  conditions: string | null;
  /**
   * The approval's verification: its code as printed and the public page's address with the
   * reference and code filled in (the QR code's content). Null for an approval made before
   * decisions were recorded.
   */
  verification: { code: string; url: string } | null;
}

declare module '../../../core/pdf/pdf-worker' {
  interface PdfDocuments {
    certificate: CertificateContent;
  }
}

const QR_SIZE = 84;

/** The QR code to the public verification page, beside how to check the certificate by hand. */
function verificationBlock(
  pdf: Parameters<typeof note>[0],
  width: number,
  verification: NonNullable<CertificateContent['verification']>,
) {
  section(pdf, 'Verify this certificate', width);
  const { doc } = pdf;
  ensureRoom(pdf, QR_SIZE + 6);
  const top = doc.y;
  qrCode(pdf, verification.url, MARGIN.side, top, QR_SIZE);
  paragraph(
    pdf,
    `Scan the code, or open ${verification.url.split('?')[0]} and enter the Pre-Authorisation Ref ` +
      `No., the verification code ${verification.code} and the patient's date of birth, to ` +
      'confirm that this certificate is genuine, still approved and within its validity.',
    width - QR_SIZE - 14,
    MARGIN.side + QR_SIZE + 14,
    top + 8,
  );
  doc.y = Math.max(doc.y, top + QR_SIZE) + 6;
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
      ...(content.validUntil ? [['Valid until', content.validUntil] satisfies Field] : []),
      ...(content.verification
        ? [['Verification code', content.verification.code] satisfies Field]
        : []),
    ],
  });
  paragraph(
    pdf,
    'The pre-authorisation request below is approved for the treatment, the stay and the ' +
      'amounts stated.' +
      (content.validUntil
        ? ` This certificate is valid from ${content.decisionDate} to ${content.validUntil}.`
        : ''),
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

  section(pdf, 'Ward and length of stay approved', width);
  if (content.wards.length > 0) {
    table(
      pdf,
      [
        { title: 'Ward class', width: width - 120 },
        { title: 'Length of stay', width: 120, align: 'right' },
      ],
      content.wards.map((w) => [w.ward, w.lengthOfStay]),
    );
  } else {
    paragraph(pdf, 'No ward stay was requested.', width);
  }

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

  if (content.reductions.length > 0) {
    section(pdf, 'Amounts approved below the request', width);
    table(
      pdf,
      [
        { title: 'Fee', width: 150 },
        { title: 'Requested', width: 80, align: 'right' },
        { title: 'Approved', width: 80, align: 'right' },
        { title: 'Reason', width: width - 310 },
      ],
      content.reductions.map((r) => [r.fee, r.requested, r.approved, r.reason]),
    );
  }
  if (content.conditions) {
    section(pdf, 'Conditions', width);
    paragraph(pdf, content.conditions, width);
  }

  note(pdf, PAYMENT_GUARANTEE_NOTE, width);
  if (content.verification) verificationBlock(pdf, width, content.verification);
  footers(
    pdf,
    width,
    `Issued by ${content.insurerName} on ${content.issuedOn}. Amounts are in Singapore ` +
      'dollars. This certificate was issued electronically and needs no signature.',
    content.erefNo,
  );
  return pdf.finish();
}
