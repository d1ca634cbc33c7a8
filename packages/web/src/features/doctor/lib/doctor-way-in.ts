import type { DoctorStep, DoctorSubmitResponse } from '@preauth/shared';
import type { LinkAddress } from '../../../lib/link-session';

/**
 * How the doctor reached the form (record 084: one set of screens, two ways in): the emailed
 * link's verified session, or the login. The form reads its request from the route and sends its
 * calls with the session it has.
 */
export interface DoctorWayIn {
  paId: string;
  /** The link session's token; none under the login, whose token the API client sends itself. */
  bearerToken?: string;
  /** The emailed link's address: its pages offer the link session's own "Log out". */
  link?: LinkAddress;
  /** The form's pages: its root (the step it was left on) and each step. */
  input: string;
  step: (step: DoctorStep) => string;
  /** Where the submit leads. */
  afterSubmit: (answer: DoctorSubmitResponse) => { to: string };
}

/**
 * A call's "401 is mine" flag: a link session's screens handle its end themselves (verify
 * again); under the login, the app's session handling does.
 */
export const sessionEndMeta = (bearerToken: string | undefined) => ({
  handlesSessionEnd: bearerToken !== undefined,
});
