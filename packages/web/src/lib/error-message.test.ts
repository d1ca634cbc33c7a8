import { MESSAGES } from '@preauth/shared';
import { describe, expect, it } from 'vitest';
import { createErrorEnvelope } from '../testing/data-generators';
import { ApiError, UnreachableError } from './api-error';
import { errorMessage } from './error-message';

describe('errorMessage (specification 000 §8)', () => {
  it("shows the server's detailMessage when the answer had a body, for reads and writes", () => {
    const error = new ApiError(409, createErrorEnvelope({ detailMessage: 'Already cancelled.' }));
    expect(errorMessage(error, 'read')).toBe('Already cancelled.');
    expect(errorMessage(error, 'write')).toBe('Already cancelled.');
  });

  it('shows "Can\'t load the data" for a read answered without a body', () => {
    expect(errorMessage(new ApiError(502), 'read')).toBe("Can't load the data");
    expect(errorMessage(new ApiError(502), 'read')).toBe(MESSAGES.cantRead('load'));
  });

  it('uses the given verb for a read answered without a body', () => {
    expect(errorMessage(new ApiError(500), 'read', 'download')).toBe("Can't download the data");
  });

  it('shows "Can\'t submit the data!" for a write answered without a body', () => {
    expect(errorMessage(new ApiError(500), 'write')).toBe("Can't submit the data!");
    expect(errorMessage(new ApiError(500), 'write')).toBe(MESSAGES.cantSubmit);
  });

  it('says that the portal cannot be reached when there was no answer at all', () => {
    const noAnswer = new UnreachableError(new TypeError('Failed to fetch'));
    expect(errorMessage(noAnswer, 'read')).toBe(MESSAGES.unreachable);
    expect(errorMessage(noAnswer, 'write')).toBe(MESSAGES.unreachable);
  });
});
