import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS } from './uploads/uploads';

describe('upload messages (specification 000 §5)', () => {
  it('quote the specification word for word, the size built from the upload limit', () => {
    expect(UPLOAD_TEXTS.tooLarge).toBe('Maximum upload size of the document is 10MB.');
    expect(UPLOAD_TEXTS.failed).toBe('Upload failed! Please do it again.');
  });
});
