import { describe, expect, it } from 'vitest';
import { certificateValidUntil, isCertificateExpired } from './certificate-validity';

describe('certificate validity', () => {
  it("counts the days from the decision's Singapore day, across months and years", () => {
    // 20:00 UTC on 31 December is already 1 January in Singapore.
    expect(certificateValidUntil(new Date('2026-12-31T20:00:00Z'), 30)).toBe('2027-01-31');
    expect(certificateValidUntil(new Date('2026-11-02T09:00:00+08:00'), 60)).toBe('2027-01-01');
    expect(certificateValidUntil(new Date('2028-02-28T09:00:00+08:00'), 1)).toBe('2028-02-29');
  });

  it('is valid through its last day in Singapore and expired from the next', () => {
    expect(isCertificateExpired('2026-12-02', new Date('2026-12-02T23:59:00+08:00'))).toBe(false);
    expect(isCertificateExpired('2026-12-02', new Date('2026-12-02T16:00:00Z'))).toBe(true);
  });
});
