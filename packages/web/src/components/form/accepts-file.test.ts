import { describe, expect, it } from 'vitest';
import { acceptsFile } from './accepts-file';

const file = (name: string, type = '') => ({ name, type });

describe('acceptsFile', () => {
  it('matches extensions whatever their case', () => {
    expect(acceptsFile('.pdf,.png', file('Letter.PDF'))).toBe(true);
    expect(acceptsFile('.pdf,.png', file('scan.png'))).toBe(true);
    expect(acceptsFile('.pdf,.png', file('notes.txt', 'text/plain'))).toBe(false);
    expect(acceptsFile('.pdf', file('pdf'))).toBe(false);
  });

  it('matches exact and wildcard content types', () => {
    expect(acceptsFile('application/pdf', file('x', 'application/pdf'))).toBe(true);
    expect(acceptsFile('image/*', file('x', 'image/webp'))).toBe(true);
    expect(acceptsFile('image/*', file('x', 'application/pdf'))).toBe(false);
  });

  it('accepts anything without an accept list', () => {
    expect(acceptsFile(undefined, file('notes.txt'))).toBe(true);
    expect(acceptsFile(' ', file('notes.txt'))).toBe(true);
  });
});
