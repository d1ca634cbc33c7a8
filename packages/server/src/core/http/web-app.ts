import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFoundError } from './errors';

/**
 * Serves the built React app: its files, and index.html for every other page path so the
 * client-side router can answer. Unknown API paths answer the JSON error envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { servesDevPages: boolean },
): Promise<void> {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets never change under one URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Development pages (the /dev/ui gallery, the /dev/mailbox) do not exist in production.
    const isHiddenDevPage = !options.servesDevPages && /^\/dev(\/|$|\?)/.test(request.url);
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !isHiddenDevPage;
    if (isPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new NotFoundError(
      request.url.startsWith('/api') ? 'There is no such API endpoint.' : 'Not found.',
    );
  });
}
