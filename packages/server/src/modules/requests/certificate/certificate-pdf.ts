import { CERTIFICATE_TEXTS, PAYMENT_GUARANTEE_NOTE } from '@preauth/shared';
import { PdfCanvas } from '../../../core/pdf/pdf-canvas';
import type { PdfFontStyle } from '../../../core/pdf/pdf-fonts';

export type Field = [label: string, value: string];

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

const COLOR = {
  brand: '#4b2a7b',
  ink: '#1f2430',
  muted: '#5f6673',
  rule: '#d5d8de',
  shade: '#f2f3f6',
  noteFill: '#f3eefa',
};
const MARGIN = { top: 40, side: 50, bottom: 58 };
const CELL_PAD = 3.5;
const TABLE_FONT_SIZE = 9;
const VALUE_FONT_SIZE = 9.5;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * Lays the certificate out on A4 pages in the portal's Unicode fonts (`core/pdf`), so names in
 * Chinese or Tamil print as written; resolves to the PDF bytes. It runs in a PDF worker thread:
 * the service asks `app.pdf` for it.
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const pdf = new PdfCanvas({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    // No personal data in the metadata: it shows in file managers and search indexes.
    info: {
      Title: `${CERTIFICATE_TEXTS.title} ${content.erefNo}`,
      Author: content.insurerName,
      CreationDate: content.issuedAt,
    },
    lang: 'en-SG',
  });
  const width = pdf.doc.page.width - 2 * MARGIN.side;

  header(pdf, content, width);
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
  const amount = 105;
  table(
    pdf,
    [
      { title: 'TOSP code', width: 75 },
      { title: 'Procedure', width: width - 75 - 2 * amount },
      { title: 'Surgeon fee', width: amount, align: 'right' },
      { title: 'Anaesthetist fee', width: amount, align: 'right' },
    ],
    content.procedures.map((p) => [p.code, p.description, p.surgeonFee, p.anaesthetistFee]),
  );
  pdf.doc.y += 8;
  table(
    pdf,
    [
      { title: 'Fees and charges', width: width - amount },
      { title: 'Amount', width: amount, align: 'right' },
    ],
    content.fees,
    ['Total bill', content.totalBill],
  );

  note(pdf, PAYMENT_GUARANTEE_NOTE, width);
  footers(pdf, content, width);
  return pdf.finish();
}

/** Starts a new page when `height` would not fit above the footer; true when it did. */
function ensureRoom({ doc }: PdfCanvas, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN.bottom) return false;
  doc.addPage();
  return true;
}

function header(pdf: PdfCanvas, content: CertificateContent, width: number) {
  const { doc } = pdf;
  const x = MARGIN.side;
  doc.rect(0, 0, doc.page.width, 8).fill(COLOR.brand);

  const boxWidth = 190;
  const boxX = x + width - boxWidth;
  const top = MARGIN.top;
  pdf.font('bold', 18);
  doc.fillColor(COLOR.brand);
  pdf.text(content.insurerName, x, top, { width: width - boxWidth - 20 });
  pdf.font('regular', 13);
  doc.fillColor(COLOR.ink);
  pdf.text(CERTIFICATE_TEXTS.title, x, doc.y + 4, { width: width - boxWidth - 20 });
  const titleBottom = doc.y;

  const rows: [string, string][] = [
    ['Pre-Authorisation Ref No.', content.erefNo],
    ['Decision date', content.decisionDate],
    ['Status', content.status],
  ];
  const rowHeight = 21;
  const boxHeight = rows.length * rowHeight + 2 * CELL_PAD;
  doc.roundedRect(boxX, top - 4, boxWidth, boxHeight, 4).fillAndStroke(COLOR.shade, COLOR.rule);
  rows.forEach(([label, value], i) => {
    const y = top - 4 + CELL_PAD + i * rowHeight;
    pdf.font('regular', 7.5);
    doc.fillColor(COLOR.muted);
    pdf.text(label.toUpperCase(), boxX + 10, y + 1, { width: boxWidth - 20 });
    pdf.font('bold', 10.5);
    doc.fillColor(COLOR.ink);
    pdf.text(value, boxX + 10, y + 10, { width: boxWidth - 20 });
  });

  doc.y = Math.max(titleBottom, top - 4 + boxHeight) + 12;
  pdf.font('regular', 10);
  doc.fillColor(COLOR.ink);
  pdf.text(
    'The pre-authorisation request below is approved for the treatment and the amounts stated.',
    x,
    doc.y,
    { width },
  );
}

/** A section heading over a rule; kept with at least the start of what follows. */
function section(pdf: PdfCanvas, title: string, width: number) {
  const { doc } = pdf;
  doc.y += 10;
  ensureRoom(pdf, 60);
  pdf.font('bold', 11);
  doc.fillColor(COLOR.brand);
  pdf.text(title, MARGIN.side, doc.y, { width });
  doc.y += 3;
  rule(pdf, width, 0.75, COLOR.brand);
  doc.y += 6;
}

/** Label-above-value fields, each row in three columns. */
function fieldGrid(pdf: PdfCanvas, rows: Field[][], width: number) {
  const { doc } = pdf;
  const perRow = 3;
  const gap = 14;
  const colWidth = (width - (perRow - 1) * gap) / perRow;
  for (const row of rows) {
    pdf.font('regular', VALUE_FONT_SIZE);
    const height =
      11 + Math.max(...row.map(([, value]) => pdf.heightOf(value, { width: colWidth })));
    ensureRoom(pdf, height);
    const y = doc.y;
    row.slice(0, perRow).forEach(([label, value], column) => {
      const x = MARGIN.side + column * (colWidth + gap);
      pdf.font('regular', 7.5);
      doc.fillColor(COLOR.muted);
      pdf.text(label.toUpperCase(), x, y, { width: colWidth });
      pdf.font('regular', VALUE_FONT_SIZE);
      doc.fillColor(COLOR.ink);
      pdf.text(value, x, y + 10, { width: colWidth });
    });
    doc.y = y + height + 4;
  }
}

/** A horizontal rule across `width` at `y` (the current position unless given). */
function rule({ doc }: PdfCanvas, width: number, lineWidth: number, color: string, y = doc.y) {
  doc
    .moveTo(MARGIN.side, y)
    .lineTo(MARGIN.side + width, y)
    .lineWidth(lineWidth);
  doc.strokeColor(color).stroke();
}

/**
 * A table with a shaded heading row (repeated after a page break), hairlines between rows and an
 * optional bold total row.
 */
function table(pdf: PdfCanvas, columns: Column[], rows: string[][], total?: string[]) {
  const { doc } = pdf;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const heading = columns.map((c) => c.title);
  const line = (cells: string[], style: PdfFontStyle) => {
    const isHeading = cells === heading;
    pdf.font(style, TABLE_FONT_SIZE);
    const cellHeights = cells.map((cell, i) =>
      pdf.heightOf(cell || ' ', { width: (columns[i]?.width ?? 0) - 2 * CELL_PAD }),
    );
    const height = 2 * CELL_PAD + Math.max(...cellHeights);
    if (ensureRoom(pdf, height) && !isHeading) line(heading, 'bold');
    const y = doc.y;
    if (isHeading) doc.rect(MARGIN.side, y, width, height).fill(COLOR.shade);
    let x = MARGIN.side;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      pdf.font(style, TABLE_FONT_SIZE);
      doc.fillColor(isHeading ? COLOR.muted : COLOR.ink);
      pdf.text(cell, x + CELL_PAD, y + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc.y = y + height;
    rule(pdf, width, 0.5, COLOR.rule);
  };
  line(heading, 'bold');
  if (rows.length === 0) line(['None recorded'], 'regular');
  rows.forEach((row) => line(row, 'regular'));
  if (total) {
    rule(pdf, width, 1.2, COLOR.ink);
    line(total, 'bold');
  }
}

function note(pdf: PdfCanvas, text: string, width: number) {
  const { doc } = pdf;
  doc.y += 14;
  pdf.font('bold', 10);
  const inner = width - 28;
  const height = pdf.heightOf(text, { width: inner }) + 18;
  ensureRoom(pdf, height);
  const y = doc.y;
  doc.rect(MARGIN.side, y, width, height).fill(COLOR.noteFill);
  doc.rect(MARGIN.side, y, 4, height).fill(COLOR.brand);
  doc.fillColor(COLOR.ink);
  pdf.text(text, MARGIN.side + 16, y + 9, { width: inner });
  doc.y = y + height;
}

/** The issue line and page numbers, written once every page exists. */
function footers(pdf: PdfCanvas, content: CertificateContent, width: number) {
  const { doc } = pdf;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN.bottom + 18;
    rule(pdf, width, 0.5, COLOR.rule, y);
    pdf.font('regular', 7.5);
    doc.fillColor(COLOR.muted);
    pdf.text(
      `Issued by ${content.insurerName} on ${content.issuedOn}. Amounts are in Singapore ` +
        'dollars. This certificate was issued electronically and needs no signature.',
      MARGIN.side,
      y + 6,
      { width: width - 110 },
    );
    pdf.text(`${content.erefNo}  |  Page ${i - start + 1} of ${count}`, MARGIN.side, y + 6, {
      width,
      align: 'right',
    });
  }
}
