import { DRAWABLE_TEXT_MESSAGE, isDrawableText } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ORDER, pdfFont, type PdfFontStyle } from './pdf-fonts';

const ASSIGNED = /\p{Assigned}/u;
const CONTROL = /\p{Cc}/u;

/** Every assigned character the shared rule lets into a field that reaches a PDF. */
function allowedCharacters(): number[] {
  const allowed: number[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue; // surrogates are not characters
    const char = String.fromCodePoint(codePoint);
    if (ASSIGNED.test(char) && !CONTROL.test(char) && isDrawableText(char)) allowed.push(codePoint);
  }
  return allowed;
}

describe('the scripts the PDFs draw and the fields take (record 081)', () => {
  it.each<PdfFontStyle>(['regular', 'bold'])(
    'every character a field takes has a glyph in one of the %s faces, so none vanishes',
    (style) => {
      const faces = FALLBACK_ORDER.map((face) => pdfFont(face, style).font);
      const allowed = allowedCharacters();
      const missing = allowed.filter(
        (codePoint) => !faces.some((font) => font.hasGlyphForCodePoint(codePoint)),
      );
      expect(missing.map((codePoint) => codePoint.toString(16))).toEqual([]);
      // Latin, Chinese and Tamil are all in: tens of thousands of characters.
      expect(allowed.length).toBeGreaterThan(25_000);
    },
  );

  it('Arabic and Hebrew, which no face draws, are refused at input with the field message', () => {
    expect(isDrawableText('محمد')).toBe(false);
    expect(isDrawableText('דוד')).toBe(false);
    expect(DRAWABLE_TEXT_MESSAGE).toMatch(/Arabic or Hebrew/);
  });
});
