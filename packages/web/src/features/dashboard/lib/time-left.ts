const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The time left of a response window ending at `end` (an ISO timestamp), in whole days and
 * hours: "2 days 5 hours left", "5 hours left", "Less than an hour left", "Time is up".
 */
export function timeLeftText(end: string, now: number): string {
  const left = new Date(end).getTime() - now;
  if (left <= 0) return 'Time is up';
  if (left < HOUR_MS) return 'Less than an hour left';
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const parts = [days > 0 ? plural(days, 'day') : '', hours > 0 ? plural(hours, 'hour') : ''];
  return `${parts.filter(Boolean).join(' ')} left`;
}
