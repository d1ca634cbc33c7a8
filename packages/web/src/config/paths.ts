import type { UserType } from '@preauth/shared';

/** Paths the app navigates to by name (the full route table is in app/router.tsx). */
export const paths = {
  home: '/',
  login: '/login',
  sessionExpired: '/session-expired',
  notFound: '/not-found',
  dashboard: '/dashboard',
  introduction: '/introduction',
  doctorVerification: '/doctor/verification',
  createRequest: '/create-request',
  newRequest: '/new-request',
  /** A request's screen (000 §2.3): review, resend, cancel, amend, authorise, declaration-…. */
  request: (paId: string, action: string) =>
    `/request/${encodeURIComponent(paId)}/${encodeURIComponent(action)}`,
  /** The acknowledgement after an action (000 §2.3, §2.10); `id` names the outcome. */
  acknowledgment: (id: string, refNo: string) =>
    `/acknowledgment/${encodeURIComponent(id)}/${encodeURIComponent(refNo)}`,
} as const;

/**
 * Where a user lands after login when no path was saved (specification 001 §2). The adjudicator's
 * console is not in the specification; until it exists the adjudicator lands on the dashboard.
 */
const LANDING_BY_USER_TYPE: Record<UserType, string> = {
  'policy-holder': paths.dashboard,
  'insurance-agent': paths.dashboard,
  'insured-patient': paths.introduction,
  doctor: paths.doctorVerification,
  'insurer-adjudicator': paths.dashboard,
};

export function landingPath(userType: UserType): string {
  return LANDING_BY_USER_TYPE[userType];
}
