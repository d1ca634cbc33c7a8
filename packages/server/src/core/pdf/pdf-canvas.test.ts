import { describe, expect, it } from 'vitest';
import { PDF_TEXT_MAX_LENGTH, PdfCanvas, textRuns } from './pdf-canvas';

const faces = (text: string) =>
  textRuns(text, 'regular').map((run) => [run.font.face, run.text] as const);

describe('PDF text', () => {
  it('sets each script in the face that has it: Latin, Chinese, Tamil', () => {
    expect(faces('Tan Mei Ling 陈美玲 முருகன்')).toEqual([
      ['latin', 'Tan Mei Ling '],
      ['chinese', '陈美玲'],
      ['latin', ' '],
      ['tamil', 'முருகன்'],
    ]);
    // Accents, Vietnamese, Greek and Cyrillic are the Latin face's.
    expect(faces('Nguyễn Thị Ánh, Ελένη, Ольга')).toEqual([
      ['latin', 'Nguyễn Thị Ánh, Ελένη, Ольга'],
    ]);
  });

  it("keeps marks and joiners with the character before them, and what no face has in the first face's box", () => {
    // A Tamil conjunct written with a zero-width joiner stays one run for shaping.
    expect(faces('க்\u200dஷ')).toEqual([['tamil', 'க்\u200dஷ']]);
    expect(faces('Ali 😀')).toEqual([['latin', 'Ali 😀']]);
    // The Chinese face has no zero-width space: it goes to the first face that has one.
    expect(faces('陈\u200b美')).toEqual([
      ['chinese', '陈'],
      ['latin', '\u200b'],
      ['chinese', '美'],
    ]);
  });

  it('measures mixed-script text at the height it is drawn', () => {
    const pdf = new PdfCanvas({ size: 'A4' });
    pdf.font('regular', 9.5);
    const text = `Tan 陈美玲 and முருகன் செல்வராஜ் `.repeat(6);
    const options = { width: 160 };

    const measured = pdf.heightOf(text, options);
    const top = pdf.doc.y;
    pdf.text(text, 50, top, options);

    expect(measured).toBeGreaterThan(4 * 9.5);
    expect(pdf.doc.y - top).toBeCloseTo(measured, 3);
  });

  it(`cuts a text past ${PDF_TEXT_MAX_LENGTH} characters and breaks long words, so one value cannot stall the layout`, () => {
    const pdf = new PdfCanvas({ size: 'A4' });
    const started = performance.now();

    pdf.text('x'.repeat(100_000), 50, 50, { width: 150 });
    pdf.text('陈'.repeat(100_000), 50, 50, { width: 150 });

    // Generous for a shared machine; uncut, the first took minutes.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
