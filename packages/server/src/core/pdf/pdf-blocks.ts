import { encode as encodeQr } from 'uqr';
import { PdfCanvas } from './pdf-canvas';
import type { PdfFontStyle } from './pdf-fonts';

/**
 * The blocks the portal's documents are laid out with (the certificate, the LIA form): an A4
 * canvas with the portal's margins, section headings, label-over-value grids, tables, a note and
 * the footers. Each block starts a new page when it would not fit above the footer.
 */

export type Field = [label: string, value: string];

export const COLOR = {
  brand: '#4b2a7b',
  ink: '#1f2430',
  muted: '#5f6673',
  rule: '#d5d8de',
  shade: '#f2f3f6',
  noteFill: '#f3eefa',
};
export const MARGIN = { top: 40, side: 50, bottom: 58 };
export const CELL_PAD = 3.5;
const TABLE_FONT_SIZE = 9;
const VALUE_FONT_SIZE = 9.5;

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * An A4 canvas with the portal's margins, pages kept for the footers. `info` holds no personal
 * data: a PDF's metadata shows in file managers and search indexes.
 */
export function a4Canvas(info: PDFKit.DocumentInfo): { pdf: PdfCanvas; width: number } {
  const pdf = new PdfCanvas({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    info,
    lang: 'en-SG',
  });
  return { pdf, width: pdf.doc.page.width - 2 * MARGIN.side };
}

/** Starts a new page when `height` would not fit above the footer; true when it did. */
export function ensureRoom({ doc }: PdfCanvas, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN.bottom) return false;
  doc.addPage();
  return true;
}

/** A section heading over a rule; kept with at least the start of what follows. */
export function section(pdf: PdfCanvas, title: string, width: number) {
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

/** Label-above-value fields, each row in `perRow` columns (three unless given). */
export function fieldGrid(pdf: PdfCanvas, rows: Field[][], width: number, perRow = 3) {
  const { doc } = pdf;
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
export function rule(
  { doc }: PdfCanvas,
  width: number,
  lineWidth: number,
  color: string,
  y = doc.y,
) {
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
export function table(pdf: PdfCanvas, columns: Column[], rows: string[][], total?: string[]) {
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

/** Width of an amount column in the fee tables. */
const AMOUNT_WIDTH = 105;

/**
 * A request's fees: its surgery lines (code, procedure, surgeon and anaesthetist fees), then the
 * other fees and charges with the total bill. `qualifier` follows the amounts' titles, e.g.
 * "(inclusive of GST)".
 */
export function feeTables(
  pdf: PdfCanvas,
  width: number,
  fees: { surgeries: string[][]; others: string[][]; totalBill: string; qualifier?: string },
) {
  const amount = AMOUNT_WIDTH;
  const after = fees.qualifier ? ` ${fees.qualifier}` : '';
  table(
    pdf,
    [
      { title: 'TOSP code', width: 75 },
      { title: 'Procedure', width: width - 75 - 2 * amount },
      { title: `Surgeon fee${after}`, width: amount, align: 'right' },
      { title: `Anaesthetist fee${after}`, width: amount, align: 'right' },
    ],
    fees.surgeries,
  );
  pdf.doc.y += 8;
  table(
    pdf,
    [
      { title: 'Fees and charges', width: width - amount },
      { title: 'Amount', width: amount, align: 'right' },
    ],
    fees.others,
    [`Total bill${after}`, fees.totalBill],
  );
}

/** A paragraph in a shaded box with the brand's bar on its left. */
export function note(pdf: PdfCanvas, text: string, width: number) {
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

/** The footer of every page, `text` then the reference and page numbers, once every page exists. */
export function footers(pdf: PdfCanvas, width: number, text: string, reference: string) {
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
    pdf.text(text, MARGIN.side, y + 6, { width: width - 110 });
    pdf.text(`${reference}  |  Page ${i - start + 1} of ${count}`, MARGIN.side, y + 6, {
      width,
      align: 'right',
    });
  }
}

/** The document's title under the insurer's name, beside a shaded box of labelled values. */
export function titleBlock(
  pdf: PdfCanvas,
  width: number,
  heading: { insurerName: string; title: string; box: Field[] },
) {
  const { doc } = pdf;
  const x = MARGIN.side;
  doc.rect(0, 0, doc.page.width, 8).fill(COLOR.brand);

  const boxWidth = 190;
  const boxX = x + width - boxWidth;
  const top = MARGIN.top;
  pdf.font('bold', 18);
  doc.fillColor(COLOR.brand);
  pdf.text(heading.insurerName, x, top, { width: width - boxWidth - 20 });
  pdf.font('regular', 13);
  doc.fillColor(COLOR.ink);
  pdf.text(heading.title, x, doc.y + 4, { width: width - boxWidth - 20 });
  const titleBottom = doc.y;

  const rowHeight = 21;
  const boxHeight = heading.box.length * rowHeight + 2 * CELL_PAD;
  doc.roundedRect(boxX, top - 4, boxWidth, boxHeight, 4).fillAndStroke(COLOR.shade, COLOR.rule);
  heading.box.forEach(([label, value], i) => {
    const y = top - 4 + CELL_PAD + i * rowHeight;
    pdf.font('regular', 7.5);
    doc.fillColor(COLOR.muted);
    pdf.text(label.toUpperCase(), boxX + 10, y + 1, { width: boxWidth - 20 });
    pdf.font('bold', 10.5);
    doc.fillColor(COLOR.ink);
    pdf.text(value, boxX + 10, y + 10, { width: boxWidth - 20 });
  });

  doc.y = Math.max(titleBottom, top - 4 + boxHeight) + 12;
}

/** A paragraph in the body's font across the page (or from `x`, `y` when given). */
export function paragraph(
  pdf: PdfCanvas,
  text: string,
  width: number,
  x: number = MARGIN.side,
  y?: number,
) {
  const { doc } = pdf;
  pdf.font('regular', 10);
  if (y === undefined) ensureRoom(pdf, pdf.heightOf(text, { width }));
  doc.fillColor(COLOR.ink);
  pdf.text(text, x, y ?? doc.y, { width });
}

/**
 * A QR code of `text` (uqr, error correction level M) as filled squares, `size` points wide with
 * its quiet zone, its top-left corner at (x, y).
 */
export function qrCode(pdf: PdfCanvas, text: string, x: number, y: number, size: number) {
  const { doc } = pdf;
  const { data } = encodeQr(text, { ecc: 'M', border: 2 });
  const cell = size / data.length;
  doc.rect(x, y, size, size).fill('#ffffff');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell);
    }),
  );
  doc.fill('#000000');
}
