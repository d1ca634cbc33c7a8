import { DOCUMENT_KIND_LABELS, type CaseAttachment } from '@preauth/shared';
import { useId } from 'react';
import { LoadError } from '../../../../components/errors/load-error';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { PageLoading } from '../../../../components/ui/page-loading';
import { useAttachmentFile } from '../../api/view-attachment';

/**
 * A document shown in the page, from a data: URL of its checked type: a PDF in a frame of its own
 * origin, shown by the browser's PDF viewer (Chromium refuses a PDF in any sandboxed frame, so the
 * data: URL's opaque origin is the sandbox; the server checked the bytes as a PDF without active
 * content and they begin as one here), an image as an image; never as a page of the portal.
 * Escape, a press outside or Close closes it and gives the focus back to its Open button.
 */
export function AttachmentViewer({
  attachment,
  onClose,
  onDownload,
}: {
  attachment: CaseAttachment;
  onClose: () => void;
  onDownload: () => void;
}) {
  const titleId = useId();
  const file = useAttachmentFile(attachment);
  const url = file.data;
  const label = `${DOCUMENT_KIND_LABELS[attachment.kind]}: ${attachment.fileName}`;
  return (
    <Modal
      open
      onClose={onClose}
      role="dialog"
      closeOnOutsidePress
      className="attachment-viewer"
      labelledBy={titleId}
    >
      <h2 id={titleId} className="modal__title attachment-viewer__title">
        {label}
      </h2>
      <div className="attachment-viewer__frame">
        {file.error ? (
          <LoadError error={file.error} onRetry={() => void file.refetch()} />
        ) : url === undefined ? (
          <PageLoading />
        ) : url === null ? (
          <p role="alert">This file cannot be shown here. Please download it.</p>
        ) : attachment.contentType === 'application/pdf' ? (
          <iframe src={url} title={label} className="attachment-viewer__pdf" />
        ) : (
          <img src={url} alt={label} className="attachment-viewer__image" />
        )}
      </div>
      <div className="modal__actions">
        <Button variant="outline" onClick={onDownload}>
          Download
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
