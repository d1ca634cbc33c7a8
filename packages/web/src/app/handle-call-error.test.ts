import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorEnvelope } from '../testing/data-generators';
import { ApiError } from '../lib/api-error';
import { notifyError } from '../lib/notify';
import { handleCallError } from './handle-call-error';

vi.mock('../lib/notify', () => ({ notifyError: vi.fn() }));

const changed = new ApiError(
  409,
  createErrorEnvelope({ code: 'REQUEST_CHANGED', detailMessage: 'Changed meanwhile.' }),
);

describe('handleCallError', () => {
  beforeEach(() => vi.mocked(notifyError).mockClear());

  it('shows no notification for a conflict the screen explains itself', () => {
    handleCallError(changed, 'write', { explainsConflicts: true });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows no notification for any 409 of a screen that explains every one, but for another refusal', () => {
    const held = new ApiError(
      409,
      createErrorEnvelope({ code: 'CONFLICT', detailMessage: 'Held by Marcus Tan.' }),
    );
    handleCallError(held, 'write', { explainsConflicts: 'any' });
    handleCallError(changed, 'write', { explainsConflicts: 'any' });
    expect(notifyError).not.toHaveBeenCalled();
    handleCallError(new ApiError(500), 'write', { explainsConflicts: 'any' });
    // A screen that explains only what is out of date leaves a generic conflict to the toast.
    handleCallError(held, 'write', { explainsConflicts: true });
    expect(vi.mocked(notifyError).mock.calls).toEqual([
      ["Can't submit the data!"],
      ['Held by Marcus Tan.'],
    ]);
  });

  it('notifies a conflict of a screen that does not explain it, and any other refusal', () => {
    handleCallError(changed, 'write', {});
    const refused = new ApiError(429, createErrorEnvelope({ detailMessage: 'Too soon.' }));
    handleCallError(refused, 'write', { explainsConflicts: true });
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Changed meanwhile.'], ['Too soon.']]);
  });
});
