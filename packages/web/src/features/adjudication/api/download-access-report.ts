import { ACCESS_REPORT_FILE_NAME, contracts, type AccessReportBody } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, urlOf } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-file';

/**
 * `POST /api/adjudication/access-report.csv` with the NRIC/FIN in the body (never in a URL),
 * saved as access-report.csv.
 */
export async function downloadAccessReport(body: AccessReportBody): Promise<void> {
  const response = await apiFetch(urlOf(contracts.downloadAccessReport), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  saveBlob(await response.blob(), ACCESS_REPORT_FILE_NAME);
}

/** The download as a mutation: busy while it runs, its failure kept for the form to show. */
export function useDownloadAccessReport() {
  return useMutation({ mutationFn: downloadAccessReport });
}
