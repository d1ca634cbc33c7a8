/** The onset of symptoms as the form offers it (001 §9). */
export const ONSET_OPTIONS = [
  { value: 'Date', label: 'Date' },
  { value: 'Days', label: 'Days' },
  { value: 'Weeks', label: 'Weeks' },
] as const;

/** The title of the doctor's link pages (ours; the business office's reads "… – Business Office Inputs"). */
export const DOCTOR_PAGE_TITLE = 'Pre-Authorisation Request – Doctor Inputs';
