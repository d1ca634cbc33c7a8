import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('upload messages (specification 000 §5)', () => {
  it('quote the specification word for word, the size built from UPLOAD_LIMITS', () => {
    expect(MESSAGES.uploadTooLarge).toBe('Maximum upload size of the document is 10MB.');
    expect(MESSAGES.uploadFailed).toBe('Upload failed! Please do it again.');
  });
});
