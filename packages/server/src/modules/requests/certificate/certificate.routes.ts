import { CERTIFICATE_FILE_NAME, contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { routeOf } from '../../../core/http/openapi';
import { sendPdfAttachment } from '../../../core/http/pdf-reply';
import { createCertificateService } from './certificate.service';
import { currentPrincipal } from '../../../core/http/principal';

/** The certificate of an approved request (000 §7 "certificate PDF export"). */
export async function certificateModule(app: FastifyInstance) {
  const certificates = createCertificateService(app.deps, app.pdf);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.downloadCertificate),
    handler: async (request, reply) => {
      const { paId } = request.query;
      const pdf = await certificates.download(currentPrincipal(request), paId, callerOf(request));
      return sendPdfAttachment(reply, CERTIFICATE_FILE_NAME(paId), pdf);
    },
  });
}
