import { threadId } from 'node:worker_threads';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { TestPdfDocuments } from '../../../test/pdf-test-worker';
import {
  PDF_MESSAGES,
  PdfRenderError,
  PdfUnavailableError,
  createPdfRenderer,
  type PdfPolicy,
} from './pdf-renderer';

const TEST_WORKER = new URL('../../../test/pdf-test-worker.ts', import.meta.url);

function renderer(policy: Partial<PdfPolicy> = {}) {
  const pdf = createPdfRenderer<TestPdfDocuments>({ workerUrl: TEST_WORKER, policy });
  onTestFinished(() => pdf.close());
  return pdf;
}

const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;

/** The longest the event loop went without running a timer, while `work` was pending. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

describe('PDF renderer', () => {
  it('draws each document in a worker thread, not on the event loop', async () => {
    const pdf = renderer();

    const drawn = json(await pdf.render('thread', {}));

    expect(drawn.isMainThread).toBe(false);
    expect(drawn.threadId).not.toBe(threadId);
  });

  it('keeps the event loop answering while a layout takes its time', async () => {
    const pdf = renderer();
    await pdf.render('thread', {}); // the worker is started

    const started = performance.now();
    const { stallMs } = await longestStall(pdf.render('busy', { ms: 1_500 }));

    expect(performance.now() - started).toBeGreaterThanOrEqual(1_500);
    // Generous: the machine is shared; a layout on the event loop would stall it 1.5 s.
    expect(stallMs).toBeLessThan(500);
  });

  it('answers 503 past the time limit, ends the stuck worker and draws the next document', async () => {
    const pdf = renderer({ timeoutMs: 8_000 });
    const first = json(await pdf.render('thread', {}));

    const stuck = pdf.render('forever', {});

    await expect(stuck).rejects.toBeInstanceOf(PdfUnavailableError);
    await expect(stuck).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: PDF_MESSAGES.unavailable,
      headers: { 'retry-after': '5' },
    });
    const next = json(await pdf.render('thread', {}));
    expect(next.isMainThread).toBe(false);
    // A new worker: the one stuck in the loop was ended.
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('answers 503 at once when too many documents wait for a worker', async () => {
    const pdf = renderer({ maxWorkers: 1, maxWaiting: 1 });
    const running = pdf.render('busy', { ms: 300 });
    const waiting = pdf.render('busy', { ms: 0 });

    await expect(pdf.render('busy', { ms: 0 })).rejects.toBeInstanceOf(PdfUnavailableError);
    await expect(running).resolves.toBeInstanceOf(Buffer);
    await expect(waiting).resolves.toBeInstanceOf(Buffer);
  });

  it('reports a layout that throws by its error name, without its message', async () => {
    const pdf = renderer();

    const failed = pdf.render('failing', { name: 'Tan Ah Kow' });

    await expect(failed).rejects.toBeInstanceOf(PdfRenderError);
    const error = (await failed.catch((e: unknown) => e)) as Error;
    expect(error.message).toContain("PDF 'failing' failed: Error");
    expect(error.message).not.toContain('Tan Ah Kow');
    // The worker is still there for the next document.
    expect(json(await pdf.render('thread', {})).isMainThread).toBe(false);
  });

  it('fails what is in progress when closed', async () => {
    const pdf = renderer();
    const inProgress = pdf.render('busy', { ms: 5_000 }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await pdf.close();

    expect(await inProgress).toEqual(new Error('The PDF renderer is closed'));
    await expect(pdf.render('thread', {})).rejects.toThrow('closed');
  });
});
