import { CERTIFICATE_VERIFICATION_POLICY, contracts } from '@preauth/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, currentUser } from '../../../core/http/context';
import { idempotentCallOf } from '../../../core/http/idempotency';
import { routeOf } from '../../../core/http/openapi';
import { currentPrincipal } from '../../../core/http/principal';
import { createCertificateVerification } from './certificate-verification.service';
import { activeReasons } from './decision-reasons.repository';
import { createDecisionRules } from './decision-rules.service';
import { createDecisions, type DecisionCall } from './decisions.service';
import { createStraightThrough } from './straight-through.service';

/** Who decides on which case, and the call's Idempotency-Key. */
function decisionCall(request: FastifyRequest, paId: string): Parameters<DecisionCall> {
  const principal = currentPrincipal(request);
  return [principal, paId, callerOf(request), idempotentCallOf(request, principal)];
}

/**
 * The insurer's side of a request (issue 14): its coded reasons, the three decisions on a case in
 * Processing, and the public verification of an approval's certificate.
 */
export async function decisionsModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const decisions = createDecisions(app.deps);
  const verification = createCertificateVerification(app.deps);
  const straightThrough = createStraightThrough(app.deps);
  const decisionRules = createDecisionRules(app.deps);

  routes.route({
    ...routeOf(contracts.listDecisionReasons),
    handler: async (request) => ({
      reasons: await activeReasons(app.deps.db, currentUser(request).insurerId),
    }),
  });

  routes.route({
    ...routeOf(contracts.approveCase),
    handler: async (request) =>
      decisions.approve(request.body)(...decisionCall(request, request.params.paId)),
  });

  routes.route({
    ...routeOf(contracts.rejectCase),
    handler: async (request) =>
      decisions.reject(request.body)(...decisionCall(request, request.params.paId)),
  });

  routes.route({
    ...routeOf(contracts.requestCaseAmendment),
    handler: async (request) =>
      decisions.requestAmendment(request.body)(...decisionCall(request, request.params.paId)),
  });

  routes.route({
    ...routeOf(contracts.reverseAutomaticApproval),
    handler: async (request) =>
      straightThrough.reverse(request.body)(...decisionCall(request, request.params.paId)),
  });

  routes.route({
    ...routeOf(contracts.getDecisionRules),
    handler: async (request) => decisionRules.rules(currentUser(request)),
  });

  routes.route({
    ...routeOf(contracts.proposeDecisionRules),
    handler: async (request, reply) => {
      const proposal = await decisionRules.propose(
        currentUser(request),
        callerOf(request),
        request.body,
        idempotentCallOf(request, currentPrincipal(request)),
      );
      return reply.status(201).send(proposal);
    },
  });

  routes.route({
    ...routeOf(contracts.approveRuleProposal),
    handler: async (request, reply) => {
      const version = await decisionRules.approve(
        currentUser(request),
        callerOf(request),
        request.params.proposalId,
        idempotentCallOf(request, currentPrincipal(request)),
      );
      return reply.status(201).send(version);
    },
  });

  routes.route({
    ...routeOf(contracts.declineRuleProposal),
    handler: async (request) =>
      decisionRules.decline(
        currentUser(request),
        callerOf(request),
        request.params.proposalId,
        request.body,
        idempotentCallOf(request, currentPrincipal(request)),
      ),
  });

  routes.route({
    ...routeOf(contracts.previewDecisionRules),
    handler: async (request) => decisionRules.preview(currentUser(request).insurerId, request.body),
  });

  routes.route({
    ...routeOf(contracts.verifyCertificate),
    onRequest: app.rateLimit({
      max: CERTIFICATE_VERIFICATION_POLICY.perAddressMax,
      timeWindow: CERTIFICATE_VERIFICATION_POLICY.perAddressWindowMs,
    }),
    handler: async (request) => verification.verify(request.body),
  });
}
