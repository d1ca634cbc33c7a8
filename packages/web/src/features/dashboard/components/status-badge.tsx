import { type StatusCode, statusLabel } from '@preauth/shared';
import type { ReactNode } from 'react';
import './status-badge.css';

type StatusGroup = 'progress' | 'attention' | 'approved' | 'rejected' | 'expired' | 'cancelled';

/** Which icon (and colour) each status shows; typed by StatusCode, so a new status must pick one. */
const STATUS_GROUP: Record<StatusCode, StatusGroup> = {
  SUB: 'progress',
  PRO: 'progress',
  'PEN-AI': 'progress',
  AMEND: 'progress',
  PEN: 'attention',
  'AME-REQ': 'attention',
  APP: 'approved',
  REJ: 'rejected',
  'REM-REJ': 'rejected',
  'DOC-EXP': 'expired',
  'REM-EXP': 'expired',
  'BO-EXP': 'expired',
  CAN: 'cancelled',
};

const ICONS: Record<StatusGroup, ReactNode> = {
  progress: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  attention: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  approved: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 3 3 5-6" />
    </>
  ),
  rejected: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  expired: <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />,
  cancelled: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </>
  ),
};

/** The status as an icon of its group and its label: never colour alone. */
export function StatusBadge({ code }: { code: StatusCode }) {
  const group = STATUS_GROUP[code];
  return (
    <span className={`status-badge status-badge--${group}`}>
      <svg
        className="status-badge__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        data-group={group}
      >
        {ICONS[group]}
      </svg>
      {statusLabel(code)}
    </span>
  );
}
