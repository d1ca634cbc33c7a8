import { describe, expect, it } from 'vitest';
import { detectFileType, nameFitsType } from './file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFileType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n'), 'application/pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe1, 0x00), 'image/jpeg'],
    ['a 3-byte JPEG start', bytes(0xff, 0xd8, 0xff), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
  ])('recognises %s', (_t, head, type) => {
    expect(detectFileType(head)).toBe(type);
  });

  it.each([
    ['nothing', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['%PDF without the dash', Buffer.from('%PDF1.4')],
    ['an executable', Buffer.from('MZ\x90\x00')],
    ['a ZIP (and so DOCX)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['a GIF', Buffer.from('GIF89a')],
    ['text', Buffer.from('hello.pdf')],
  ])('refuses %s', (_t, head) => {
    expect(detectFileType(head)).toBeNull();
  });
});

describe('nameFitsType', () => {
  it.each([
    ['letter.pdf', 'application/pdf'],
    ['LETTER.PDF', 'application/pdf'],
    ['scan.jpg', 'image/jpeg'],
    ['scan.JPEG', 'image/jpeg'],
    ['scan.v2.png', 'image/png'],
  ] as const)('accepts %s as %s', (name, type) => {
    expect(nameFitsType(name, type)).toBe(true);
  });

  it.each([
    ['x.pdf', 'image/png'],
    ['letter.pdf.exe', 'application/pdf'],
    ['letter', 'application/pdf'],
    ['pdf', 'application/pdf'],
    ['scan.jpg', 'image/png'],
    ['letter.pdf ', 'application/pdf'],
  ] as const)('refuses %j as %s', (name, type) => {
    expect(nameFitsType(name, type)).toBe(false);
  });
});
