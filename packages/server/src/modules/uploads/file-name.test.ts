import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './file-name';

describe('safeFileName', () => {
  it.each([
    ['ep-letter.pdf', 'ep-letter.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\tan\\..\\EP letter.pdf', 'EP letter.pdf'],
    ['dir/', 'upload'],
    ['', 'upload'],
    ['...', 'upload'],
    ['  spaced.png  ', 'spaced.png'],
    ['new\nline\u0000.pdf', 'newline.pdf'],
    ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['e\u0301.pdf', 'é.pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(safeFileName(raw)).toBe(expected);
  });

  it('caps the name at 255 characters, keeping the extension', () => {
    expect(safeFileName(`${'x'.repeat(400)}.jpeg`)).toBe(`${'x'.repeat(250)}.jpeg`);
    expect(Array.from(safeFileName(`${'名'.repeat(400)}.pdf`))).toHaveLength(255);
  });

  it('cuts a name whose "extension" is too long to be one', () => {
    expect(safeFileName(`a.${'b'.repeat(400)}`)).toBe(`a.${'b'.repeat(253)}`);
  });
});

describe('attachmentDisposition', () => {
  it('sends a plain name as it is', () => {
    expect(attachmentDisposition('ep-letter.pdf')).toBe(
      `attachment; filename="ep-letter.pdf"; filename*=UTF-8''ep-letter.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or semicolons', () => {
    expect(attachmentDisposition('a";b\\c%d.pdf')).toBe(
      `attachment; filename="a__b_c_d.pdf"; filename*=UTF-8''a%22%3Bb%5Cc%25d.pdf`,
    );
  });

  it("percent-encodes the exact name, including RFC 5987's reserved characters", () => {
    expect(attachmentDisposition("Tan's (EP) 名.pdf")).toBe(
      `attachment; filename="Tan's (EP) _.pdf"; filename*=UTF-8''Tan%27s%20%28EP%29%20%E5%90%8D.pdf`,
    );
  });
});
