import { LINK_ROLES } from '../links/link-roles';
import { ANY_USER, type RouteCallers } from './callers';

/*
 * The named caller sets of the contracts; a one-off set is written on its contract, with why. A
 * module apart from callers.ts, so that the login page's bundle (which carries callers.ts) does
 * not carry them.
 */

/** Any logged-in user (each route's scope decides what they see). */
export const LOGGED_IN_USERS: RouteCallers = { users: ANY_USER };

/** The policyholder's own: its record, its patients, its requests' commands. */
export const POLICYHOLDERS: RouteCallers = { users: ['policy-holder'] };

/** The insurance agent's own: its clients, and their records it may raise requests on. */
export const AGENTS: RouteCallers = { users: ['insurance-agent'] };

/** Who raises requests: a policyholder for itself, an agent for a client (issue 13). */
export const REQUEST_RAISERS: RouteCallers = { users: ['policy-holder', 'insurance-agent'] };

/**
 * Who creates requests: the raisers, and the insured patient for themselves (record 084), whose
 * request waits for the policyholder's authorisation and who has none of the raisers' commands.
 */
export const REQUEST_CREATORS: RouteCallers = {
  users: ['policy-holder', 'insurance-agent', 'insured-patient'],
};

/**
 * The new-request form's own reads: a policyholder's record and patients; for the insured
 * patient, the policyholder covering them and themselves alone (record 084).
 */
export const OWN_FORM_READERS: RouteCallers = { users: ['policy-holder', 'insured-patient'] };

/** Every route of the insurer's side is its adjudicators' (issue 14). */
export const ADJUDICATORS: RouteCallers = { users: ['insurer-adjudicator'] };

/** The policyholder, logged in or reached by its verification link (the remote authoriser). */
export const AUTHORISERS: RouteCallers = { users: ['policy-holder'], links: ['remote-authoriser'] };

/**
 * The dashboard's readers: any logged-in user, and the remote authoriser's link session (limited
 * by its scope to its one request), which keeps its dashboard a while after its decision ended it.
 */
export const DASHBOARD_READERS: RouteCallers = {
  users: ANY_USER,
  links: ['remote-authoriser'],
  endedLinks: true,
};

/**
 * The doctor: a verified doctor link session, for its one request, or a logged-in doctor, for a
 * request of its scope (the request policy's): one form, two ways in (record 084).
 */
export const DOCTORS: RouteCallers = { users: ['doctor'], links: ['doctor'] };

/** Only a business office's verified link session, for its one request. */
export const BUSINESS_OFFICES: RouteCallers = { links: ['business-office'] };

/** Any verified link session. */
export const ANY_LINK: RouteCallers = { links: LINK_ROLES };

/** The PIN step, which also serves a re-visit of a submitted link (record 082). */
export const PIN_STEP: RouteCallers = { ...ANY_LINK, pinPending: true, revisits: true };
