import { isMainThread, parentPort } from 'node:worker_threads';

/**
 * The documents the portal draws, by kind, with what each is drawn from. Each flow that issues a
 * PDF adds its kind where it defines the layout:
 *
 *     declare module '../../../core/pdf/pdf-worker' {
 *       interface PdfDocuments { certificate: CertificateContent }
 *     }
 *
 * and the worker entry (`src/pdf-worker.ts`) names its layout, so a kind without one does not
 * compile. The content crosses to the worker by structured clone: plain data, dates allowed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each flow
export interface PdfDocuments {}

/** A layout: the content in, the PDF's bytes out. It runs in a worker thread. */
export type PdfLayout<Content> = (content: Content) => Promise<Uint8Array>;

export type PdfLayouts<Documents = PdfDocuments> = {
  [Kind in keyof Documents]: PdfLayout<Documents[Kind]>;
};

/** A document to draw, as the main thread posts it. */
export interface PdfJob {
  id: number;
  kind: string;
  content: unknown;
}

/** The worker's answer to one job. */
export type PdfAnswer =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; name: string; where: string };

/**
 * Runs in a PDF worker thread: draws each posted job with its kind's layout and posts the bytes
 * back (transferred, not copied). A layout that throws answers its error's name and where it was
 * thrown (stack frames), not its message, which could quote the content (names, diagnoses).
 */
export function servePdfLayouts<Documents>(layouts: PdfLayouts<Documents>): void {
  const port = parentPort;
  if (isMainThread || !port) throw new Error('servePdfLayouts runs in a PDF worker thread');
  const byKind = layouts as Record<string, PdfLayout<unknown> | undefined>;
  port.on('message', (job: PdfJob) => {
    void draw(job).then((answer) =>
      port.postMessage(answer, answer.ok ? [answer.bytes.buffer as ArrayBuffer] : []),
    );
  });

  async function draw(job: PdfJob): Promise<PdfAnswer> {
    try {
      const layout = byKind[job.kind];
      if (!layout) throw new Error(`No PDF layout for '${job.kind}'`);
      const drawn = await layout(job.content);
      // A copy of its own: a small Buffer may share its memory with others, which a transfer
      // would take away from them.
      const bytes = new Uint8Array(drawn.byteLength);
      bytes.set(drawn);
      return { id: job.id, ok: true, bytes };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const where = (failure.stack ?? '').split('\n').slice(1, 6).join('\n');
      return { id: job.id, ok: false, name: failure.name, where };
    }
  }
}
