import type { CaseAttachment } from '@preauth/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * A document's file for the page's viewer: fetched with the session's token from the download
 * route, inline, and kept as the page's own copy (an object URL) under the type the content check
 * accepted it as; the URL is revoked when the viewer closes (`release`).
 */
async function fetchInline(attachment: CaseAttachment): Promise<string> {
  const response = await apiFetch(`${attachment.downloadPath}?disposition=inline`);
  const file = new Blob([await response.blob()], { type: attachment.contentType });
  return URL.createObjectURL(file);
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
