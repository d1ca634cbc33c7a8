/** Request status codes and their labels, spelled exactly as the specification gives them. */
export const STATUS_LABELS = {
  SUB: 'Submitted',
  PEN: 'Pending Authorization',
  PRO: 'Processing',
  APP: 'Approved',
  REJ: 'Rejected',
  CAN: 'Cancelled',
  AMEND: 'Amended',
  'AME-REQ': 'Amendment Request',
  'DOC-EXP': 'Expired – Doctor Inputs',
  'REM-EXP': 'Expired - Remote Authorization',
  'BO-EXP': 'Expired - Business Office Inputs',
  'REM-REJ': 'Remote Authorization – Rejected',
  'PEN-AI': 'Pending',
} as const;

export type StatusCode = keyof typeof STATUS_LABELS;

export const STATUS_CODES = Object.keys(STATUS_LABELS) as [StatusCode, ...StatusCode[]];

export function statusLabel(code: StatusCode): string {
  return STATUS_LABELS[code];
}

/** The readable reference of a request, e.g. `PA2026-000042`. */
export function formatErefNo(year: number, sequence: number): string {
  return `PA${year}-${String(sequence).padStart(6, '0')}`;
}
