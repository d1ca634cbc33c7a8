import { ACCEPTED_UPLOAD_TYPES } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export type OpenableUpload = { downloadPath: string; fileName: string; contentType: string };

/** The types a browser shows by itself and that run nothing: the ones the portal accepts. */
const SHOWN_INLINE = new Set<string>(Object.keys(ACCEPTED_UPLOAD_TYPES));

/** How long the file's address stays valid: long enough for the new tab to load it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens an upload in the tab opened for it (at the click, so no pop-up blocker stops it): the
 * download route needs the bearer token, which a plain link cannot send, so the file is fetched
 * with it and the tab shown the file's own copy (an object URL) under the type it was accepted
 * as. A type the portal does not accept is never shown in a tab of the portal's origin: it is
 * saved instead, as is any file when no tab could be opened.
 */
export async function openUpload(upload: OpenableUpload, tab: Window | null): Promise<void> {
  if (!tab || !SHOWN_INLINE.has(upload.contentType)) {
    tab?.close();
    return downloadFile(upload.downloadPath, upload.fileName);
  }
  try {
    const response = await apiFetch(upload.downloadPath);
    const file = new Blob([await response.blob()], { type: upload.contentType });
    const url = URL.createObjectURL(file);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  } catch (error) {
    tab.close();
    throw error;
  }
}

/** A tab for a file about to open: blank, saying so, and with no way back to this page. */
function openTabFor(fileName: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  tab.document.title = fileName;
  tab.document.body.textContent = `Opening ${fileName}…`;
  return tab;
}

/**
 * Opening an upload from a button: the tab is opened at the click, the file fetched after; a
 * failure takes the app's one error path (its notification).
 */
export function useOpenUpload() {
  const mutation = useMutation({
    mutationFn: ({ upload, tab }: { upload: OpenableUpload; tab: Window | null }) =>
      openUpload(upload, tab),
  });
  return {
    ...mutation,
    open: (upload: OpenableUpload) =>
      mutation.mutateAsync({ upload, tab: openTabFor(upload.fileName) }).catch(() => undefined),
  };
}
