import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAWABLE_TEXT_MESSAGE, drawableText, isDrawableText } from './drawable-text';
import { INPUT_MESSAGES, multilineText, singleLineText } from './text';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

const charIn = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((codePoint) => String.fromCodePoint(codePoint));

/** Letters of the scripts the PDFs draw: Latin with accents, Chinese, Tamil, and punctuation. */
const drawableChar = fc.oneof(
  charIn(0x20, 0x7e),
  charIn(0xc0, 0x17f),
  charIn(0x1ea0, 0x1ef9),
  charIn(0x4e00, 0x9fa5),
  charIn(0x0b85, 0x0b94),
  fc.constantFrom('ஸ்ரீ', 'கி', '’', '–', '€', 'S$', '。', '，', '（', '）', '℃', 'ü', 'Ç'),
);

/** Right-to-left scripts and others the PDF fonts have no glyphs for. */
const undrawableChar = fc.oneof(
  charIn(0x0590, 0x05ff), // Hebrew
  charIn(0x0600, 0x06ff), // Arabic
  charIn(0x0700, 0x074f), // Syriac
  charIn(0x0780, 0x07bf), // Thaana
  charIn(0xfb1d, 0xfb4f), // Hebrew presentation forms
  charIn(0xfb50, 0xfdff), // Arabic presentation forms A
  charIn(0xfe70, 0xfeff), // Arabic presentation forms B
  charIn(0x0e00, 0x0e7f), // Thai
  charIn(0xac00, 0xd7a3), // Hangul syllables
  charIn(0x1f600, 0x1f64f), // emoji
  charIn(0x20000, 0x2a6df), // CJK Extension B
);

describe('drawable text', () => {
  it('takes any mix of Latin, accented Latin, Chinese and Tamil with their punctuation', () => {
    fc.assert(
      fc.property(fc.array(drawableChar, { maxLength: 40 }), (chars) => {
        expect(isDrawableText(chars.join(''))).toBe(true);
      }),
    );
    expect(isDrawableText('Nguyễn Thị Minh Khai, 陈美玲, கார்த்திகேயன், Zoë O’Brien')).toBe(true);
  });

  it('refuses a text with even one Arabic, Hebrew or other undrawable character anywhere', () => {
    fc.assert(
      fc.property(
        fc.array(drawableChar, { maxLength: 20 }),
        undrawableChar,
        fc.array(drawableChar, { maxLength: 20 }),
        (before, bad, after) => {
          expect(isDrawableText([...before, bad, ...after].join(''))).toBe(false);
        },
      ),
    );
    expect(isDrawableText('محمد')).toBe(false);
    expect(isDrawableText('Tan דוד')).toBe(false);
  });

  it('refuses with its one message, after the control-character rule and before the lengths', () => {
    const name = drawableText(singleLineText('Please enter a name.'))
      .min(1, 'Please enter a name.')
      .max(5, 'Too long.');
    expect(name.parse('  Tan ')).toBe('Tan');
    expect(messagesOf(name.safeParse('محمد عبد الله'))).toEqual([DRAWABLE_TEXT_MESSAGE]);
    expect(messagesOf(name.safeParse('محمد\u0000'))).toEqual([INPUT_MESSAGES.controlCharacter]);
    expect(messagesOf(name.safeParse('Tan Ah Kow'))).toEqual(['Too long.']);

    const notes = drawableText(multilineText());
    expect(notes.parse('Line one\n\tலைன் இரண்டு\r\n第三行')).toBe('Line one\n\tலைன் இரண்டு\r\n第三行');
    expect(messagesOf(notes.safeParse('Line one\nשורה'))).toEqual([DRAWABLE_TEXT_MESSAGE]);
  });
});
