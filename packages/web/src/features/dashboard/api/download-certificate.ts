import { useMutation } from '@tanstack/react-query';
import { downloadCertificate } from '../../../lib/download-file';

/**
 * Saves an approved request's certificate. A mutation, so a failure takes the app's one error
 * path (000 §8) and each download has its own busy state.
 */
export function useDownloadCertificate() {
  return useMutation({ mutationFn: (paId: string) => downloadCertificate(paId) });
}
