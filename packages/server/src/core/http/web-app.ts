import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFoundError } from './errors';

/** Hashed assets (Vite puts a content hash in every name): never change under one URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and every other unhashed file: revalidated on each use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built React app: its files, and index.html for every other page path so the
 * client-side router can answer. Unknown API paths answer the JSON error envelope.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file; the
 * one the client's Accept-Encoding allows is sent with its Content-Encoding, else the plain file.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { servesDevPages: boolean },
): Promise<void> {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    const assetsDir = path.join(distDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Otherwise the static plugin's own `max-age=0` overwrites the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Development pages (the /dev/ui gallery, the /dev/mailbox) do not exist in production.
    const isHiddenDevPage = !options.servesDevPages && /^\/dev(\/|$|\?)/.test(request.url);
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !isHiddenDevPage;
    if (isPage && hasWebApp) {
      return reply.sendFile('index.html');
    }
    throw new NotFoundError(
      request.url.startsWith('/api') ? 'There is no such API endpoint.' : 'Not found.',
    );
  });
}
