import { describe, expect, it } from 'vitest';
import { MAIN_FLOW, requestListQuerySchema } from './request-list';
import { STATUS_CODES } from './statuses';

describe('requestListQuerySchema', () => {
  it('defaults to createdOn desc, the first 10', () => {
    expect(requestListQuerySchema.parse({})).toEqual({
      sortBy: 'createdOn',
      sortOrder: 'desc',
      offset: 0,
      limit: 10,
    });
  });

  it('refuses an unknown status, sort key or an out-of-range page', () => {
    for (const query of [
      { statusCode: 'XYZ' },
      { sortBy: 'patientName' },
      { limit: '0' },
      { limit: '51' },
      { offset: '-1' },
      { createdOn: '02-11-2026' },
    ]) {
      expect(requestListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('MAIN_FLOW', () => {
  it('places every status but PEN (before the flow) in exactly one box', () => {
    const placed = MAIN_FLOW.flatMap((s) => s.statusCodes);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(STATUS_CODES.filter((c) => c !== 'PEN').sort());
  });
});
