import { displaySingaporeDay } from '@preauth/shared';

/**
 * The day of an ISO timestamp as dd-MM-yyyy (specification 000 §2.12, §9), in Singapore time
 * wherever the browser is; '' when there is none or it is not a timestamp. Calendar dates
 * ('yyyy-MM-dd') show through `isoToDisplay`.
 */
export function displayTimestampDate(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? '' : displaySingaporeDay(instant);
}
