import PDFDocument from 'pdfkit';
import { FALLBACK_ORDER, pdfFont, type PdfFont, type PdfFontStyle } from './pdf-fonts';

/**
 * The longest text one call draws. The API refuses longer values where it stores them; this
 * bounds what a value that came in some other way (an import, a data fix) can cost.
 */
export const PDF_TEXT_MAX_LENGTH = 2_000;

export interface TextRun {
  font: PdfFont;
  text: string;
}

/** Combining marks (and variation selectors) belong to the character before them. */
const MARK = /^\p{M}$/u;
/** Joiners and other format characters stay with it too, where its face has them. */
const FORMAT = /^\p{Cf}$/u;

/**
 * Splits text into runs of one font each: every character goes to the first face in
 * `FALLBACK_ORDER` that has it (a mark or joiner to the run it follows, so shaping sees whole
 * clusters). A character no face has (an emoji, say) stays in the first face, which draws its
 * missing-glyph box rather than another character.
 */
export function textRuns(text: string, style: PdfFontStyle): TextRun[] {
  const runs: TextRun[] = [];
  const primary = pdfFont(FALLBACK_ORDER[0] ?? 'latin', style);
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0) ?? 0;
    let font = primary;
    const clings =
      MARK.test(char) || (FORMAT.test(char) && last?.font.font.hasGlyphForCodePoint(codePoint));
    if (last && clings) font = last.font;
    else if (!primary.font.hasGlyphForCodePoint(codePoint)) {
      for (const face of FALLBACK_ORDER.slice(1)) {
        const candidate = pdfFont(face, style);
        if (candidate.font.hasGlyphForCodePoint(codePoint)) {
          font = candidate;
          break;
        }
      }
    }
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** What pdfkit keeps to itself but `heightOf` must use to measure text in several fonts. */
interface PdfKitInternals {
  _lineGap?: number;
  _text(
    text: string,
    x: number | PDFKit.Mixins.TextOptions,
    y: number | undefined,
    options: PDFKit.Mixins.TextOptions | undefined,
    lineCallback: () => void,
  ): void;
}

/**
 * A pdfkit document whose text is set in the portal's Unicode fonts: Latin, Chinese and Tamil in
 * one string, each character in the face that has it. Shapes, colours and pages are pdfkit's own
 * (`doc`); text goes through `font`, `text` and `heightOf`.
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  private style: PdfFontStyle = 'regular';
  private size = 12;
  private readonly registered = new Set<string>();
  private readonly bytes: Promise<Buffer>;

  constructor(options: PDFKit.PDFDocumentOptions) {
    this.doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.font('regular', this.size);
  }

  /** The style and size of the text that follows. */
  font(style: PdfFontStyle, size: number): this {
    this.style = style;
    this.size = size;
    this.use(this.primary());
    return this;
  }

  /** Draws text as `doc.text` does, each run in its own font, wrapping across them. */
  text(text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}): this {
    const runs = textRuns(bounded(text), this.style);
    if (runs.length <= 1) {
      const run = runs[0] ?? { font: this.primary(), text: '' };
      this.use(run.font);
      this.doc.text(run.text, x, y, { ...options, ...this.onPrimaryLines(run.font, options) });
    } else {
      // pdfkit aligns each continued piece by itself: centred or right-aligned text is meant
      // for one script (amounts, references), which is one run.
      runs.forEach((run, i) => {
        this.use(run.font);
        const continued = i < runs.length - 1;
        // Explicit for every run: a continued call inherits the options of the one before.
        const lines = this.onPrimaryLines(run.font, options, true);
        if (i === 0) this.doc.text(run.text, x, y, { ...options, ...lines, continued });
        else this.doc.text(run.text, { ...lines, continued });
      });
    }
    return this.font(this.style, this.size);
  }

  /** The height `text` takes at `options.width`, as `doc.heightOfString` measures it. */
  heightOf(text: string, options: PDFKit.Mixins.TextOptions = {}): number {
    const runs = textRuns(bounded(text), this.style);
    if (runs.length <= 1) {
      const run = runs[0] ?? { font: this.primary(), text: '' };
      this.use(run.font);
      const lines = this.onPrimaryLines(run.font, options);
      const height = this.doc.heightOfString(run.text, { ...options, ...lines });
      this.font(this.style, this.size);
      return height;
    }
    // doc.heightOfString, run by run through one wrapper (pdfkit's own, as drawing continued
    // text uses it): every line is as high as the primary face's, as drawn.
    const doc = this.doc;
    const internals = doc as unknown as PdfKitInternals;
    const { x, y } = doc;
    const lineHeight = this.lineHeight(this.primary()) + (options.lineGap ?? 0);
    const advance = () => void (doc.y += lineHeight);
    runs.forEach((run, i) => {
      this.use(run.font);
      const continued = i < runs.length - 1;
      // As doc.text passes them: the first run at (x, y), the others with options alone.
      if (i === 0)
        internals._text(run.text, x, y, { ...options, height: Infinity, continued }, advance);
      else internals._text(run.text, { continued }, undefined, undefined, advance);
    });
    const height = doc.y - y;
    doc.x = x;
    doc.y = y;
    this.font(this.style, this.size);
    return height;
  }

  /** Ends the document; resolves to its bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.bytes;
  }

  private primary(): PdfFont {
    return pdfFont(FALLBACK_ORDER[0] ?? 'latin', this.style);
  }

  /** A face's line height at the current size, its line gap included (pdfkit's measure). */
  private lineHeight({ font }: PdfFont): number {
    return ((font.ascent - font.descent + font.lineGap) / font.unitsPerEm) * this.size;
  }

  /**
   * Options that put a run of another face on the primary face's lines: the same baseline (each
   * face has its own ascent, which pdfkit would otherwise hang the glyphs from) and the same line
   * height. Text in the primary face alone takes pdfkit's defaults, unless `explicit`.
   */
  private onPrimaryLines(font: PdfFont, options: PDFKit.Mixins.TextOptions, explicit = false) {
    const primary = this.primary();
    if (font === primary && !explicit) return {};
    const ascent = (primary.font.ascent / primary.font.unitsPerEm) * this.size;
    return {
      baseline: -ascent,
      lineGap: this.lineHeight(primary) - this.lineHeight(font) + (options.lineGap ?? 0),
    };
  }

  private use(font: PdfFont) {
    if (!this.registered.has(font.key)) {
      // pdfkit takes a fontkit font as it is (its types name only files and buffers).
      this.doc.registerFont(font.key, font.font as unknown as Buffer);
      this.registered.add(font.key);
    }
    this.doc.font(font.key).fontSize(this.size);
  }
}

/** Characters without a space after which a break opportunity is added. */
const LONGEST_WORD = 40;
const LONG_WORD = new RegExp(`[^\\s\u200b]{${LONGEST_WORD}}(?=[^\\s\u200b])`, 'gu');

/**
 * The text cut to `PDF_TEXT_MAX_LENGTH` characters (the last one an ellipsis), with a zero-width
 * space after every `LONGEST_WORD` characters of a word: pdfkit fits a word longer than its line
 * by trying ever shorter prefixes, which grows with the square of the word's length.
 */
function bounded(text: string): string {
  const cut =
    text.length > PDF_TEXT_MAX_LENGTH
      ? `${Array.from(text.slice(0, PDF_TEXT_MAX_LENGTH)).slice(0, -1).join('')}…`
      : text;
  return cut.replace(LONG_WORD, (word) => `${word}\u200b`);
}
