/** The onset of symptoms as the form offers it (001 §9). */
export const ONSET_OPTIONS = [
  { value: 'Date', label: 'Date' },
  { value: 'Days', label: 'Days' },
  { value: 'Weeks', label: 'Weeks' },
] as const;

/** The title of the doctor's link pages (ours; the business office's reads "… – Business Office Inputs"). */
export const DOCTOR_PAGE_TITLE = 'Pre-Authorisation Request – Doctor Inputs';

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The timing facts the doctor is shown (001 §1, "Key timing facts shown to users"), in the
 * seed's words with the request's insurer's figures (its policy, record 072): 3 calendar days
 * and 1-3 working days for an insurer that never changed them.
 */
export const DOCTOR_TIMINGS = {
  window: (days: number) =>
    `The doctor has ${count(days, 'calendar day')} to supply the information; after that the request expires.`,
  turnaround: (workingDays: number) =>
    `Decision turnaround is ${workingDays === 1 ? '1 working day' : `1-${workingDays} working days`} after all information is received.`,
};
