import type { z } from 'zod';

/**
 * Why a text that is printed on a PDF (the LIA form, the certificate) is refused: its fonts draw
 * Latin (with Greek and Cyrillic), Chinese and Tamil only, and right-to-left text cannot be laid
 * out, so Arabic, Hebrew and other scripts would vanish from the document (ours, record 081).
 */
export const DRAWABLE_TEXT_MESSAGE =
  'Our printed forms cannot show some of the letters in this text (such as Arabic or Hebrew). ' +
  'Please write it in English, Malay, Chinese or Tamil.';

/*
 * An allow-list of the Unicode blocks the PDF fonts draw (packages/server core/pdf/pdf-fonts.ts,
 * checked character by character by pdf-drawable-text.test.ts there): Basic Latin to Cyrillic
 * (but the Coptic letters of the Greek block), Tamil, Latin Extended Additional and Greek
 * Extended, punctuation, super- and subscripts and currency signs, letterlike symbols, CJK
 * punctuation and kana, the CJK ideographs of Extension A and the main block (as far as the
 * font has them), and the full- and half-width forms. Everything outside, including every
 * character beyond the BMP (emoji, rarer ideographs), is refused. Control characters pass here:
 * they are `singleLineText`'s and `multilineText`'s to refuse, with their own message.
 * Ranges without the `u` flag, so the OpenAPI document's `pattern` reads the same anywhere.
 */
export const DRAWABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters pass, for the rule before
  /^[\u0000-\u03e1\u03f0-\u052f\u0b80-\u0bff\u1e00-\u1fff\u2000-\u20c0\u2100-\u214f\u3000-\u30ff\u3400-\u4db5\u4e00-\u9fd0\uff00-\uffef]*$/;

/** Whether every character of `text` can be drawn on the portal's PDFs. */
export const isDrawableText = (text: string): boolean => DRAWABLE_TEXT.test(text);

/**
 * A text field that reaches a PDF: `text` (a `singleLineText` or `multilineText`, before its
 * length checks) also refuses what the PDF fonts cannot draw, with `DRAWABLE_TEXT_MESSAGE` alone.
 */
export function drawableText<Text extends z.ZodString>(text: Text): Text {
  return text.regex(DRAWABLE_TEXT, { error: DRAWABLE_TEXT_MESSAGE, abort: true });
}
