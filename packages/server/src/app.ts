import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { registerApiCacheControl } from './core/http/cache-control';
import type { AppDeps } from './core/http/context';
import { registerErrorHandling } from './core/http/error-handler';
import { sayMissingFieldsPlainly } from './core/http/missing-field-message';
import { rateLimited } from './core/http/errors';
import { loggerOptions, requestIdOptions } from './core/http/logger';
import { openApiTransforms } from './core/http/openapi';
import { registerAccessControl } from './core/http/principal';
import {
  pdfWorkerEntry,
  registerPdfRenderer,
  type PdfRendererOptions,
} from './core/pdf/pdf-renderer';
import {
  SERVER_TIMEOUTS,
  idleWhileDiscarding,
  limitConnectionsPerAddress,
  timeoutOptions,
  type ServerTimeouts,
} from './core/http/server-limits';
import { registerWebApp } from './core/http/web-app';
import { defaultWebDistDir } from './core/paths';
import { authModule } from './modules/auth/auth.routes';
import { healthModule } from './modules/health/health.routes';
import { lookupsModule } from './modules/lookups/lookups.routes';
import { mailboxModule } from './modules/mailbox/mailbox.routes';
import { requestsModule } from './modules/requests/requests.module';
import { policyholdersModule } from './modules/policyholders/policyholders.routes';
import { uploadsModule } from './modules/uploads/uploads.routes';
import { usersModule } from './modules/users/users.routes';

export interface BuildAppOptions {
  /** Pino logging; tests turn it off or send it to a stream they read. */
  logger?: boolean;
  logStream?: DestinationStream;
  /** Shorter timeouts than SERVER_TIMEOUTS, for the tests of slow clients. */
  timeouts?: Partial<ServerTimeouts>;
  /** The PDF workers (core/pdf); tests give them another entry or a shorter time limit. */
  pdf?: Partial<PdfRendererOptions>;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const { config } = deps;
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    ...requestIdOptions,
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(timeouts),
  });
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  idleWhileDiscarding(app, timeouts.idleMs);
  sayMissingFieldsPlainly();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  registerAccessControl(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerApiCacheControl(app);
  registerErrorHandling(app);
  registerPdfRenderer(app, { workerUrl: pdfWorkerEntry(import.meta.url), ...options.pdf });

  await app.register(helmet, {
    global: true,
    // helmet's defaults, and the case page's document viewer: a PDF the page fetched with its
    // token, shown from a data: URL (an origin of its own) in a frame
    // (docs/decisions/079-the-amendment-loop-documents-and-what-must-change.md).
    contentSecurityPolicy: { directives: { 'frame-src': ["'self'", 'data:'] } },
  });
  // Loaded only when configured: the client's import alone took a noticeable share of start-up.
  // RESP2 (ioredis 6 defaults to RESP3, which needs Redis 6+ and fails against older servers and
  // some proxies); the limiter's script answers the same array under either.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, protocol: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'preauth-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: a nullable reference is `anyOf: [{ $ref }, { type: 'null' }]`, which 3.0 cannot say
      // (its `nullable` beside a bare `allOf` has no type to make nullable).
      openapi: '3.1.0',
      info: { title: 'Pre-Authorisation Portal API', version: '0.1.0' },
      // The API is served beside the document, by the same server.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    ...openApiTransforms,
  });
  // The document is still built (it costs nothing); it is served only where configured.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authModule);
  await app.register(usersModule);
  await app.register(healthModule);
  await app.register(lookupsModule);
  await app.register(mailboxModule);
  await app.register(requestsModule);
  await app.register(uploadsModule);
  await app.register(policyholdersModule);
  await registerWebApp(app, config.webDistDir ?? defaultWebDistDir(), {
    servesDevPages: !config.isProduction,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
