import {
  DOCUMENT_KIND_LABELS,
  documentKindList,
  type CaseAttachment,
  type CaseView,
} from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { downloadFile } from '../../../../lib/download-file';
import { fileSizeText } from '../../lib/case-texts';
import { AttachmentViewer } from './attachment-viewer';
import './case-attachments.css';

/**
 * The documents the doctor attached to the latest submission, each with its kind, name and size
 * (after the kinds the latest decision, an amendment request, asked for): "Open" shows it in the
 * page (`AttachmentViewer`), "Download" saves it.
 */
export function CaseAttachments({
  attachments,
  decision,
}: Pick<CaseView, 'attachments' | 'decision'>) {
  const [open, setOpen] = useState<CaseAttachment | null>(null);
  const asked = decision?.outcome === 'request-amendment' ? decision.requiredDocumentKinds : [];
  // A mutation, so a failed download takes the app's one error path (its notification).
  const download = useMutation({
    mutationFn: (attachment: CaseAttachment) =>
      downloadFile(attachment.downloadPath, attachment.fileName),
  });
  const save = (attachment: CaseAttachment) => download.mutate(attachment);
  return (
    <ReviewSection id="attachments" title="Documents from the doctor">
      {asked.length > 0 && <p>The amendment request asked for: {documentKindList(asked)}.</p>}
      {attachments.length === 0 ? (
        <p>The doctor attached no documents.</p>
      ) : (
        <ul className="case-uploads">
          {attachments.map((attachment) => (
            <li key={attachment.uploadId} className="case-upload">
              <div className="case-upload__about">
                <span className="case-upload__name">{attachment.fileName}</span>
                <span className="case-note">
                  {DOCUMENT_KIND_LABELS[attachment.kind]} · {fileSizeText(attachment.sizeBytes)}
                </span>
              </div>
              <div className="case-attachment__actions">
                <Button
                  variant="outline"
                  aria-label={`Open ${attachment.fileName}`}
                  onClick={() => setOpen(attachment)}
                >
                  Open
                </Button>
                <Button
                  variant="outline"
                  aria-label={`Download ${attachment.fileName}`}
                  onClick={() => save(attachment)}
                >
                  Download
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <AttachmentViewer
          attachment={open}
          onClose={() => setOpen(null)}
          onDownload={() => save(open)}
        />
      )}
    </ReviewSection>
  );
}
