// The insurer's decisions' test fixtures: a request in Processing with the doctor's submission,
// the insurer's coded reasons and a logged-in adjudicator, and the calls the decision tests make.
import { createDecisionReason } from '../../../../test/adjudication-factories';
import { createRequestDetails, type RequestOverrides } from '../../../../test/factories';
import {
  app,
  db,
  loginAs,
  policyholderWorld,
  submitAtPanelHospital,
  type Login,
} from './request-worlds';

export const REDUCTION = { code: 'RED-AGREED', label: 'Above the agreed price for the procedure' };
export const REJECTION = { code: 'REJ-EXCL', label: 'Condition excluded by the policy' };

export interface DecisionWorldOptions {
  /** The doctor submitted at a panel hospital, whose business office has its own address. */
  panel?: boolean;
  request?: RequestOverrides;
}

/**
 * A new insurer (policyholderWorld) with one reduction and one rejection reason, an inactive one of
 * each, a logged-in adjudicator, and a request of the policyholder in Processing (unless told)
 * with the doctor's submission (factory amounts: surgeon 3,800, anaesthetist 1,220, attendance
 * 150, other fee CONS 350, hospital charges 6,800, total 12,320).
 */
export async function decisionWorld(options: DecisionWorldOptions = {}) {
  const world = await policyholderWorld();
  const insurerId = world.insurer.id;
  await createDecisionReason(db, insurerId, { kind: 'reduction', ...REDUCTION });
  await createDecisionReason(db, insurerId, { kind: 'rejection', ...REJECTION });
  await createDecisionReason(db, insurerId, { kind: 'reduction', code: 'RED-OLD', active: false });
  await createDecisionReason(db, insurerId, { kind: 'rejection', code: 'REJ-OLD', active: false });
  const adjudicator = await loginAs(insurerId, {
    userType: 'insurer-adjudicator',
    name: 'Grace Ong',
  });
  const request = await world.request({ statusCode: 'PRO', ...options.request });
  if (options.panel) await submitAtPanelHospital(world, request.id);
  else await createRequestDetails(db, request.id);
  /** Another adjudicator of the same insurer. */
  const colleague = () =>
    loginAs(insurerId, { userType: 'insurer-adjudicator', name: 'Marcus Tan' });
  return { ...world, adjudicator, request, colleague };
}

export type DecisionWorld = Awaited<ReturnType<typeof decisionWorld>>;

export type DecisionPath = 'approve' | 'reject' | 'request-amendment';

/** A valid body of each decision. */
export const DECISION_BODIES: Record<DecisionPath, object> = {
  approve: {},
  reject: { reasonCode: REJECTION.code, reasonText: 'Cosmetic procedures are not covered.' },
  'request-amendment': { changesRequired: 'Please give the anaesthetist fee per procedure.' },
};

export function decide(
  login: Login,
  paId: string,
  decision: DecisionPath,
  payload: object = DECISION_BODIES[decision],
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/adjudication/cases/${paId}/${decision}`,
    headers: { authorization: login.authorization, ...headers },
    payload,
  });
}
