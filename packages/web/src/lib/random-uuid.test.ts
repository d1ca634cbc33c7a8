import { describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('is a version-4 UUID, a new one each time', () => {
    const first = randomUuid();
    expect(first).toMatch(V4);
    expect(randomUuid()).not.toBe(first);
  });

  it('still gives one where randomUUID is missing (plain HTTP on a network address)', () => {
    const realCrypto = crypto;
    vi.stubGlobal('crypto', { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) });
    const first = randomUuid();
    expect(first).toMatch(V4);
    expect(randomUuid()).not.toBe(first);
  });
});
