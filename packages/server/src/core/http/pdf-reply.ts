import type { FastifyReply } from 'fastify';

/**
 * Sends `pdf` as a download named `fileName` (one of shared's file names: ASCII, no quotes),
 * which only the browser that asked may keep.
 */
export function sendPdfAttachment(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
