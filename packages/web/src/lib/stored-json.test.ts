import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStoredJson } from './stored-json';

const schema = z.object({ name: z.string().trim() });

describe('readStoredJson', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the stored value as the schema parses it', () => {
    sessionStorage.setItem('k', JSON.stringify({ name: ' Jane ' }));
    expect(readStoredJson(sessionStorage, 'k', schema)).toEqual({ name: 'Jane' });
  });

  it('gives null when nothing, no JSON or the wrong shape is stored', () => {
    expect(readStoredJson(sessionStorage, 'k', schema)).toBeNull();
    sessionStorage.setItem('k', '{not json');
    expect(readStoredJson(sessionStorage, 'k', schema)).toBeNull();
    sessionStorage.setItem('k', JSON.stringify({ name: 42 }));
    expect(readStoredJson(sessionStorage, 'k', schema)).toBeNull();
  });
});
