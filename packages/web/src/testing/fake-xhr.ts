import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest at the level the uploader uses it: the test sees what was sent
 * (method, URL, headers, body) and plays the network's part — progress, answer or failure.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  upload: { onprogress: Handler } = { onprogress: null };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes of the body. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  /** No answer at all (offline, connection reset). */
  fail(): void {
    this.onerror?.(new ProgressEvent('error'));
  }

  /** The file sent in the multipart body under `field`. */
  sentFile(field: string): File | null {
    const value = this.body instanceof FormData ? this.body.get(field) : null;
    return value instanceof File ? value : null;
  }
}

/** Replaces XMLHttpRequest for this test; returns the list of requests sent so far. */
export function stubXhr(): typeof FakeXhr.sent {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** The last request sent, failing the test when there is none. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('No upload was sent');
  return xhr;
}
