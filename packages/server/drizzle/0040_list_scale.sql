CREATE TABLE "request_status_counts" (
	"insurer_id" uuid NOT NULL,
	"status_code" "status_code" NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "request_status_counts_insurer_id_status_code_shard_pk" PRIMARY KEY("insurer_id","status_code","shard")
);
--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "hospital_name" text;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "total_requested" numeric(12, 2);--> statement-breakpoint
-- The request's hospital name, for the queue's sort by hospital: set with its hospital, and
-- again on every request of a hospital that is renamed.
UPDATE "pa_requests" r SET "hospital_name" = h."name" FROM "hospitals" h
WHERE h."id" = r."hospital_id";--> statement-breakpoint
CREATE FUNCTION "pa_requests_hospital_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."hospital_name" := (SELECT "name" FROM "hospitals" WHERE "id" = NEW."hospital_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "pa_requests_hospital_name" BEFORE INSERT OR UPDATE OF "hospital_id" ON "pa_requests"
  FOR EACH ROW WHEN (NEW."hospital_id" IS NOT NULL OR NEW."hospital_name" IS NOT NULL) EXECUTE FUNCTION "pa_requests_hospital_name"();--> statement-breakpoint
CREATE FUNCTION "hospitals_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pa_requests" SET "hospital_name" = NEW."name" WHERE "hospital_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "hospitals_renamed" AFTER UPDATE OF "name" ON "hospitals"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "hospitals_renamed"();--> statement-breakpoint
-- The total requested: the latest submission's total bill (created_at, then id), the business
-- office's updated one where there is one, as the queue showed it by a subquery before.
UPDATE "pa_requests" r SET "total_requested" = latest."total"
FROM (
  SELECT DISTINCT ON ("pa_id") "pa_id", coalesce("updated_total_bill", "total_bill") AS "total"
  FROM "pa_details" ORDER BY "pa_id", "created_at" DESC, "id" DESC
) latest
WHERE latest."pa_id" = r."id";--> statement-breakpoint
-- Per statement, so a bulk insert of submissions updates its requests in one statement; a request
-- whose total did not change is not written.
CREATE FUNCTION "pa_details_total_requested"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pa_requests" r SET "total_requested" = latest."total"
  FROM (
    SELECT DISTINCT ON (d."pa_id") d."pa_id", coalesce(d."updated_total_bill", d."total_bill") AS "total"
    FROM "pa_details" d WHERE d."pa_id" IN (SELECT "pa_id" FROM "changed_details")
    ORDER BY d."pa_id", d."created_at" DESC, d."id" DESC
  ) latest
  WHERE r."id" = latest."pa_id" AND r."total_requested" IS DISTINCT FROM latest."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pa_details_total_requested_on_insert" AFTER INSERT ON "pa_details"
  REFERENCING NEW TABLE AS "changed_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "pa_details_total_requested"();--> statement-breakpoint
CREATE TRIGGER "pa_details_total_requested_on_update" AFTER UPDATE ON "pa_details"
  REFERENCING NEW TABLE AS "changed_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "pa_details_total_requested"();--> statement-breakpoint
-- Requests per insurer and status, split over 16 shards by request id so that two writers of an
-- insurer rarely wait on one row. Filled from the requests already there, then kept by the
-- trigger below in each writing transaction, rows locked in key order (no deadlock between two).
INSERT INTO "request_status_counts" ("insurer_id", "status_code", "shard", "total")
SELECT "insurer_id", "status_code", hashtext("id"::text) & 15, count(*) FROM "pa_requests"
GROUP BY 1, 2, 3;--> statement-breakpoint
-- Each request inserted counts +1 in its (insurer, status), each deleted -1, each updated to
-- another status or insurer -1 and +1; one upsert per statement.
CREATE FUNCTION "request_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "request_status_counts" ("insurer_id", "status_code", "shard", "total")
    SELECT "insurer_id", "status_code", hashtext("id"::text) & 15, count(*) FROM "new_requests"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("insurer_id", "status_code", "shard")
    DO UPDATE SET "total" = "request_status_counts"."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "request_status_counts" ("insurer_id", "status_code", "shard", "total")
    SELECT "insurer_id", "status_code", hashtext("id"::text) & 15, -count(*) FROM "old_requests"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("insurer_id", "status_code", "shard")
    DO UPDATE SET "total" = "request_status_counts"."total" + excluded."total";
  ELSE
    INSERT INTO "request_status_counts" ("insurer_id", "status_code", "shard", "total")
    SELECT "insurer_id", "status_code", "shard", sum("delta") FROM (
      SELECT n."insurer_id", n."status_code", hashtext(n."id"::text) & 15 AS "shard", 1 AS "delta"
      FROM "new_requests" n JOIN "old_requests" o ON o."id" = n."id"
      WHERE (o."insurer_id", o."status_code") IS DISTINCT FROM (n."insurer_id", n."status_code")
      UNION ALL
      SELECT o."insurer_id", o."status_code", hashtext(o."id"::text) & 15, -1
      FROM "new_requests" n JOIN "old_requests" o ON o."id" = n."id"
      WHERE (o."insurer_id", o."status_code") IS DISTINCT FROM (n."insurer_id", n."status_code")
    ) d
    GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("insurer_id", "status_code", "shard")
    DO UPDATE SET "total" = "request_status_counts"."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "request_status_counts_on_insert" AFTER INSERT ON "pa_requests"
  REFERENCING NEW TABLE AS "new_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_status_counts_on_update" AFTER UPDATE ON "pa_requests"
  REFERENCING OLD TABLE AS "old_requests" NEW TABLE AS "new_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_status_counts_on_delete" AFTER DELETE ON "pa_requests"
  REFERENCING OLD TABLE AS "old_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_status_counts_apply"();--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_status_patient_idx" ON "pa_requests" USING btree ("policyholder_id","insurer_id","status_code","patient_name");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_amount_idx" ON "pa_requests" USING btree ("insurer_id","status_code","total_requested" DESC NULLS LAST,"eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_hospital_idx" ON "pa_requests" USING btree ("insurer_id","status_code","hospital_name","urgent" DESC NULLS LAST,"status_changed_at","eref_no");
--> statement-breakpoint
CREATE INDEX "pa_requests_open_eref_no_trgm_idx" ON "pa_requests" USING gin ("eref_no" gin_trgm_ops) WHERE "pa_requests"."status_code" in ('SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI');--> statement-breakpoint
CREATE INDEX "pa_requests_open_patient_name_trgm_idx" ON "pa_requests" USING gin ("patient_name" gin_trgm_ops) WHERE "pa_requests"."status_code" in ('SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI');--> statement-breakpoint
CREATE INDEX "pa_requests_open_policyholder_name_trgm_idx" ON "pa_requests" USING gin ("policy_holder_name" gin_trgm_ops) WHERE "pa_requests"."status_code" in ('SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI');--> statement-breakpoint
CREATE INDEX "pa_requests_open_policy_number_trgm_idx" ON "pa_requests" USING gin ("policy_number" gin_trgm_ops) WHERE "pa_requests"."status_code" in ('SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI');--> statement-breakpoint
-- The list's three order indexes with the id, so a page's rows are found from the index alone.
DROP INDEX "pa_requests_policyholder_created_idx";--> statement-breakpoint
DROP INDEX "pa_requests_insurer_created_idx";--> statement-breakpoint
DROP INDEX "pa_requests_patient_created_idx";--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_created_idx" ON "pa_requests" USING btree ("policyholder_id","insurer_id","created_at","eref_no","id");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_created_idx" ON "pa_requests" USING btree ("insurer_id","created_at","eref_no","id");--> statement-breakpoint
CREATE INDEX "pa_requests_patient_created_idx" ON "pa_requests" USING btree ("patient_id","insurer_id","created_at","eref_no","id");