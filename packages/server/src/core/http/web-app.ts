import fastifyStatic from '@fastify/static';
import { isPagePath } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFoundError } from './errors';

/** Hashed assets (Vite puts a content hash in every name): never change under one URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and every other unhashed file: revalidated on each use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built React app: its files, and index.html for every other path so the client-side
 * router can answer: with 200 for a page of PAGE_PATHS, with 404 for any other path (the app shows
 * its not-found screen). Unknown API paths and asset files answer the JSON error envelope.
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
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        reply.header('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Development pages (the /dev/ui gallery, the /dev/mailbox) do not exist in production.
    const isHiddenDevPage = !options.servesDevPages && /^\/dev(\/|$)/.test(pathname);
    // A missing file under /assets/ is no page: a stale script must not get HTML back.
    // HEAD as GET: monitors and link checkers ask for a page's headers only.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/assets/') &&
      !isHiddenDevPage;
    if (isPage && hasWebApp) {
      // The app shows its not-found screen for a path no page matches; the status says so too.
      return reply.code(isPagePath(pathname) ? 200 : 404).sendFile('index.html');
    }
    throw new NotFoundError(
      request.url.startsWith('/api') ? 'There is no such API endpoint.' : 'Not found.',
    );
  });
}
