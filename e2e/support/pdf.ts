// PDFs in the journeys: the text of one the portal drew (read back with pdf.js, as the server's
// tests read theirs), and a small real one to upload.
import { readFileSync, writeFileSync } from 'node:fs';
import { pdfText } from '@preauth/shared/testing/pdf-text';
import type { Page } from 'playwright-core';
import type { MailboxMessage } from './session';

/**
 * Writes a one-page PDF saying `line` to `file` (a real one: header, objects, cross-reference
 * table with their offsets, trailer), as a letter a doctor would upload.
 */
export function writeSmallPdf(file: string, line: string): void {
  const text = line.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(file, pdf, 'latin1');
}

/**
 * The LIA form an acknowledgement's Download (or the button named `button`) saves: its file name
 * (`request-{paId}.pdf`) and its text.
 */
export async function downloadLiaForm(
  p: Page,
  button = 'Download',
): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    p.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const text = await pdfText(readFileSync(await download.path()));
  return { fileName: download.suggestedFilename(), text };
}

/** The text of the PDF an email carried (its only one), opened from the mailbox. */
export async function emailedPdfText(p: Page, message: MailboxMessage): Promise<string> {
  const [file] = message.attachments;
  if (message.attachments.length !== 1 || file?.contentType !== 'application/pdf') {
    throw new Error(`Expected one PDF attached to "${message.subject}"`);
  }
  const response = await p.request.get(file.url);
  if (!response.ok()) throw new Error(`The mailbox answered ${response.status()}`);
  return pdfText(await response.body());
}
