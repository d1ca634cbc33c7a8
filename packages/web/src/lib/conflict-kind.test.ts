import type { ErrorCode } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createErrorEnvelope } from '../testing/data-generators';
import { ApiError } from './api-error';
import { conflictKind, showsOutdatedData } from './conflict-kind';

const conflict = (code: ErrorCode) => new ApiError(409, createErrorEnvelope({ code }));

describe('conflictKind', () => {
  it.each([
    ['REQUEST_CHANGED', 'changed'],
    ['NOT_ALLOWED_IN_STATUS', 'not-allowed'],
    ['ALREADY_EXISTS', 'exists'],
  ] as const)('names a 409 %s as %s, which shows outdated data', (code, kind) => {
    expect(conflictKind(conflict(code))).toBe(kind);
    expect(showsOutdatedData(conflict(code))).toBe(true);
  });

  it('is none for a generic CONFLICT, a 409 without a body, another status or no answer', () => {
    const others = [
      conflict('CONFLICT'),
      new ApiError(409),
      new ApiError(400, createErrorEnvelope({ code: 'REQUEST_CHANGED' })),
      new TypeError('Failed to fetch'),
      undefined,
    ];
    for (const error of others) {
      expect(conflictKind(error)).toBeNull();
      expect(showsOutdatedData(error)).toBe(false);
    }
  });
});
