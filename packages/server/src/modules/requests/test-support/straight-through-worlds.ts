// Straight-through decisions' test fixtures: an insurer with a published rule set, an adjudicator,
// requests reaching Processing after it (each for its own patient with its own policy, with the
// event that brought it there), and the consumer that evaluates them, run on demand instead of
// by the runner.
import type { DecisionRuleSetBody } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import {
  createPatient,
  createPolicy,
  createRequestDetails,
  type RequestDetailsOverrides,
  type RequestOverrides,
} from '../../../../test/factories';
import * as t from '../../../core/db/schema';
import { appendRequestEvent } from '../../../core/events/event-stream';
import { createStraightThrough } from '../decisions/straight-through.service';
import { app, clock, db, loginAs, policyholderWorld, type Login } from './request-worlds';

/**
 * Inside these: the factory's submission with agreed prices and no other fee (a fee type has no
 * agreed price), total 11,970; K35.8; SF801H.
 */
export const RULES: DecisionRuleSetBody = {
  straightThrough: true,
  rules: [
    { kind: 'agreed-prices' },
    { kind: 'policy-covered', requireRider: false },
    { kind: 'diagnosis-exclusions', codes: ['C', 'O80', 'F10.2'] },
    { kind: 'total-limit', limit: '20000.00' },
  ],
};

/** The factory's surgery line with the agreed prices it is within. */
export const WITHIN_PRICES = {
  tospCode: 'SF801H',
  surgeonFee: '3800.00',
  anaesthetistFee: '1220.00',
  agreedSurgeonFee: '4000.00',
  agreedAnaesthetistFee: '1300.00',
};

const post = (login: Login, url: string, payload?: object, idempotencyKey?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: login.authorization,
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    },
    ...(payload && { payload }),
  });

/**
 * Proposes `body` as edited from version `basedOnVersion` (0: before the first), with an
 * Idempotency-Key when given.
 */
export const proposeRules = (
  login: Login,
  body: object = RULES,
  { basedOnVersion = 0, idempotencyKey }: { basedOnVersion?: number; idempotencyKey?: string } = {},
) =>
  post(
    login,
    '/api/adjudication/decision-rules/proposals',
    { basedOnVersion, ...body },
    idempotencyKey,
  );

export const approveProposal = (login: Login, proposalId: string, idempotencyKey?: string) =>
  post(
    login,
    `/api/adjudication/decision-rules/proposals/${proposalId}/approve`,
    undefined,
    idempotencyKey,
  );

export const declineProposal = (
  login: Login,
  proposalId: string,
  reason: string,
  idempotencyKey?: string,
) =>
  post(
    login,
    `/api/adjudication/decision-rules/proposals/${proposalId}/decline`,
    { reason },
    idempotencyKey,
  );

/**
 * Puts `body` in force as the next version: `login` proposes it (edited from `basedOnVersion`)
 * and a new colleague of the same insurer approves it. Answers the approval (201: the version),
 * or the proposal's refusal.
 */
export async function publishRules(
  login: Login,
  body: object = RULES,
  { basedOnVersion = 0 }: { basedOnVersion?: number } = {},
) {
  const proposed = await proposeRules(login, body, { basedOnVersion });
  if (proposed.statusCode !== 201) return proposed;
  const colleague = await loginAs(login.user.insurerId!, { userType: 'insurer-adjudicator' });
  return approveProposal(colleague, proposed.json().id);
}

/** One round of the straight-through sweep, as the server's timer runs it. */
export const sweep = () => createStraightThrough(app.deps).sweep();

export interface StraightThroughWorldOptions {
  /** The rule set the adjudicator publishes first; null for none. */
  rules?: DecisionRuleSetBody | null;
}

/**
 * A new insurer (policyholderWorld) with a logged-in adjudicator who has published `rules`
 * (RULES unless told), then a second later `request(details)`: a request in Processing since
 * now, for a new patient with a policy of its own, with the factory's submission at a non-panel
 * hospital, its fees within the agreed prices and no other fee unless `details` says otherwise.
 */
export async function straightThroughWorld(options: StraightThroughWorldOptions = {}) {
  const world = await policyholderWorld();
  const insurerId = world.insurer.id;
  const adjudicator = await loginAs(insurerId, {
    userType: 'insurer-adjudicator',
    name: 'Grace Ong',
  });
  if (options.rules !== null) {
    const published = await publishRules(adjudicator, options.rules ?? RULES);
    if (published.statusCode !== 201) throw new Error(published.body);
  }
  clock.advance(1_000);

  const request = async (
    details: RequestDetailsOverrides = {},
    overrides: RequestOverrides = {},
  ) => {
    const patient = await createPatient(db, insurerId);
    const policy = await createPolicy(db, {
      insurerId,
      policyholderId: world.holder.id,
      patientId: patient.id,
    });
    const created = await world.request({
      statusCode: 'PRO',
      statusChangedAt: clock.now(),
      patientId: patient.id,
      patientName: patient.name,
      patientNric: patient.nric,
      patientDateOfBirth: patient.dob,
      policyId: policy.id,
      ...overrides,
    });
    const detail = await createRequestDetails(db, created.id, {
      surgeryDetails: [WITHIN_PRICES],
      otherFees: [],
      ...details,
    });
    // The doctor's non-panel submit that brought it to Processing, as the engine records it.
    await db.transaction((tx) =>
      appendRequestEvent(tx, {
        paId: created.id,
        insurerId,
        event: 'doctor-submit-non-panel',
        fromStatus: 'SUB',
        toStatus: created.statusCode,
        actorType: 'doctor',
        occurredAt: clock.now(),
        version: created.version,
      }),
    );
    return { ...created, detailId: detail.id, patient };
  };

  return { ...world, adjudicator, request };
}

export type StraightThroughWorld = Awaited<ReturnType<typeof straightThroughWorld>>;

export const evaluationsOf = (paId: string) =>
  db.select().from(t.decisionRuleEvaluations).where(eq(t.decisionRuleEvaluations.paId, paId));

export const decisionsOf = (paId: string) =>
  db.select().from(t.paDecisions).where(eq(t.paDecisions.paId, paId));

export function reverse(login: Login, paId: string, reason = 'The diagnosis needs a review.') {
  return app.inject({
    method: 'POST',
    url: `/api/adjudication/cases/${paId}/reverse-automatic`,
    headers: { authorization: login.authorization },
    payload: { reason },
  });
}
