-- Issue 23: the doctor's response window is the request's insurer's (insurer_settings.policy's
-- responseWindowDays, else the default of 3 calendar days, DEFAULT_INSURER_POLICY). Each expiry
-- job keeps its due time, fixed when the window begins, so a policy change applies to windows
-- that begin after it, as the links issued then (their expiry is read from the same policy).
CREATE FUNCTION "insurer_response_window"("insurer" uuid) RETURNS interval LANGUAGE sql STABLE AS $$
  SELECT make_interval(days => COALESCE(
    (SELECT ("policy" ->> 'responseWindowDays')::int FROM "insurer_settings" WHERE "insurer_id" = "insurer"),
    3))
$$;
--> statement-breakpoint
DROP INDEX "request_expiry_jobs_window_start_idx";--> statement-breakpoint
ALTER TABLE "request_expiry_jobs" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "request_expiry_jobs" j SET "due_at" = j."window_start" + "insurer_response_window"(r."insurer_id")
FROM "pa_requests" r WHERE r."id" = j."pa_id";--> statement-breakpoint
ALTER TABLE "request_expiry_jobs" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "request_expiry_jobs_due_at_idx" ON "request_expiry_jobs" USING btree ("due_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "request_expiry_schedule"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "request_expiry_jobs" ("pa_id", "window_start", "due_at")
  VALUES (NEW."id", NEW."status_changed_at",
    NEW."status_changed_at" + "insurer_response_window"(NEW."insurer_id"))
  ON CONFLICT ("pa_id") DO UPDATE
    SET "window_start" = EXCLUDED."window_start", "due_at" = EXCLUDED."due_at",
      "claimed_until" = NULL;
  RETURN NULL;
END $$;
