import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorEnvelope, createLoginResponse } from '../testing/data-generators';
import { lastXhr, stubXhr } from '../testing/fake-xhr';
import { ApiError, UnreachableError } from './api-error';
import { writeStoredSession } from './session-storage';
import { uploadFile } from './upload-file';

const letter = () => new File(['%PDF-1.7'], 'ep-letter.pdf', { type: 'application/pdf' });

describe('uploadFile', () => {
  beforeEach(() => {
    stubXhr();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs the file as multipart field "file" with the bearer token', async () => {
    writeStoredSession(createLoginResponse({ access_token: 'secret-token' }));
    const file = letter();
    const done = uploadFile('/api/uploads', file);

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads');
    expect(xhr.headers.authorization).toBe('Bearer secret-token');
    // The browser must write the multipart Content-Type itself, with its boundary.
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.sentFile('file')?.name).toBe('ep-letter.pdf');

    xhr.respond(200, [{ uploadId: 'u-1', fileName: 'ep-letter.pdf' }, { uploadId: 'u-2' }]);
    await expect(done).resolves.toEqual({ uploadId: 'u-1', fileName: 'ep-letter.pdf' });
  });

  it("sends a link session's token instead of the login's", async () => {
    writeStoredSession(createLoginResponse({ access_token: 'login-token' }));
    const done = uploadFile('/api/uploads', letter(), undefined, undefined, 'link.verified');
    expect(lastXhr().headers.authorization).toBe('Bearer link.verified');
    lastXhr().respond(200, [{ uploadId: 'u-1', fileName: 'ep-letter.pdf' }]);
    await expect(done).resolves.toEqual({ uploadId: 'u-1', fileName: 'ep-letter.pdf' });
  });

  it('reports progress in whole percent from the upload events', async () => {
    const seen: number[] = [];
    const done = uploadFile('/api/uploads', letter(), (p) => seen.push(p));
    lastXhr().progress(0, 200);
    lastXhr().progress(84, 200);
    lastXhr().progress(200, 200);
    lastXhr().respond(201, [{ uploadId: 7, fileName: 'ep-letter.pdf' }]);
    await expect(done).resolves.toEqual({ uploadId: '7', fileName: 'ep-letter.pdf' });
    expect(seen).toEqual([0, 42, 100]);
  });

  it('rejects with an ApiError carrying the envelope when the server refuses', async () => {
    const done = uploadFile('/api/uploads', letter());
    lastXhr().respond(413, createErrorEnvelope({ code: 'PAYLOAD_TOO_LARGE' }));
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects when a success answer has no file in it, or there is no answer', async () => {
    const empty = uploadFile('/api/uploads', letter());
    lastXhr().respond(200, []);
    await expect(empty).rejects.toBeInstanceOf(ApiError);

    const offline = uploadFile('/api/uploads', letter());
    lastXhr().fail();
    await expect(offline).rejects.toBeInstanceOf(UnreachableError);
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const done = uploadFile('/api/uploads', letter(), undefined, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
