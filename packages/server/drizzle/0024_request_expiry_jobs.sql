CREATE TABLE "request_expiry_jobs" (
	"pa_id" uuid PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "request_expiry_jobs" ADD CONSTRAINT "request_expiry_jobs_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_expiry_jobs_window_start_idx" ON "request_expiry_jobs" USING btree ("window_start");--> statement-breakpoint
-- Every request's status start schedules its expiry check (one row per request, the latest start
-- wins): on creation, and whenever status_changed_at moves (each lifecycle event sets it). The
-- lifecycle's rules stay in TypeScript: the job, when due, asks whether the status has a timer.
CREATE FUNCTION "request_expiry_schedule"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "request_expiry_jobs" ("pa_id", "window_start")
  VALUES (NEW."id", NEW."status_changed_at")
  ON CONFLICT ("pa_id") DO UPDATE
    SET "window_start" = EXCLUDED."window_start", "claimed_until" = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pa_requests_expiry_on_insert" AFTER INSERT ON "pa_requests"
  FOR EACH ROW EXECUTE FUNCTION "request_expiry_schedule"();
--> statement-breakpoint
CREATE TRIGGER "pa_requests_expiry_on_status" AFTER UPDATE OF "status_changed_at" ON "pa_requests"
  FOR EACH ROW WHEN (OLD."status_changed_at" IS DISTINCT FROM NEW."status_changed_at")
  EXECUTE FUNCTION "request_expiry_schedule"();
--> statement-breakpoint
-- Backfill: the requests waiting at migration time in a status with a timer (the lifecycle table's
-- authorisation, doctor's and business office windows, as of this migration).
INSERT INTO "request_expiry_jobs" ("pa_id", "window_start")
SELECT "id", "status_changed_at" FROM "pa_requests"
WHERE "status_code" IN ('PEN', 'SUB', 'AME-REQ', 'AMEND', 'PEN-AI');
