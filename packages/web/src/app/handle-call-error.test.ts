import { describe, expect, it, vi } from 'vitest';
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
  it('shows no notification for a conflict the screen explains itself', () => {
    handleCallError(changed, 'write', { explainsConflicts: true });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('notifies a conflict of a screen that does not explain it, and any other refusal', () => {
    handleCallError(changed, 'write', {});
    const refused = new ApiError(429, createErrorEnvelope({ detailMessage: 'Too soon.' }));
    handleCallError(refused, 'write', { explainsConflicts: true });
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Changed meanwhile.'], ['Too soon.']]);
  });
});
