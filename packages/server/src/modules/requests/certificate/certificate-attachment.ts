import { CERTIFICATE_FILE_NAME } from '@preauth/shared';
import type { AppDeps } from '../../../core/http/context';
import type { EmailAttachment } from '../../../core/mail/transports';
import type { PdfRenderer } from '../../../core/pdf/pdf-renderer';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { findDecisionWithLines } from '../lifecycle/decision-records.repository';
import { findRequestRow } from '../lifecycle/request.repository';
import { certificateContentOf } from './certificate-content';

/**
 * The certificate an approval email carries (`CERTIFICATE_ATTACHMENT`, by its decision's id),
 * drawn when the email is sent, as the policyholder's download draws it: from the request as it is
 * then (docs/decisions/078-the-approval-delivered-and-its-void-notices.md). Throws when it cannot be drawn, so the email waits for its retry.
 */
export function certificateAttachment(deps: AppDeps, pdf: PdfRenderer) {
  const { db, clock, config } = deps;
  return async (decisionId: string): Promise<EmailAttachment> => {
    const decision = await findDecisionWithLines(db, decisionId);
    const row = decision && (await findRequestRow(db, decision.paId));
    if (!row) throw new Error(`the certificate of decision ${decisionId} has no request`);
    const request = await loadRequestAggregate(db, row);
    const content = certificateContentOf(request, clock.now(), config.publicUrl);
    return {
      fileName: CERTIFICATE_FILE_NAME(row.id),
      contentType: 'application/pdf',
      content: await pdf.render('certificate', content),
    };
  };
}
