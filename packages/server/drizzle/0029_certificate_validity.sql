-- Issue 24: an approval's certificate is valid until the decision's Singapore calendar day plus
-- the insurer's certificateValidityDays (insurer_settings.policy, else the default of 30 days,
-- DEFAULT_INSURER_POLICY), fixed when the approval is made. Approvals made before this have their
-- validity counted the same way from their decision, with the insurer's setting of today (the
-- only one known: it was stored, never applied). Singapore is UTC+8 all year (record 066).
ALTER TABLE "pa_decisions" ADD COLUMN "valid_until" date;--> statement-breakpoint
UPDATE "pa_decisions" d SET "valid_until" = ((d."decided_at" AT TIME ZONE 'UTC') + interval '8 hours')::date
  + COALESCE((SELECT (s."policy" ->> 'certificateValidityDays')::int FROM "insurer_settings" s
      WHERE s."insurer_id" = r."insurer_id"), 30)
FROM "pa_requests" r WHERE r."id" = d."pa_id" AND d."outcome" = 'approve';--> statement-breakpoint
ALTER TABLE "pa_decisions" ADD CONSTRAINT "pa_decisions_approval_valid_until_ck" CHECK ("pa_decisions"."outcome" <> 'approve' or "pa_decisions"."valid_until" is not null);
