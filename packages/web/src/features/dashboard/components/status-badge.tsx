import { type StatusCode, statusLabel } from '@preauth/shared';
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

/** Each group's mark (an SVG path in a 24-unit square), drawn in a ring but for the hourglass. */
const ICONS: Record<StatusGroup, { mark: string; ring: boolean }> = {
  progress: { mark: 'M12 7v5l3 2', ring: true },
  attention: { mark: 'M12 7v6M12 16.5v.5', ring: true },
  approved: { mark: 'm8 12.5 3 3 5-6', ring: true },
  rejected: { mark: 'm9 9 6 6M15 9l-6 6', ring: true },
  expired: {
    mark: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
    ring: false,
  },
  cancelled: { mark: 'm5.6 5.6 12.8 12.8', ring: true },
};

/** The status as an icon of its group and its label: never colour alone. */
export function StatusBadge({ code }: { code: StatusCode }) {
  const group = STATUS_GROUP[code];
  const icon = ICONS[group];
  return (
    <span className={`status-badge status-badge--${group}`}>
      <svg
        className="status-badge__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        data-group={group}
      >
        {icon.ring && <circle cx="12" cy="12" r="9" />}
        <path d={icon.mark} />
      </svg>
      {statusLabel(code)}
    </span>
  );
}
