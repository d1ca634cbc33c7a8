import {
  ACCESS_REPORT_FILE_NAME,
  contracts,
  QUEUE_CSV_FILE_NAME,
  TURNAROUND_CSV_FILE_NAME,
  type TurnaroundQuery,
} from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, currentUser } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { accessReportCsv } from './access-report.service';
import { assignCase, releaseCase, takeCase, type UserPrincipal } from './case-holds.service';
import { addCaseNote, listColleagues, loadCaseNotes } from './case-notes.service';
import { loadCaseAudit, loadCaseView } from './case-view.service';
import { emailDigestNow } from './digest.service';
import { downgradeUrgency } from './downgrade-urgency.service';
import { createHolidayCalendar } from './holiday-calendar';
import { createInsurerPolicies } from './insurer-policies';
import { changeInsurerPolicy, readInsurerPolicy } from './insurer-policy.service';
import { listHolidays, putHoliday, removeHoliday } from './holidays.service';
import { queueCsv } from './queue-csv.service';
import { listQueue, queueCounts } from './queue.repository';
import { turnaroundCsv } from './turnaround-csv';
import { turnaround } from './turnaround.service';

const principalOf = (request: Parameters<typeof currentUser>[0]): UserPrincipal => ({
  kind: 'user',
  user: currentUser(request),
});

/**
 * The adjudicator's console: the work queue, its CSV, its counts and its digest by email, the case
 * view, taking, releasing and assigning a case, its internal notes, the insurer's holiday table
 * (its working-day calendar), its turnaround statistics and the access report on one person
 * (PDPA).
 */
export async function adjudicationModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const calendar = createHolidayCalendar(deps);
  const policies = createInsurerPolicies(deps);

  /**
   * The caller's insurer, its holidays and clocks (this process's copies, at most a few seconds
   * old) and the time, for the queue's deadlines.
   */
  const queueCaller = async (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    const [holidays, clocks] = await Promise.all([
      calendar.dates(user.insurerId),
      policies.of(user.insurerId),
    ]);
    return {
      insurerId: user.insurerId,
      userId: user.userId,
      now: deps.clock.now(),
      holidays,
      clocks,
    };
  };

  routes.route({
    ...routeOf(contracts.listAdjudicationQueue),
    handler: async (request) => listQueue(deps.db, request.query, await queueCaller(request)),
  });

  routes.route({
    ...routeOf(contracts.downloadAdjudicationQueueCsv),
    handler: async (request, reply) => {
      const { csv, day } = await queueCsv(
        deps,
        currentUser(request),
        request.query,
        await queueCaller(request),
        callerOf(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${QUEUE_CSV_FILE_NAME(request.query.statusCode, day)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  routes.route({
    ...routeOf(contracts.countAdjudicationQueue),
    handler: async (request) => queueCounts(deps.db, await queueCaller(request)),
  });

  routes.route({
    ...routeOf(contracts.emailAdjudicationDigest),
    handler: async (request) =>
      emailDigestNow(
        deps,
        currentUser(request),
        await queueCaller(request),
        idempotentCallOf(request, principalOf(request)),
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.getAdjudicationCase),
    handler: async (request) =>
      loadCaseView(deps, principalOf(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.listCaseAudit),
    handler: async (request) =>
      loadCaseAudit(
        deps,
        principalOf(request),
        request.params.paId,
        request.query,
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.takeAdjudicationCase),
    handler: async (request) =>
      takeCase(
        deps,
        principalOf(request),
        request.params.paId,
        request.body.takeOver,
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.assignAdjudicationCase),
    handler: async (request) =>
      assignCase(deps, principalOf(request), request.params.paId, request.body, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.listColleagues),
    handler: async (request) => listColleagues(deps, currentUser(request)),
  });

  routes.route({
    ...routeOf(contracts.listCaseNotes),
    handler: async (request) =>
      loadCaseNotes(deps, principalOf(request), request.params.paId, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.addCaseNote),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await addCaseNote(
            deps,
            principalOf(request),
            request.params.paId,
            request.body,
            callerOf(request),
          ),
        ),
  });

  routes.route({
    ...routeOf(contracts.releaseAdjudicationCase),
    handler: async (request, reply) => {
      await releaseCase(deps, principalOf(request), request.params.paId, callerOf(request));
      return reply.status(204).send(null);
    },
  });

  routes.route({
    ...routeOf(contracts.downgradeUrgency),
    handler: async (request) =>
      downgradeUrgency(
        deps,
        principalOf(request),
        request.params.paId,
        request.body,
        idempotentCallOf(request, principalOf(request)),
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.getInsurerPolicy),
    handler: async (request) => readInsurerPolicy(deps, currentUser(request)),
  });

  routes.route({
    ...routeOf(contracts.putInsurerPolicy),
    handler: async (request) =>
      changeInsurerPolicy(deps, policies, currentUser(request), request.body, callerOf(request)),
  });

  routes.route({
    ...routeOf(contracts.listHolidays),
    handler: async (request) => listHolidays(deps, currentUser(request), request.query.year),
  });

  routes.route({
    ...routeOf(contracts.putHoliday),
    handler: async (request) =>
      putHoliday(
        deps,
        calendar,
        currentUser(request),
        request.params.date,
        request.body,
        callerOf(request),
      ),
  });

  routes.route({
    ...routeOf(contracts.deleteHoliday),
    handler: async (request, reply) => {
      await removeHoliday(
        deps,
        calendar,
        currentUser(request),
        request.params.date,
        callerOf(request),
      );
      return reply.status(204).send(null);
    },
  });

  const turnaroundOf = (request: Parameters<typeof currentUser>[0], period: TurnaroundQuery) =>
    turnaround(deps.db, currentUser(request).insurerId, period, deps.clock.now());

  routes.route({
    ...routeOf(contracts.getTurnaround),
    handler: async (request) => turnaroundOf(request, request.query),
  });

  routes.route({
    ...routeOf(contracts.downloadTurnaroundCsv),
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${TURNAROUND_CSV_FILE_NAME(request.query)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(turnaroundCsv(await turnaroundOf(request, request.query))),
  });

  routes.route({
    ...routeOf(contracts.downloadAccessReport),
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ACCESS_REPORT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(
          await accessReportCsv(deps, currentUser(request), request.body.nric, callerOf(request)),
        ),
  });
}
