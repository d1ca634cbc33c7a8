import type { CaseAttachment } from '@preauth/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The first bytes of a PDF, which the server's content check required of it. */
const PDF_SIGNATURE = '%PDF-';

/** `file` as a data: URL (read by the browser, not by script code of ours). */
function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * A document's file for the page's viewer: fetched with the session's token from the download
 * route, inline, as a data: URL of the type the content check accepted it as. A data: document
 * in a frame has an origin of its own (opaque), so a PDF shown there can reach nothing of the
 * portal's. A "PDF" whose bytes do not begin as one is not shown (null): the viewer offers the
 * download instead.
 */
async function fetchInline(attachment: CaseAttachment): Promise<string | null> {
  const response = await apiFetch(`${attachment.downloadPath}?disposition=inline`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isPdf = attachment.contentType === 'application/pdf';
  const start = String.fromCharCode(...bytes.subarray(0, PDF_SIGNATURE.length));
  if (isPdf && start !== PDF_SIGNATURE) return null;
  return dataUrlOf(new Blob([bytes], { type: attachment.contentType }));
}

/** The viewer's file while it is open; nothing is kept once it closes. */
export function useAttachmentFile(attachment: CaseAttachment) {
  return useQuery({
    queryKey: ['case-attachment-file', attachment.uploadId],
    queryFn: () => fetchInline(attachment),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}
