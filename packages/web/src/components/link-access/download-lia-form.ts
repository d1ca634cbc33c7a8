import { CERTIFICATE_FILE_NAME, contracts } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { urlOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';

/**
 * The submission as the LIA form PDF, saved as request-{paId}.pdf (001 §7, §9), with the link
 * session's token (the server still reads it for a while after the submit ended the link): the
 * doctor's for a non-panel request, the business office's always; without one, the login's (a
 * logged-in doctor's, record 084), whose end the app handles.
 */
export function useDownloadLiaForm(bearerToken: string | undefined) {
  return useMutation({
    mutationFn: (paId: string) =>
      downloadFile(
        urlOf(contracts.downloadLiaForm, { query: { paId } }),
        CERTIFICATE_FILE_NAME(paId),
        bearerToken,
      ),
    meta: { handlesSessionEnd: bearerToken !== undefined },
  });
}
