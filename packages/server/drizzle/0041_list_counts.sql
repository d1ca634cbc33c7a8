-- request_counts keyed also by status and the request's patient name, so a policyholder's or
-- patient's list filtered by status and/or "patient name contains" sums a handful of rows per
-- patient instead of counting its matching requests. The old triggers go first; the table is
-- refilled from the requests with the new key.
DROP TRIGGER "request_counts_on_insert" ON "pa_requests";--> statement-breakpoint
DROP TRIGGER "request_counts_on_delete" ON "pa_requests";--> statement-breakpoint
DROP TRIGGER "request_counts_on_move" ON "pa_requests";--> statement-breakpoint
DROP FUNCTION "request_counts_add"();--> statement-breakpoint
DROP FUNCTION "request_counts_remove"();--> statement-breakpoint
DROP FUNCTION "request_counts_move"();--> statement-breakpoint
TRUNCATE "request_counts";--> statement-breakpoint
ALTER TABLE "request_counts" DROP CONSTRAINT "request_counts_insurer_id_policyholder_id_patient_id_pk";--> statement-breakpoint
ALTER TABLE "request_counts" ADD COLUMN "status_code" "status_code" NOT NULL;--> statement-breakpoint
ALTER TABLE "request_counts" ADD COLUMN "patient_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "request_counts" ADD CONSTRAINT "request_counts_pk" PRIMARY KEY("insurer_id","policyholder_id","patient_id","status_code","patient_name");--> statement-breakpoint
INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", "total")
SELECT "insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", count(*) FROM "pa_requests"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- Each request inserted counts +1 under its key, each deleted -1, each updated to another status,
-- patient name or owner -1 under the old key and +1 under the new; one upsert per statement, rows
-- locked in key order (no deadlock between two writers). A row left at 0 stays: the totals sum
-- it as nothing, and a patient has at most a few statuses and names.
CREATE FUNCTION "request_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", "total")
    SELECT "insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", count(*)
    FROM "new_requests" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name")
    DO UPDATE SET "total" = "request_counts"."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", "total")
    SELECT "insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", -count(*)
    FROM "old_requests" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name")
    DO UPDATE SET "total" = "request_counts"."total" + excluded."total";
  ELSE
    -- PostgreSQL refuses a column list on a trigger with transition tables, so this runs for
    -- every update statement and writes only for requests whose key changed.
    INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", "total")
    SELECT k."insurer_id", k."policyholder_id", k."patient_id", k."status_code", k."patient_name", sum(k."delta")
    FROM "new_requests" n JOIN "old_requests" o ON o."id" = n."id"
    CROSS JOIN LATERAL (VALUES
      (n."insurer_id", n."policyholder_id", n."patient_id", n."status_code", n."patient_name", 1),
      (o."insurer_id", o."policyholder_id", o."patient_id", o."status_code", o."patient_name", -1)
    ) k ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name", "delta")
    WHERE (o."insurer_id", o."policyholder_id", o."patient_id", o."status_code", o."patient_name")
      IS DISTINCT FROM (n."insurer_id", n."policyholder_id", n."patient_id", n."status_code", n."patient_name")
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(k."delta") <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("insurer_id", "policyholder_id", "patient_id", "status_code", "patient_name")
    DO UPDATE SET "total" = "request_counts"."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "request_counts_on_insert" AFTER INSERT ON "pa_requests"
  REFERENCING NEW TABLE AS "new_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_counts_on_update" AFTER UPDATE ON "pa_requests"
  REFERENCING OLD TABLE AS "old_requests" NEW TABLE AS "new_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_counts_on_delete" AFTER DELETE ON "pa_requests"
  REFERENCING OLD TABLE AS "old_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();
--> statement-breakpoint
-- The policyholder's list order with the status and patient name after the id: a page filtered
-- by them tests each entry from the index alone, so PostgreSQL reads the policyholder's entries
-- instead of the whole insurer's backwards by created_at (100,000 for a name that is only other
-- policyholders').
DROP INDEX "pa_requests_policyholder_created_idx";--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_created_idx" ON "pa_requests" USING btree ("policyholder_id","insurer_id","created_at","eref_no","id","status_code","patient_name");
