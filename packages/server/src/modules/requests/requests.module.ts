import type { FastifyInstance } from 'fastify';
import { certificateModule } from './certificate/certificate.routes';
import { requestDetailModule } from './detail/request-detail.routes';
import { requestListModule } from './list/request-list.routes';
import { policyholderRequestsModule } from './policyholder/policyholder-requests.routes';

export { createRequestTimers } from './lifecycle/expiry-sweep';

/** Pre-authorisation requests: one plugin per flow or concern, each in its own folder. */
export async function requestsModule(app: FastifyInstance) {
  await app.register(requestListModule);
  await app.register(certificateModule);
  await app.register(requestDetailModule);
  await app.register(policyholderRequestsModule);
}
