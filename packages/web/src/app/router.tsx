import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Header } from '../components/layouts/header';
import { PageFrame } from '../components/layouts/page-frame';
import { NotFound } from '../components/screens/not-found';
import { LoginRoute } from '../features/auth/routes/login';
import { HomeRedirect } from './routes/home-redirect';
import { ProtectedLayout } from './routes/protected-layout';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SessionExpiredRoute } from './routes/session-expired';

/**
 * A screen that a later issue builds. Until then its route exists and shows the not-found screen,
 * never a stand-in page; the issue replaces this element.
 */
const notBuilt = <NotFound />;

/** Route entries with the not-built element, for each child path. */
const notBuiltRoutes = (...childPaths: string[]): RouteObject[] =>
  childPaths.map((path) => ({ path, element: notBuilt }));

/**
 * The logged-in screens, each loaded when first visited, so the login page does not carry them.
 * The dashboard's two screens share one chunk, as do the new-request and the request screens.
 */
const dashboard = () => import('../features/dashboard/routes/dashboard');
const landing = () => import('../features/dashboard/routes/landing');
const newRequest = () => import('../features/new-request/routes/new-request');
const createRequest = () => import('../features/new-request/routes/create-request');
const acknowledgement = () => import('../features/requests/routes/acknowledgement-route');
const request = () => import('../features/requests/routes/request-route');

/** The full route table of specification document 001 §2 (policyholder children from 000 §2.3). */
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
        children: [
          // Public screens
          { path: 'login', element: <LoginRoute /> },
          { path: 'session-expired', element: <SessionExpiredRoute /> },
          { path: 'not-found', element: <NotFound /> },
          { path: 'spcb', element: notBuilt },
          // The form kit gallery; the server does not serve /dev/* in production.
          {
            path: 'dev/ui',
            lazy: () =>
              import('../features/ui-gallery/routes/ui-gallery').then((m) => ({
                Component: m.UiGalleryRoute,
              })),
          },

          // Doctor link: /{insurerCode}/{eRefNo}/… (no login; the OTP step gives a token)
          {
            path: ':insurerCode/:eRefNo',
            children: [
              { index: true, element: notBuilt },
              ...notBuiltRoutes('verification', 'otp'),
              {
                path: 'doctor-input',
                children: [
                  { index: true, element: notBuilt },
                  ...notBuiltRoutes(
                    'request-details',
                    'patient-diagnosis',
                    'requested-fee',
                    'review-submit',
                    'declaration',
                  ),
                ],
              },
              ...notBuiltRoutes('acknowledgment', 'acknowledgment/:id'),

              // Business office: /{insurerCode}/{eRefNo}/bo/…
              {
                path: 'bo',
                children: [
                  { index: true, element: notBuilt },
                  ...notBuiltRoutes('verification', 'otp', 'input', 'acknowledgment/:id'),
                ],
              },
            ],
          },

          // Logged-in area
          {
            path: '/',
            element: <ProtectedLayout />,
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                path: 'dashboard',
                lazy: () => dashboard().then((m) => ({ Component: m.DashboardRoute })),
              },
              {
                path: 'introduction',
                lazy: () =>
                  landing().then(({ LandingRoute }) => ({
                    element: <LandingRoute title="Introduction" />,
                  })),
              },
              {
                path: 'doctor/verification',
                lazy: () =>
                  landing().then(({ LandingRoute }) => ({
                    element: <LandingRoute title="Doctor verification" />,
                  })),
              },
              ...notBuiltRoutes('remote-authentication', 'request/:id/:action/:method'),
              {
                path: 'new-request',
                lazy: () => newRequest().then((m) => ({ Component: m.NewRequestRoute })),
              },
              {
                path: 'create-request',
                lazy: () => createRequest().then((m) => ({ Component: m.CreateRequestRoute })),
              },
              {
                path: 'acknowledgment/:id/:refNo',
                lazy: () => acknowledgement().then((m) => ({ Component: m.AcknowledgementRoute })),
              },
              {
                path: 'request/:id',
                lazy: () => request().then((m) => ({ Component: m.RequestRoute })),
              },
              {
                path: 'request/:id/:action',
                lazy: () => request().then((m) => ({ Component: m.RequestRoute })),
              },
            ],
          },

          // Any other path
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
