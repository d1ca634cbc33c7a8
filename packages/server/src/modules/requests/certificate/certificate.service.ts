import { CERTIFICATE_TEXTS, policyholderActions } from '@preauth/shared';
import { principalActor, writeAudit } from '../../../core/audit/audit-log';
import type { AppDeps, CallerContext } from '../../../core/http/context';
import type { Principal } from '../../../core/http/principal';
import { ConflictError } from '../../../core/http/errors';
import type { PdfRenderer } from '../../../core/pdf/pdf-renderer';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { findRequestFor } from '../access/request-policy';
import { certificateContentOf } from './certificate-content';

/** `pdf` draws the certificate in a worker thread (`core/pdf`), off the event loop. */
export function createCertificateService(deps: AppDeps, pdf: PdfRenderer) {
  const { db, clock } = deps;

  return {
    /**
     * The certificate of an approved request within the caller's scope, as PDF bytes. Anything
     * outside the scope is 404 (findRequestFor); a request not (or no longer) approved, 409.
     */
    async download(principal: Principal, paId: string, caller: CallerContext): Promise<Buffer> {
      const row = await findRequestFor(deps, principal, paId, caller);
      if (!policyholderActions(row.statusCode).includes('certificate')) {
        throw new ConflictError(CERTIFICATE_TEXTS.notApproved, 'NOT_ALLOWED_IN_STATUS');
      }
      const request = await loadRequestAggregate(db, row);
      const now = clock.now();
      const bytes = await pdf.render(
        'certificate',
        certificateContentOf(request, now, deps.config.publicUrl),
      );
      await writeAudit(db, {
        ...principalActor(principal, caller),
        action: 'request.certificate-downloaded',
        paId,
        occurredAt: now,
      });
      return bytes;
    },
  };
}
