import {
  type DecisionOutcome,
  type NotifiedParty,
  PAGE_PATHS,
  pagePath,
  type UserType,
} from '@preauth/shared';

/**
 * The acknowledgement's query: `fc=true` when a new request's financial consultant was told (000
 * §2.3), `notified` the parties the action's answer says it emailed (`doctor,insurer`), so a
 * reload of the acknowledgement still says who.
 */
export const ACKNOWLEDGMENT_QUERY = { fc: 'fc', notified: 'notified' } as const;

// The party names need no escaping; the commas stay readable in the address bar.
const acknowledgmentQuery = ({
  notified,
  fc,
}: {
  notified: readonly NotifiedParty[];
  fc?: boolean;
}) =>
  `?${fc ? `${ACKNOWLEDGMENT_QUERY.fc}=true&` : ''}${ACKNOWLEDGMENT_QUERY.notified}=${notified.join(',')}`;

/** The query of the agent's new-request form that names the client it raises the request for. */
export const CLIENT_QUERY = 'policyholder';

/**
 * Paths the app navigates to by name. Every page's pattern is in PAGE_PATHS (packages/shared),
 * which the route table (app/router.tsx) and the server's 404 answer are built from.
 */
export const paths = {
  // Every page without parameters by its name; those with parameters take them below.
  ...PAGE_PATHS,
  /** The agent's new-request form for the client it picked (issue 13). */
  createRequestFor: (policyHolderId: string) =>
    `${PAGE_PATHS.createRequest}?${CLIENT_QUERY}=${encodeURIComponent(policyHolderId)}`,
  /** A request's screen (000 §2.3) with a method: the PIN screen of authorise (EMAIL, SMS). */
  requestMethod: (paId: string, action: string, method: string) =>
    pagePath(PAGE_PATHS.requestActionMethod, { id: paId, action, method }),
  /** A request's screen (000 §2.3): review, resend, cancel, amend, authorise, declaration-…. */
  request: (paId: string, action: string) =>
    pagePath(PAGE_PATHS.requestAction, { id: paId, action }),
  /** A case of the work queue: everything the request holds, and its hold. */
  adjudicationCase: (paId: string) => pagePath(PAGE_PATHS.adjudicationCase, { id: paId }),
  /** A decision's page: `approve`, `reject` or `request-amendment`. */
  adjudicationDecision: (paId: string, decision: DecisionOutcome) =>
    pagePath(PAGE_PATHS.adjudicationDecision, { id: paId, decision }),
  /**
   * The acknowledgement after an action (000 §2.3, §2.10); `id` names the outcome, `told` who
   * the action's answer says was emailed.
   */
  acknowledgment: (
    id: string,
    refNo: string,
    told?: { notified: readonly NotifiedParty[]; fc?: boolean },
  ) => pagePath(PAGE_PATHS.acknowledgment, { id, refNo }) + (told ? acknowledgmentQuery(told) : ''),
} as const;

/**
 * Where a user lands after login when no path was saved (specification 001 §2). The adjudicator's
 * console is not in the specification (issue 14): the adjudicator lands on its work queue.
 */
const LANDING_BY_USER_TYPE: Record<UserType, string> = {
  'policy-holder': paths.dashboard,
  'insurance-agent': paths.dashboard,
  'insured-patient': paths.introduction,
  doctor: paths.doctorVerification,
  'insurer-adjudicator': paths.adjudicationQueue,
};

export function landingPath(userType: UserType): string {
  return LANDING_BY_USER_TYPE[userType];
}
