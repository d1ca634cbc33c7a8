import { LIA_FORM_FILE_NAME } from '@preauth/shared';
import { eq } from 'drizzle-orm';
import { paDetails } from '../../../core/db/schema';
import type { AppDeps } from '../../../core/http/context';
import type { EmailAttachment } from '../../../core/mail/transports';
import type { PdfRenderer } from '../../../core/pdf/pdf-renderer';
import { loadRequestAggregate } from '../aggregate/request-aggregate';
import { loadSubmissions } from '../aggregate/submission';
import { findRequestRow } from '../lifecycle/request.repository';
import { liaFormContentOf } from './lia-form.service';

/**
 * The LIA form a submitter's acknowledgement carries (`LIA_FORM_ATTACHMENT`, by the submission's
 * id), drawn when the email is sent as the download draws it, from that submission (record 082):
 * a later submission of the request does not change it. Throws when it cannot be drawn, so the
 * email waits for its retry.
 */
export function liaFormAttachment({ db }: AppDeps, pdf: PdfRenderer) {
  return async (submissionId: string): Promise<EmailAttachment> => {
    const [detail] = await db
      .select({ paId: paDetails.paId })
      .from(paDetails)
      .where(eq(paDetails.id, submissionId));
    const row = detail && (await findRequestRow(db, detail.paId));
    if (!row) throw new Error(`the LIA form of submission ${submissionId} has no request`);
    const submission = (await loadSubmissions(db, row.id)).find((s) => s.id === submissionId);
    if (!submission) throw new Error(`no submission ${submissionId}`);
    const content = liaFormContentOf(await loadRequestAggregate(db, row), submission);
    return {
      fileName: LIA_FORM_FILE_NAME(row.id),
      contentType: 'application/pdf',
      content: await pdf.render('lia-form', content),
    };
  };
}
