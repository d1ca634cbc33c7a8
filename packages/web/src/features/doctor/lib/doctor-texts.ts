/** The onset of symptoms as the form offers it (001 §9). */
export const ONSET_OPTIONS = [
  { value: 'Date', label: 'Date' },
  { value: 'Days', label: 'Days' },
  { value: 'Weeks', label: 'Weeks' },
] as const;
