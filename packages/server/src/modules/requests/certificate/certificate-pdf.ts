import { CERTIFICATE_TEXTS, PAYMENT_GUARANTEE_NOTE } from '@preauth/shared';
import PDFDocument from 'pdfkit';

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

const COLOR = {
  brand: '#4b2a7b',
  ink: '#1f2430',
  muted: '#5f6673',
  rule: '#d5d8de',
  shade: '#f2f3f6',
  noteFill: '#f3eefa',
};
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const MARGIN = { top: 40, side: 50, bottom: 58 };
const CELL_PAD = 3.5;
const TABLE_FONT_SIZE = 9;
const VALUE_FONT_SIZE = 9.5;

type Doc = PDFKit.PDFDocument;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** Lays the certificate out on A4 pages with the built-in Helvetica; resolves to the PDF bytes. */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
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
  const bytes = collect(doc);
  const width = doc.page.width - 2 * MARGIN.side;

  header(doc, content, width);
  section(doc, 'Policyholder and patient', width);
  fieldGrid(doc, content.parties, width);
  section(doc, 'Doctor and hospital', width);
  fieldGrid(doc, content.treatment, width);

  section(doc, 'Diagnoses', width);
  table(
    doc,
    [
      { title: 'ICD-10 code', width: 90 },
      { title: 'Description', width: width - 90 },
    ],
    content.diagnoses.map((d) => [d.code, d.description]),
  );

  section(doc, 'Approved amounts', width);
  const amount = 105;
  table(
    doc,
    [
      { title: 'TOSP code', width: 75 },
      { title: 'Procedure', width: width - 75 - 2 * amount },
      { title: 'Surgeon fee', width: amount, align: 'right' },
      { title: 'Anaesthetist fee', width: amount, align: 'right' },
    ],
    content.procedures.map((p) => [p.code, p.description, p.surgeonFee, p.anaesthetistFee]),
  );
  doc.y += 8;
  table(
    doc,
    [
      { title: 'Fees and charges', width: width - amount },
      { title: 'Amount', width: amount, align: 'right' },
    ],
    content.fees,
    ['Total bill', content.totalBill],
  );

  note(doc, PAYMENT_GUARANTEE_NOTE, width);
  footers(doc, content, width);
  doc.end();
  return bytes;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Starts a new page when `height` would not fit above the footer; true when it did. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN.bottom) return false;
  doc.addPage();
  return true;
}

function header(doc: Doc, content: CertificateContent, width: number) {
  const x = MARGIN.side;
  doc.rect(0, 0, doc.page.width, 8).fill(COLOR.brand);

  const boxWidth = 190;
  const boxX = x + width - boxWidth;
  const top = MARGIN.top;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.brand);
  doc.text(content.insurerName, x, top, { width: width - boxWidth - 20 });
  doc.font(FONT.regular).fontSize(13).fillColor(COLOR.ink);
  doc.text(CERTIFICATE_TEXTS.title, x, doc.y + 4, { width: width - boxWidth - 20 });
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
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(label.toUpperCase(), boxX + 10, y + 1, { width: boxWidth - 20 });
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.ink);
    doc.text(value, boxX + 10, y + 10, { width: boxWidth - 20 });
  });

  doc.y = Math.max(titleBottom, top - 4 + boxHeight) + 12;
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink);
  doc.text(
    'The pre-authorisation request below is approved for the treatment and the amounts stated.',
    x,
    doc.y,
    { width },
  );
}

/** A section heading over a rule; kept with at least the start of what follows. */
function section(doc: Doc, title: string, width: number) {
  doc.y += 10;
  ensureRoom(doc, 60);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.brand);
  doc.text(title, MARGIN.side, doc.y, { width });
  doc.y += 3;
  rule(doc, width, 0.75, COLOR.brand);
  doc.y += 6;
}

/** Label-above-value fields, each row in three columns. */
function fieldGrid(doc: Doc, rows: Field[][], width: number) {
  const perRow = 3;
  const gap = 14;
  const colWidth = (width - (perRow - 1) * gap) / perRow;
  for (const row of rows) {
    doc.font(FONT.regular).fontSize(VALUE_FONT_SIZE);
    const height =
      11 + Math.max(...row.map(([, value]) => doc.heightOfString(value, { width: colWidth })));
    ensureRoom(doc, height);
    const y = doc.y;
    row.slice(0, perRow).forEach(([label, value], column) => {
      const x = MARGIN.side + column * (colWidth + gap);
      doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
      doc.text(label.toUpperCase(), x, y, { width: colWidth });
      doc.font(FONT.regular).fontSize(VALUE_FONT_SIZE).fillColor(COLOR.ink);
      doc.text(value, x, y + 10, { width: colWidth });
    });
    doc.y = y + height + 4;
  }
}

/** A horizontal rule across `width` at `y` (the current position unless given). */
function rule(doc: Doc, width: number, lineWidth: number, color: string, y = doc.y) {
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
function table(doc: Doc, columns: Column[], rows: string[][], total?: string[]) {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const heading = columns.map((c) => c.title);
  const line = (cells: string[], font: string) => {
    const isHeading = cells === heading;
    doc.font(font).fontSize(TABLE_FONT_SIZE);
    const cellHeights = cells.map((cell, i) =>
      doc.heightOfString(cell || ' ', { width: (columns[i]?.width ?? 0) - 2 * CELL_PAD }),
    );
    const height = 2 * CELL_PAD + Math.max(...cellHeights);
    if (ensureRoom(doc, height) && !isHeading) line(heading, FONT.bold);
    const y = doc.y;
    if (isHeading) doc.rect(MARGIN.side, y, width, height).fill(COLOR.shade);
    let x = MARGIN.side;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.font(font).fontSize(TABLE_FONT_SIZE);
      doc.fillColor(isHeading ? COLOR.muted : COLOR.ink);
      doc.text(cell, x + CELL_PAD, y + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc.y = y + height;
    rule(doc, width, 0.5, COLOR.rule);
  };
  line(heading, FONT.bold);
  if (rows.length === 0) line(['None recorded'], FONT.regular);
  rows.forEach((row) => line(row, FONT.regular));
  if (total) {
    rule(doc, width, 1.2, COLOR.ink);
    line(total, FONT.bold);
  }
}

function note(doc: Doc, text: string, width: number) {
  doc.y += 14;
  doc.font(FONT.bold).fontSize(10);
  const inner = width - 28;
  const height = doc.heightOfString(text, { width: inner }) + 18;
  ensureRoom(doc, height);
  const y = doc.y;
  doc.rect(MARGIN.side, y, width, height).fill(COLOR.noteFill);
  doc.rect(MARGIN.side, y, 4, height).fill(COLOR.brand);
  doc.fillColor(COLOR.ink).text(text, MARGIN.side + 16, y + 9, { width: inner });
  doc.y = y + height;
}

/** The issue line and page numbers, written once every page exists. */
function footers(doc: Doc, content: CertificateContent, width: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN.bottom + 18;
    rule(doc, width, 0.5, COLOR.rule, y);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(
      `Issued by ${content.insurerName} on ${content.issuedOn}. Amounts are in Singapore ` +
        'dollars. This certificate was issued electronically and needs no signature.',
      MARGIN.side,
      y + 6,
      { width: width - 110 },
    );
    doc.text(`${content.erefNo}  |  Page ${i - start + 1} of ${count}`, MARGIN.side, y + 6, {
      width,
      align: 'right',
    });
  }
}
