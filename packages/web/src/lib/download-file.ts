import { CERTIFICATE_FILE_NAME, contracts } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, urlOf } from './api-client';

/**
 * GETs a file with the bearer token (the login's, or a link session's `bearerToken`) and saves it
 * under `fileName`. Like the API client it only talks HTTP: a non-2xx answer rejects with an
 * `ApiError`, no answer with the transport error.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  bearerToken?: string,
): Promise<void> {
  const response = await apiFetch(url, {}, bearerToken);
  saveBlob(await response.blob(), fileName);
}

/** Offers `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The approved request's certificate, saved as request-{paId}.pdf (000 §7, §9). */
function downloadCertificate(paId: string): Promise<void> {
  return downloadFile(
    urlOf(contracts.downloadCertificate, { query: { paId } }),
    CERTIFICATE_FILE_NAME(paId),
  );
}

/**
 * The certificate download for a button: a mutation, so a failure takes the app's one error path
 * (000 §8) and each button has its own busy state.
 */
export function useDownloadCertificate() {
  return useMutation({ mutationFn: (paId: string) => downloadCertificate(paId) });
}
