// PDF files for the upload tests: a real one-page document, and the same with whatever a test
// adds to it (an action, an embedded file, …), written by pdf-lib.
import { PDFDocument, PDFName, PDFString, type PDFContext, type PDFDict } from 'pdf-lib';

export interface PdfParts {
  doc: PDFDocument;
  context: PDFContext;
  catalog: PDFDict;
  page: PDFDict;
}

/**
 * A one-page PDF (an A4 page with a line of text), after `edit` has changed it; `objectStreams`
 * packs the objects into compressed object streams, as many producers do.
 */
export async function pdfFile(
  edit: (parts: PdfParts) => void = () => {},
  options: { objectStreams?: boolean } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Employment Pass', { x: 72, y: 760, size: 14 });
  edit({ doc, context: doc.context, catalog: doc.catalog, page: page.node });
  return Buffer.from(await doc.save({ useObjectStreams: options.objectStreams ?? false }));
}

/** `name` as a PDF name, and a string, for the dictionaries a test writes. */
export const pdfName = (name: string) => PDFName.of(name);
export const pdfString = (text: string) => PDFString.of(text);
