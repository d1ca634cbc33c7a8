import { LIA_FORM_FILE_NAME, contracts } from '@preauth/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../core/http/context';
import { routeOf } from '../../../core/http/openapi';
import { sendPdfAttachment } from '../../../core/http/pdf-reply';
import { currentPrincipal } from '../../../core/http/principal';
import { createLiaFormService } from './lia-form.service';

/**
 * The doctor's submission as a PDF (document 001 §7 "GET request download (PDF)"), for the
 * request's doctor and its business office (each also just after submitting, which ends the
 * link: `endedLinks`, or verified again on their submitted link: `revisits`, record 082), its
 * policyholder, its insurer's adjudicator and a logged-in doctor whose scope holds it. The
 * business office's download of §7 is this one: the same document, with the office's fees beside
 * the doctor's.
 */
export async function liaFormModule(app: FastifyInstance) {
  const liaForms = createLiaFormService(app.deps, app.pdf);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(contracts.downloadLiaForm),
    handler: async (request, reply) => {
      const { paId } = request.query;
      const pdf = await liaForms.download(currentPrincipal(request), paId, callerOf(request));
      return sendPdfAttachment(reply, LIA_FORM_FILE_NAME(paId), pdf);
    },
  });
}
