import type { Holiday, LifecycleEvent } from '@preauth/shared';

/**
 * Every action the audit log holds, with the shape of its details. `writeAudit` takes only these,
 * so a misspelt action or a stray field (an NRIC, a PIN) fails the typecheck. Details never hold
 * an NRIC, date of birth, diagnosis, OTP, token, address or number: ids and outcomes only.
 * `never` means the action has no details.
 */
interface FixedAuditActions {
  'auth.login': never;
  'auth.logout': never;
  'auth.login-failed': { consecutiveFailures: number | null };
  'auth.login-throttled': { by: 'address' | 'account' };

  'upload.created': {
    uploadId: string;
    purpose: string;
    contentType: string;
    sizeBytes: number;
    sha256: string;
  };
  'upload.virus-found': { purpose: string; signature: string };
  'upload.downloaded': { uploadId: string };
  'upload.access-denied': { uploadId: string };
  'upload.removed': { uploadId: string; reason: string };

  /** A principal asked for a request it may not read (answered 404). */
  'request.access-denied': never;
  'request.created': { erefNo: string; statusCode: string; urgent: boolean };
  'request.marked-urgent': { markedBy: string | null };
  'request.urgency-downgraded': { markedBy: string | null };
  'request.certificate-downloaded': never;
  'request.lia-form-downloaded': never;
  'request.approved-automatically': { erefNo: string; decisionId: string; ruleVersion: number };
  'request.automatic-approval-reversed': { erefNo: string; decisionId: string };

  'authorisation.pin-sent': { method: string };
  'authorisation.pin-send-refused': { method: string; reason: string };
  'authorisation.pin-failed': { method: string; reason: string };
  'authorisation.pin-verified': { method: string };
  'authorisation.singpass-verified': never;
  'authorisation.singpass-mismatch': never;
  /** The logged-in policyholder's REM password; `attempt` is null when REM was already locked. */
  'authorisation.rem-failed': { attempt: number | null; reason: 'wrong' | 'locked' };
  'authorisation.rem-verified': { attempt: number };

  'link.opened': never;
  'link.pin-sent': { occasion: string };
  'link.pin-send-refused': { reason: string };
  'link.pin-failed': { reason: string };
  'link.pin-verified': never;
  'link.identity-failed': { attempt: number };
  'link.identity-locked': { attempt: number };
  'link.identity-verified': { attempt: number };
  'link.identity-refused-locked': never;
  'link.session-opened': { stage: string };
  'link.logout': never;
  'link.remote-authentication-failed': { attempt: number };
  'link.remote-authentication-verified': { attempt: number };
  'link.remote-authentication-refused-locked': never;

  'case.viewed': never;
  'case.taken': { renewed: boolean; expiresAt: string };
  'case.taken-over': { fromAdjudicatorId: string; expiresAt: string };
  'case.released': never;
  'case.note-added': { noteId: string };
  'case.assigned': { toAdjudicatorId: string; noteId: string | null; expiresAt: string };

  /** An access report made (PDPA): how many requests and entries it held; never the NRIC. */
  'person.access-report': { requests: number; entries: number };
  /** The work queue exported as CSV: which list, how many requests. */
  'queue.exported': { statusCode: string; rows: number };
  /** The adjudicator emailed themselves the digest on demand: how many cases of each kind. */
  'queue.digest-emailed': { overdue: number; dueToday: number };

  /** Each changed setting of the insurer's policy, old and new (no personal data in it). */
  'insurer.policy-changed': { changes: Record<string, { before: unknown; after: unknown }> };

  'holiday.added': { after: Holiday };
  'holiday.corrected': { before: Holiday; after: Holiday };
  'holiday.removed': { before: Holiday };

  'decision-rules.proposed': {
    proposalId: string;
    basedOnVersion: number | null;
    straightThrough: boolean;
    kinds: string[];
  };
  'decision-rules.approved': {
    proposalId: string;
    basedOnVersion: number | null;
    version: number;
    straightThrough: boolean;
  };
  'decision-rules.declined': { proposalId: string; basedOnVersion: number | null };
}

/** What a request's event records: its reference and the status it moved from and to. */
export interface RequestEventDetails {
  erefNo: string;
  from?: string | null;
  to?: string | null;
}

/** `request.<event>` for every lifecycle event, and `request.create`, as the event stream writes. */
type RequestEventActions = {
  [E in LifecycleEvent | 'create' as `request.${E}`]: RequestEventDetails;
};

export type AuditDetailsByAction = FixedAuditActions & RequestEventActions;
export type AuditAction = keyof AuditDetailsByAction;
