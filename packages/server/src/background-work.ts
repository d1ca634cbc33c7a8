import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './core/http/context';
import type { BackgroundWork } from './core/jobs/background-runner';
import { createOutboxWorker } from './core/mail/outbox-worker';
import { createPdfRenderer, pdfWorkerEntry } from './core/pdf/pdf-renderer';
import { createMailTransport, createSmsTransport } from './core/mail/transports';
import { openFileStore } from './core/storage/open-file-store';
import { createEventConsumers } from './core/events/event-consumers';
import {
  createMorningDigests,
  createOverdueAlerts,
  createRequestTimers,
  registerRequestEventConsumers,
  requestEmailAttachments,
} from './modules/requests/requests.module';
import { createUploadTimers } from './modules/uploads/unattached-uploads';

export type BackgroundDeps = AppDeps & { logger: FastifyBaseLogger };

/**
 * Everything the worker role runs (`npm run worker`, and `npm start` beside the web server). Each
 * entry is safe with any number of worker processes on one PostgreSQL (each says how); a new kind
 * of background work (an event consumer) is one more line here.
 */
export const BACKGROUND_WORK: readonly BackgroundWork<BackgroundDeps>[] = [
  // An email's attachments (an approval's certificate) are drawn as it is sent, by a PDF worker
  // thread of the mail job's own, started at the first one.
  {
    name: 'mail',
    everyMs: 2_000,
    create: (deps) =>
      createOutboxWorker({
        db: deps.db,
        clock: deps.clock,
        transport: createMailTransport(deps),
        sms: createSmsTransport(deps),
        attachments: requestEmailAttachments(
          deps,
          createPdfRenderer({
            workerUrl: pdfWorkerEntry(import.meta.url),
            policy: { maxWorkers: 1 },
          }),
        ),
        logger: deps.logger,
      }),
  },
  // Each expiry runs when due; the check reads an index of the jobs due, so it can be frequent.
  { name: 'request expiries', everyMs: 10_000, create: createRequestTimers },
  // A request in Processing past its decision's due time: its insurer's address is told, once.
  { name: 'overdue alerts', everyMs: 60_000, create: createOverdueAlerts },
  // Each adjudicator's morning email of the cases overdue or due today, once a working day.
  { name: 'morning digests', everyMs: 60_000, create: createMorningDigests },
  // The request events' consumers (the audit entries a call left, straight-through: a request that
  // passes its insurer's rules is approved within seconds of reaching Processing; the issue asks
  // for 5). Each consumer's position row is claimed by one worker at a time.
  {
    name: 'request events',
    everyMs: 1_000,
    create: (deps) => {
      registerRequestEventConsumers(deps);
      return createEventConsumers(deps);
    },
  },
  // Unattached uploads go a day after they arrived; ten minutes late is close enough.
  {
    name: 'unattached uploads',
    everyMs: 10 * 60_000,
    create: async (deps) =>
      createUploadTimers({ ...deps, store: await openFileStore(deps.config) }),
  },
];
