import { MAIN_FLOW, type StatusCode } from '@preauth/shared';

/** The Main Flow's steps: Submitted, Processing, then the outcome. */
const STEPS = Math.max(...MAIN_FLOW.map((box) => box.step));

/**
 * Where a request stands on the Main Flow chart, in words: "Step 2 of 3: Processing". A request
 * waiting for the policyholder's authorisation is in no box yet (the chart starts after it).
 */
export function progressText(status: StatusCode): string {
  const box = MAIN_FLOW.find((candidate) => candidate.statusCodes.includes(status));
  if (!box) return "Waiting for the policyholder's authorisation";
  return `Step ${box.step} of ${STEPS}: ${box.label}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The time left before a response window ends, in whole days and hours ("2 days 4 hours left",
 * "Less than 1 hour left"); "Ended" once it has (the sweep ends the request shortly after).
 */
export function windowLeftText(respondBy: string, now: number): string {
  const left = new Date(respondBy).getTime() - now;
  if (left <= 0) return 'Ended';
  const hours = Math.floor(left / HOUR_MS);
  if (hours < 1) return 'Less than 1 hour left';
  const days = Math.floor(hours / 24);
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const parts = [days > 0 && plural(days, 'day'), hours % 24 > 0 && plural(hours % 24, 'hour')];
  return `${parts.filter(Boolean).join(' ')} left`;
}
