import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFStream,
  ParseSpeeds,
  type PDFObject,
} from 'pdf-lib';

/** What a PDF's inspection found; anything but 'ok' is refused. */
export type PdfVerdict = 'ok' | 'damaged' | 'encrypted' | 'active-content';

/** Action types (`/S`) that run code, open other programs, or open an embedded file. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'GoToE', 'ImportData', 'RichMediaExecute']);

/** Keys that hold scripts, embedded files or XFA forms (which carry scripts of their own). */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent']);

/** Object types (`/Type`, `/Subtype`) that are embedded files or rich media. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia']);

/**
 * A name as a reader sees it. pdf-lib decodes `#xx` escapes written in upper case only; a reader
 * decodes either case, so `/J#61vaScript` and `/J#61VaScript`-style spellings are decoded here.
 */
const nameOf = (name: PDFName) =>
  name
    .decodeText()
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Whether one dictionary, by its own entries, is active content. */
function isActive(dict: PDFDict): boolean {
  for (const [key, value] of dict.entries()) {
    const k = nameOf(key);
    if (ACTIVE_KEYS.has(k)) return true;
    if (!(value instanceof PDFName)) continue;
    if (k === 'S' && ACTIVE_ACTIONS.has(nameOf(value))) return true;
    if ((k === 'Type' || k === 'Subtype') && ACTIVE_TYPES.has(nameOf(value))) return true;
  }
  return false;
}

/**
 * Whether any object of the document, at any depth, is active content: JavaScript (as an action,
 * including an OpenAction or an additional action `/AA`, or in the document's name tree), a
 * launch action, an embedded file or file attachment, rich media or an XFA form. Every object is
 * looked at, reachable or not, including those packed in object streams: a reader may still
 * find one that the document's tree does not lead to.
 */
function hasActiveContent(doc: PDFDocument): boolean {
  const pending: PDFObject[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  // Iterative, so a deeply nested object cannot exhaust the stack.
  for (let object = pending.pop(); object; object = pending.pop()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      if (isActive(dict)) return true;
      pending.push(...dict.values());
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
  return false;
}

/**
 * pdf-lib's EncryptedPDFError, known by its message: its errors are ES5 subclasses of Error, so
 * `instanceof` does not see them.
 */
const isEncryptedError = (error: unknown) =>
  error instanceof Error && error.message.includes('is encrypted');

/**
 * Parses the bytes as a PDF: 'damaged' unless they load as a document with at least one page
 * (every object must parse: nothing is skipped as unreadable), 'encrypted' for a password-protected
 * one (its objects cannot be checked), 'active-content' for one that runs scripts, launches
 * programs or carries files. The parse yields to other work every 1,500 objects, so a file of
 * many small objects (seconds of parsing at 10 MB) slows only its own upload.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fast,
    });
    if (doc.getPageCount() < 1) return 'damaged';
  } catch (error) {
    return isEncryptedError(error) ? 'encrypted' : 'damaged';
  }
  return hasActiveContent(doc) ? 'active-content' : 'ok';
}
