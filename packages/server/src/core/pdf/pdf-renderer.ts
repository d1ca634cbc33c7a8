import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors';
import type { PdfAnswer, PdfDocuments, PdfJob } from './pdf-worker';

export const PDF_MESSAGES = {
  unavailable: 'The document could not be prepared just now. Please try again in a moment.',
} as const;

/** A document that was not drawn within the time limit, or could not wait for a worker. */
export class PdfUnavailableError extends AppError {
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', PDF_MESSAGES.unavailable, undefined, { 'retry-after': '5' });
  }
}

/** A layout that threw or a worker that died; answered 500 like any other server fault. */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
  constructor(kind: string, cause: string, where = '') {
    super(`PDF '${kind}' failed: ${cause}${where ? `\n${where}` : ''}`);
  }
}

export const PDF_POLICY = {
  /**
   * From the call to the bytes, waiting for a worker included. A certificate takes well under a
   * second (a worker's first Chinese text adds the font's parsing); the limit is for a document
   * that would never end.
   */
  timeoutMs: 20_000,
  /** Documents drawn at once, each in a worker thread of its own. */
  maxWorkers: 2,
  /** Documents waiting for a worker; one more is answered 503 at once. */
  maxWaiting: 50,
  /** A worker unused this long is ended; the next document starts one again. */
  idleMs: 5 * 60_000,
  /** Heap of one worker: a document that needs more ends its worker, not the server. */
  maxHeapMb: 512,
} as const;

export type PdfPolicy = { [K in keyof typeof PDF_POLICY]: number };

export interface PdfRendererOptions {
  /**
   * The worker's entry: a file that calls `servePdfLayouts`. A `.ts` file (tests, `npm run dev`)
   * is run through tsx; the build's `.js` as it is.
   */
  workerUrl: URL;
  policy?: Partial<PdfPolicy>;
}

export interface PdfRenderer<Documents = PdfDocuments> {
  /**
   * Draws a document in a worker thread, so the event loop goes on answering other calls. Throws
   * `PdfUnavailableError` (503) past the time limit or when too many wait, `PdfRenderError` (500)
   * when the layout fails.
   */
  render<Kind extends keyof Documents & string>(
    kind: Kind,
    content: Documents[Kind],
  ): Promise<Buffer>;
  /** Ends every worker; documents in progress or waiting fail. */
  close(): Promise<void>;
}

interface Pending {
  job: PdfJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  idleTimer?: NodeJS.Timeout;
}

const require = createRequire(import.meta.url);

function startWorker(workerUrl: URL, maxHeapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } };
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, options);
  // TypeScript sources: register tsx in the worker before importing the entry. The worker takes
  // none of the parent's loader flags (tsx's own, under `npm run dev`), so it starts the same way
  // under tsx and under Vitest.
  // The ESM build of tsx's API (beside the CommonJS one `require` finds).
  const tsx = pathToFileURL(path.join(path.dirname(require.resolve('tsx/esm/api')), 'index.mjs'));
  const bootstrap =
    `import(${JSON.stringify(tsx.href)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true, execArgv: [] });
}

/**
 * A small pool of PDF worker threads. Each document is posted to an idle worker (one is started
 * when fewer than `maxWorkers` run) or waits its turn; its time limit runs from the call. A
 * document past its limit ends the worker drawing it (a layout stuck in a loop cannot be
 * interrupted otherwise), and the next document starts a fresh one.
 */
export function createPdfRenderer<Documents = PdfDocuments>(
  options: PdfRendererOptions,
): PdfRenderer<Documents> {
  const policy: PdfPolicy = { ...PDF_POLICY, ...options.policy };
  const slots = new Set<Slot>();
  const waiting: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function settle(pending: Pending) {
    clearTimeout(pending.timer);
    const index = waiting.indexOf(pending);
    if (index >= 0) waiting.splice(index, 1);
    if (pending.slot?.current === pending) pending.slot.current = null;
  }

  function retire(slot: Slot) {
    slots.delete(slot);
    clearTimeout(slot.idleTimer);
    slot.worker.removeAllListeners();
    // An ended worker answers nothing more; its error, if any, was reported already.
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
  }

  function idle(slot: Slot) {
    slot.current = null;
    // An idle worker does not keep the process alive, and ends after a while unused.
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => retire(slot), policy.idleMs);
    slot.idleTimer.unref();
  }

  function spawn(): Slot {
    const slot: Slot = {
      worker: startWorker(options.workerUrl, policy.maxHeapMb),
      current: null,
    };
    const failCurrent = (cause: string) => {
      const pending = slot.current;
      retire(slot);
      if (pending) {
        settle(pending);
        pending.reject(new PdfRenderError(pending.job.kind, cause));
      }
      pump();
    };
    slot.worker.on('message', (answer: PdfAnswer) => {
      const pending = slot.current;
      if (!pending || pending.job.id !== answer.id) return;
      settle(pending);
      idle(slot);
      if (answer.ok) {
        pending.resolve(
          Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length),
        );
      } else {
        pending.reject(new PdfRenderError(pending.job.kind, answer.name, answer.where));
      }
      pump();
    });
    // A worker that fails to start or crashes: its message names a file or a limit, never content.
    slot.worker.on('error', (error) =>
      failCurrent(`worker error (${error.name}: ${error.message})`),
    );
    slot.worker.on('exit', (code) => failCurrent(`worker exited (${code})`));
    slots.add(slot);
    return slot;
  }

  function pump() {
    while (waiting.length > 0 && !closed) {
      let slot = [...slots].find((candidate) => candidate.current === null);
      if (!slot && slots.size < policy.maxWorkers) slot = spawn();
      if (!slot) return;
      const pending = waiting.shift();
      if (!pending) return;
      clearTimeout(slot.idleTimer);
      slot.worker.ref();
      slot.current = pending;
      pending.slot = slot;
      slot.worker.postMessage(pending.job);
    }
  }

  return {
    render(kind, content) {
      if (closed) return Promise.reject(new Error('The PDF renderer is closed'));
      if (waiting.length >= policy.maxWaiting) return Promise.reject(new PdfUnavailableError());
      return new Promise<Buffer>((resolve, reject) => {
        const pending: Pending = {
          job: { id: nextId++, kind, content },
          resolve,
          reject,
          timer: setTimeout(() => {
            const slot = pending.slot;
            settle(pending);
            // The worker may be stuck in the layout: end it; the next document starts another.
            if (slot) retire(slot);
            reject(new PdfUnavailableError());
            pump();
          }, policy.timeoutMs),
        };
        waiting.push(pending);
        pump();
      });
    },
    async close() {
      closed = true;
      const inFlight = [...waiting, ...[...slots].flatMap((slot) => slot.current ?? [])];
      for (const pending of inFlight) {
        settle(pending);
        pending.reject(new Error('The PDF renderer is closed'));
      }
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots]) retire(slot);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws the portal's PDFs in worker threads (`core/pdf`). */
    pdf: PdfRenderer;
  }
}

/**
 * The worker entry beside the module at `callerUrl` (the app): `pdf-worker.ts` when the server
 * runs from its sources, `pdf-worker.js` in the build, where both are bundled into dist/.
 */
export function pdfWorkerEntry(callerUrl: string): URL {
  const extension = new URL(callerUrl).pathname.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./pdf-worker.${extension}`, callerUrl);
}

/** `app.pdf` for the modules, its workers ended when the app closes. */
export function registerPdfRenderer(app: FastifyInstance, options: PdfRendererOptions): void {
  const renderer = createPdfRenderer(options);
  app.decorate('pdf', renderer);
  app.addHook('onClose', () => renderer.close());
}
