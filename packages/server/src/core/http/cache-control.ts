import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Every answer of the API, errors included, says `Cache-Control: no-store`: they hold tokens,
 * names, NRICs and dates of birth, which no browser or proxy cache may keep. An answer that already
 * says no-store in its own words (the downloads' `private, no-store`) keeps them.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!API_PATH.test(request.url)) return;
    const given = reply.getHeader('cache-control');
    if (typeof given === 'string' && /\bno-store\b/.test(given)) return;
    reply.header('cache-control', 'no-store');
  });
}
