import { PAGE_PATHS as P } from '@preauth/shared';
import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Header } from '../components/layouts/header';
import { PageFrame } from '../components/layouts/page-frame';
import { NotFound } from '../components/screens/not-found';
import { PageLoading } from '../components/ui/page-loading';
import { LoginRoute } from '../features/auth/routes/login';
import { startSession } from '../features/auth/stores/session-store';
import type { ScreenDataHandle } from '../lib/screen-data';
import { lazyScreen } from './lazy-screen';
import { HomeRedirect } from './routes/home-redirect';
import {
  LOGGED_IN_AREA,
  ProtectedLayout,
  ProtectedLayoutFallback,
} from './routes/protected-layout';
import { RequestActionRoute } from './routes/request-action-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SessionExpiredRoute } from './routes/session-expired';

/**
 * The logged-in screens, each loaded when first visited, so the login page does not carry them.
 * The dashboard's two screens share one chunk, as do the new-request and the request screens.
 */
const dashboard = () => import('../features/dashboard/routes/dashboard');
/** The insured patient's home: the requests about them (issue 26). */
const introduction = () => import('../features/dashboard/routes/introduction');
/** The logged-in doctor's home (record 084). */
const doctorHome = () => import('../features/dashboard/routes/doctor-home');
const newRequest = () => import('../features/new-request/routes/new-request');
const createRequest = () => import('../features/new-request/routes/create-request');
const acknowledgement = () => import('../features/requests/routes/acknowledgement-route');
const request = () => import('../features/requests/routes/request-route');
/** The adjudicator's console (issue 14): the work queue, a case, and its other pages in one chunk. */
const adjudicationQueue = () => import('../features/adjudication/routes/queue');
const adjudicationCase = () => import('../features/adjudication/routes/case');
const consoleSettings = () => import('../features/adjudication/routes/console-settings-routes');
/** The policyholder's authorisation screens, one chunk. */
const authorisation = () => import('../features/authorisation/routes/authorisation-routes');
/** The doctor's link pages (no login) up to its form, one chunk; the form and the end, others. */
const doctor = () => import('../features/doctor/routes/doctor-link-routes');
/** The doctor's form, on the link and under the login, one chunk. */
const doctorForm = () => import('../features/doctor/routes/doctor-form-routes');
const doctorAcknowledgement = () => import('../features/doctor/routes/doctor-acknowledgement');
/** A doctor's link opened at its bare or acknowledgement address: the identity check first. */
const doctorLinkEntry = lazyScreen(() => doctor().then((m) => <m.DoctorLinkEntryRoute />));
/** The business office's link pages (no login) up to its form, one chunk; the form and the end, others. */
const office = () => import('../features/business-office/routes/office-routes');
const officeInput = () => import('../features/business-office/routes/office-input');
const officeAcknowledgement = () =>
  import('../features/business-office/routes/office-acknowledgement');
/** The adjudicator's decision pages (approve, reject, request an amendment), one chunk. */
const decision = () => import('../features/adjudication/routes/decision');

/**
 * The first data calls of the screens the phone's first visit most often opens, in chunks of
 * their own: they start while the screen's code still arrives (issue 27, `ScreenDataHandle`).
 */
const dashboardData: ScreenDataHandle = {
  screenData: () =>
    import('../features/dashboard/api/dashboard-data').then((m) => m.startDashboardData),
};
const queueData: ScreenDataHandle = {
  screenData: () => import('../features/adjudication/api/queue-data').then((m) => m.startQueueData),
};
const caseData: ScreenDataHandle = {
  screenData: () => import('../features/adjudication/api/case-data').then((m) => m.startCaseData),
};

/**
 * The full route table of specification document 001 §2 (policyholder children from 000 §2.3).
 * Every path is one of PAGE_PATHS (packages/shared), which the server answers 200 for.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only reached when the layout itself fails; errors of screens stay inside the layout.
    errorElement: (
      <PageFrame header={<Header />}>
        <RouteError />
      </PageFrame>
    ),
    children: [
      {
        errorElement: <RouteError />,
        // A page's code is lazy: until it first arrives the frame paints with a loading status.
        hydrateFallbackElement: <PageLoading />,
        children: [
          // Public screens
          { path: P.login, element: <LoginRoute /> },
          { path: P.sessionExpired, element: <SessionExpiredRoute /> },
          { path: P.notFound, element: <NotFound /> },
          {
            path: P.spcb,
            lazy: lazyScreen(() => authorisation().then((m) => <m.SingpassCallbackRoute />)),
          },
          {
            // The remote authoriser's emailed link: it opens a session as a login does.
            path: P.policyholderVerification,
            lazy: lazyScreen(() =>
              authorisation().then((m) => (
                <m.PolicyholderVerificationRoute startSession={startSession} />
              )),
            ),
          },
          {
            // The public check of a certificate, opened by its QR code (`?ref=…&code=…`).
            path: P.certificateVerification,
            lazy: lazyScreen(() =>
              import('../features/certificate-verification/routes/certificate-verification').then(
                (m) => <m.CertificateVerificationRoute />,
              ),
            ),
          },
          // The form kit gallery; the server does not serve /dev/* in production.
          {
            path: P.uiGallery,
            lazy: lazyScreen(() =>
              import('../features/ui-gallery/routes/ui-gallery').then((m) => <m.UiGalleryRoute />),
            ),
          },

          // Doctor link: /{insurerCode}/{eRefNo}/… (no login; the OTP step gives a token)
          {
            path: P.linkVerification,
            lazy: lazyScreen(() => doctor().then((m) => <m.DoctorVerificationRoute />)),
          },
          {
            path: P.linkOtp,
            lazy: lazyScreen(() => doctor().then((m) => <m.DoctorOtpRoute />)),
          },
          {
            // One route for the five steps, so the form stays mounted from step to step.
            path: P.doctorInput,
            lazy: lazyScreen(() => doctorForm().then((m) => <m.DoctorInputRoute />)),
            children: [
              P.doctorRequestDetails,
              P.doctorPatientDiagnosis,
              P.doctorRequestedFee,
              P.doctorReviewSubmit,
              P.doctorDeclaration,
            ].map((path) => ({ path })),
          },
          {
            path: P.linkAcknowledgmentOutcome,
            lazy: lazyScreen(() =>
              doctorAcknowledgement().then((m) => <m.DoctorAcknowledgementRoute />),
            ),
          },
          { path: P.link, lazy: doctorLinkEntry },
          { path: P.linkAcknowledgment, lazy: doctorLinkEntry },
          // Business office: /{insurerCode}/{eRefNo}/bo/…
          {
            path: P.businessOffice,
            lazy: lazyScreen(() => office().then((m) => <m.OfficeLinkEntryRoute />)),
          },
          {
            path: P.businessOfficeVerification,
            lazy: lazyScreen(() => office().then((m) => <m.OfficeVerificationRoute />)),
          },
          {
            path: P.businessOfficeOtp,
            lazy: lazyScreen(() => office().then((m) => <m.OfficeOtpRoute />)),
          },
          {
            path: P.businessOfficeInput,
            lazy: lazyScreen(() => officeInput().then((m) => <m.OfficeInputRoute />)),
          },
          {
            path: P.businessOfficeAcknowledgment,
            lazy: lazyScreen(() =>
              officeAcknowledgement().then((m) => <m.OfficeAcknowledgementRoute />),
            ),
          },

          // Logged-in area
          {
            id: LOGGED_IN_AREA,
            path: P.home,
            element: <ProtectedLayout />,
            hydrateFallbackElement: <ProtectedLayoutFallback />,
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                path: P.dashboard,
                handle: dashboardData,
                lazy: lazyScreen(() => dashboard().then((m) => <m.DashboardRoute />)),
              },
              {
                path: P.introduction,
                lazy: lazyScreen(() => introduction().then((m) => <m.IntroductionRoute />)),
              },
              {
                path: P.doctorVerification,
                lazy: lazyScreen(() => doctorHome().then((m) => <m.DoctorHomeRoute />)),
              },
              {
                // The link's five steps under the login: one route, so the form stays mounted.
                path: P.doctorHomeInput,
                lazy: lazyScreen(() => doctorForm().then((m) => <m.DoctorLoginInputRoute />)),
                children: [
                  P.doctorHomeRequestDetails,
                  P.doctorHomePatientDiagnosis,
                  P.doctorHomeRequestedFee,
                  P.doctorHomeReviewSubmit,
                  P.doctorHomeDeclaration,
                ].map((path) => ({ path })),
              },
              {
                path: P.doctorHomeAcknowledgment,
                lazy: lazyScreen(() =>
                  doctorForm().then((m) => <m.DoctorLoginAcknowledgementRoute />),
                ),
              },
              {
                path: P.remoteAuthentication,
                lazy: lazyScreen(() =>
                  authorisation().then((m) => (
                    <m.RemoteAuthenticationRoute startSession={startSession} />
                  )),
                ),
              },
              {
                path: P.requestActionMethod,
                lazy: lazyScreen(() => authorisation().then((m) => <m.AuthorisationPinRoute />)),
              },
              {
                path: P.newRequest,
                lazy: lazyScreen(() => newRequest().then((m) => <m.NewRequestRoute />)),
              },
              {
                path: P.createRequest,
                lazy: lazyScreen(() => createRequest().then((m) => <m.CreateRequestRoute />)),
              },
              {
                path: P.acknowledgment,
                lazy: lazyScreen(() => acknowledgement().then((m) => <m.AcknowledgementRoute />)),
              },
              {
                path: P.adjudicationQueue,
                handle: queueData,
                lazy: lazyScreen(() => adjudicationQueue().then((m) => <m.QueueRoute />)),
              },
              {
                path: P.adjudicationCase,
                handle: caseData,
                lazy: lazyScreen(() => adjudicationCase().then((m) => <m.CaseRoute />)),
              },
              {
                path: P.adjudicationRules,
                lazy: lazyScreen(() => consoleSettings().then((m) => <m.DecisionRulesRoute />)),
              },
              {
                path: P.request,
                lazy: lazyScreen(() => request().then((m) => <m.RequestRoute />)),
              },
              {
                // Review, resend, cancel, amend (requests) or authorise and the declarations.
                path: P.requestAction,
                lazy: lazyScreen(() =>
                  Promise.all([request(), authorisation()]).then(([requests, authorising]) => (
                    <RequestActionRoute
                      requests={<requests.RequestRoute />}
                      authorisation={<authorising.AuthorisationActionRoute />}
                    />
                  )),
                ),
              },
              // The insurer's console (issue 14)
              {
                path: P.adjudicationDecision,
                lazy: lazyScreen(() => decision().then((m) => <m.DecisionRoute />)),
              },
              {
                path: P.adjudicationHolidays,
                lazy: lazyScreen(() => consoleSettings().then((m) => <m.HolidaysRoute />)),
              },
              {
                path: P.adjudicationTurnaround,
                lazy: lazyScreen(() => consoleSettings().then((m) => <m.TurnaroundRoute />)),
              },
              {
                path: P.adjudicationAccessReport,
                lazy: lazyScreen(() => consoleSettings().then((m) => <m.AccessReportRoute />)),
              },
              {
                path: P.adjudicationPolicy,
                lazy: lazyScreen(() => consoleSettings().then((m) => <m.InsurerPolicyRoute />)),
              },
            ],
          },

          // Any other path (the server answers it 404)
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
