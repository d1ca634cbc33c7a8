import type { RequestDetail, UserInfo } from '@preauth/shared';
import { Route, Routes } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { createUserInfo } from '../../testing/data-generators';
import { json, type Routes as FakeRoutes, stubFetch } from '../../testing/fetch-stub';
import { renderWithProviders, within } from '../../testing/test-utils';
import { AcknowledgementRoute } from './routes/acknowledgement-route';
import { RequestRoute } from './routes/request-route';

/**
 * Test helper: this feature's routes at `path`, for a logged-in user of insurer INS. `failures`
 * are what the error notifications would say: the query layer's message for each failed call.
 */
export function renderRequestsAt(path: string, user: UserInfo = createUserInfo()) {
  const failures: string[] = [];
  const view = renderWithProviders(
    <Routes>
      <Route path="request/:id" element={<RequestRoute />} />
      <Route path="request/:id/:action" element={<RequestRoute />} />
      <Route path="acknowledgment/:id/:refNo" element={<AcknowledgementRoute />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    {
      path,
      currentUser: user,
      onCallError: (error, kind) => failures.push(errorMessage(error, kind)),
    },
  );
  return { ...view, failures };
}

/** The detail route of this request, as the fake server answers it (plus any other routes). */
export function stubRequestDetail(detail: RequestDetail, routes: FakeRoutes = {}) {
  return stubFetch({
    [`GET /api/insurers/${detail.insurerCode}/requests/${detail.paId}`]: () => json(200, detail),
    ...routes,
  });
}

/** The review screen's path of a request. */
export const reviewPath = (paId: string) => `/request/${paId}/review`;

/** The value shown for `label` inside `container` (a dt / dd pair). */
export function valueOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
