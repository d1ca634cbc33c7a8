import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts every PDF of the portal is set in: Noto, under the SIL Open Font License 1.1, read
 * from npm packages (nothing is downloaded at run time). pdfkit embeds only the glyphs a document
 * uses, so a certificate carries a few kilobytes of each face it needs.
 *
 * - Noto Sans (`@embedpdf/fonts-latin`): Latin with its accents (Malay, English, European and
 *   Vietnamese names), Greek and Cyrillic.
 * - Noto Sans S Chinese (`@embedpdf/fonts-sc`): Simplified Chinese, every ideograph of the CJK
 *   Unified Ideographs block and Extension A.
 * - Noto Sans Tamil (`@fontsource/noto-sans-tamil`, its Tamil subset): shaped by fontkit, so
 *   vowel signs, conjuncts and ligatures come out as written.
 *
 * Singapore's four official languages are covered: English, Chinese, Malay and Tamil.
 */
export type PdfFontStyle = 'regular' | 'bold';

const FACES = ['latin', 'chinese', 'tamil'] as const;
export type PdfFace = (typeof FACES)[number];

const require = createRequire(import.meta.url);

/** A package's folder, found through an entry its `exports` allow (they hide package.json). */
const packageDir = (name: string, entry: string, depth: number) => {
  let dir = path.dirname(require.resolve(`${name}${entry}`));
  for (let up = 0; up < depth; up += 1) dir = path.dirname(dir);
  return dir;
};

const FILES: Record<PdfFace, () => Record<PdfFontStyle, string>> = {
  latin: () => {
    const dir = path.join(packageDir('@embedpdf/fonts-latin', '', 1), 'fonts');
    return {
      regular: path.join(dir, 'NotoSans-Regular.ttf'),
      bold: path.join(dir, 'NotoSans-Bold.ttf'),
    };
  },
  chinese: () => {
    const dir = path.join(packageDir('@embedpdf/fonts-sc', '', 1), 'fonts');
    return {
      regular: path.join(dir, 'NotoSansHans-Regular.otf'),
      bold: path.join(dir, 'NotoSansHans-Bold.otf'),
    };
  },
  tamil: () => {
    // WOFF, not WOFF2: fontkit 2.0.4 cannot subset the WOFF2 file's composite glyphs.
    const dir = path.join(packageDir('@fontsource/noto-sans-tamil', '/LICENSE', 0), 'files');
    return {
      regular: path.join(dir, 'noto-sans-tamil-tamil-400-normal.woff'),
      bold: path.join(dir, 'noto-sans-tamil-tamil-700-normal.woff'),
    };
  },
};

/** Where each font file is; the files are read only when a document first needs the face. */
export function pdfFontFiles(): Record<PdfFace, Record<PdfFontStyle, string>> {
  return {
    latin: FILES.latin(),
    chinese: FILES.chinese(),
    tamil: FILES.tamil(),
  };
}

/** One face of one style, as pdfkit takes it and as the text splitter asks it about glyphs. */
export interface PdfFont {
  /** The name the font is registered under in a document. */
  key: string;
  face: PdfFace;
  style: PdfFontStyle;
  font: fontkit.Font;
}

// Opened once per thread and shared by every document it draws: parsing a CJK font is the
// slow part, and fontkit fonts are read-only apart from their own caches.
const opened = new Map<string, PdfFont>();
let files: ReturnType<typeof pdfFontFiles> | undefined;

export function pdfFont(face: PdfFace, style: PdfFontStyle): PdfFont {
  const key = `${face}-${style}`;
  let font = opened.get(key);
  if (!font) {
    files ??= pdfFontFiles();
    const parsed = fontkit.create(readFileSync(files[face][style]));
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${key}: not a single font`);
    font = { key, face, style, font: parsed };
    opened.set(key, font);
  }
  return font;
}

/** The faces in the order a character is looked for: the first that has it draws it. */
export const FALLBACK_ORDER: readonly PdfFace[] = FACES;
