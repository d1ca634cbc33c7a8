import { type PathParamNames, pathOf } from '../api/contract';

/**
 * The web app's pages (specification 001 §2; the policyholder's from 000 §2.3) as React Router
 * patterns. The route table (packages/web/src/app/router.tsx) is built from them, and the server
 * answers a page path one of them matches with the app and 200, any other with the app and 404.
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  sessionExpired: '/session-expired',
  notFound: '/not-found',
  spcb: '/spcb',
  /** The policyholder verification page: the remote authoriser's emailed link (`?payload=`). */
  policyholderVerification: '/verify',
  /** The public check of a certificate (`?ref=…&code=…`, as its QR code fills them in). */
  certificateVerification: '/verify-certificate',
  /** The form kit gallery (development only: the server hides /dev/* in production). */
  uiGallery: '/dev/ui',

  // Logged-in area
  dashboard: '/dashboard',
  introduction: '/introduction',
  /** The logged-in doctor's home: the requests that name the doctor (record 084). */
  doctorVerification: '/doctor/verification',
  /** A logged-in doctor's form of one of its requests: the emailed link's five steps. */
  doctorHomeInput: '/doctor/verification/:id',
  doctorHomeRequestDetails: '/doctor/verification/:id/request-details',
  doctorHomePatientDiagnosis: '/doctor/verification/:id/patient-diagnosis',
  doctorHomeRequestedFee: '/doctor/verification/:id/requested-fee',
  doctorHomeReviewSubmit: '/doctor/verification/:id/review-submit',
  doctorHomeDeclaration: '/doctor/verification/:id/declaration',
  /** The acknowledgement of a logged-in doctor's submit, read again from the request on a reload. */
  doctorHomeAcknowledgment: '/doctor/verification/:id/acknowledgment',
  remoteAuthentication: '/remote-authentication',
  newRequest: '/new-request',
  createRequest: '/create-request',
  /** The acknowledgement after an action (000 §2.3, §2.10); `id` names the outcome. */
  acknowledgment: '/acknowledgment/:id/:refNo',
  // The insurer's console (issue 14; not in the specification)
  /** The adjudicator's work queue (its landing). */
  adjudicationQueue: '/adjudication',
  /** The insurer's straight-through decision rules: the current version, editing and preview. */
  adjudicationRules: '/adjudication/decision-rules',
  adjudicationCase: '/adjudication/cases/:id',
  /** A decision's page: `approve`, `reject` or `request-amendment`. */
  adjudicationDecision: '/adjudication/cases/:id/:decision',
  /** The insurer's holiday table (`?year=`) and its turnaround (`?from=&to=`). */
  adjudicationHolidays: '/adjudication/holidays',
  adjudicationTurnaround: '/adjudication/turnaround',
  /** The access report on one person (PDPA), downloaded as CSV. */
  adjudicationAccessReport: '/adjudication/access-report',
  adjudicationPolicy: '/adjudication/policy',
  request: '/request/:id',
  /** A request's screen (000 §2.3): review, resend, cancel, amend, authorise, declaration-…. */
  requestAction: '/request/:id/:action',
  requestActionMethod: '/request/:id/:action/:method',

  // Emailed links, no login: the doctor's at /{insurerCode}/{eRefNo}/…
  link: '/:insurerCode/:eRefNo',
  linkVerification: '/:insurerCode/:eRefNo/verification',
  linkOtp: '/:insurerCode/:eRefNo/otp',
  doctorInput: '/:insurerCode/:eRefNo/doctor-input',
  doctorRequestDetails: '/:insurerCode/:eRefNo/doctor-input/request-details',
  doctorPatientDiagnosis: '/:insurerCode/:eRefNo/doctor-input/patient-diagnosis',
  doctorRequestedFee: '/:insurerCode/:eRefNo/doctor-input/requested-fee',
  doctorReviewSubmit: '/:insurerCode/:eRefNo/doctor-input/review-submit',
  doctorDeclaration: '/:insurerCode/:eRefNo/doctor-input/declaration',
  linkAcknowledgment: '/:insurerCode/:eRefNo/acknowledgment',
  linkAcknowledgmentOutcome: '/:insurerCode/:eRefNo/acknowledgment/:id',
  // The business office's at /{insurerCode}/{eRefNo}/bo/…
  businessOffice: '/:insurerCode/:eRefNo/bo',
  businessOfficeVerification: '/:insurerCode/:eRefNo/bo/verification',
  businessOfficeOtp: '/:insurerCode/:eRefNo/bo/otp',
  businessOfficeInput: '/:insurerCode/:eRefNo/bo/input',
  businessOfficeAcknowledgment: '/:insurerCode/:eRefNo/bo/acknowledgment/:id',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/** A page's path with its parameters filled in, each encoded. */
export function pagePath<P extends PagePath>(
  pattern: P,
  params: Record<PathParamNames<P>, string>,
): string {
  return pathOf(pattern, params);
}

const PATTERNS = Object.values(PAGE_PATHS).map((pattern) => pattern.split('/').filter(Boolean));

/**
 * Whether a path (without its query) is one of the app's pages, matched as React Router matches
 * it: a `:name` segment takes any one segment, other segments ignore case.
 */
export function isPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every(
        (part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase(),
      ),
  );
}
