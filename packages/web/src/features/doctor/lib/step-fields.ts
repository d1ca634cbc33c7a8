/** Options of the yes/no radios, whose values the schemas read as 'true' / 'false' (001 §3). */
export const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;
