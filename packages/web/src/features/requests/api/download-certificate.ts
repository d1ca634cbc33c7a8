import { useMutation } from '@tanstack/react-query';
import { downloadCertificate } from '../../../lib/download-file';

/**
 * Saves the approved request's certificate as request-{paId}.pdf (000 §7). Through the query
 * layer, so a failed download shows its error notification like any call.
 */
export function useDownloadCertificate() {
  return useMutation({ mutationFn: (paId: string) => downloadCertificate(paId) });
}
