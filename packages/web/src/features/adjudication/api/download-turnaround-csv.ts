import { contracts, TURNAROUND_CSV_FILE_NAME, type TurnaroundQuery } from '@preauth/shared';
import { useMutation } from '@tanstack/react-query';
import { urlOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** `GET /api/adjudication/turnaround.csv?from&to`, saved as turnaround-{from}-to-{to}.csv. */
export function downloadTurnaroundCsv(period: TurnaroundQuery): Promise<void> {
  return downloadFile(
    urlOf(contracts.downloadTurnaroundCsv, { query: period }),
    TURNAROUND_CSV_FILE_NAME(period),
  );
}

/**
 * The CSV download for a button (the route needs the bearer token, which a plain link cannot
 * send): a mutation, so a failure takes the app's one error path and the button is busy meanwhile.
 */
export function useDownloadTurnaroundCsv() {
  return useMutation({ mutationFn: downloadTurnaroundCsv });
}
