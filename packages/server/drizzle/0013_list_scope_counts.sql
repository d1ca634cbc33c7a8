CREATE TABLE "request_counts" (
	"insurer_id" uuid NOT NULL,
	"policyholder_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "request_counts_insurer_id_policyholder_id_patient_id_pk" PRIMARY KEY("insurer_id","policyholder_id","patient_id")
);
--> statement-breakpoint
CREATE INDEX "request_counts_patient_idx" ON "request_counts" USING btree ("patient_id","insurer_id");--> statement-breakpoint
-- Filled from the requests already there, then kept by the triggers below in each writing
-- transaction. Rows are locked in key order, so two writers cannot deadlock on them.
INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "total")
SELECT "insurer_id", "policyholder_id", "patient_id", count(*) FROM "pa_requests"
GROUP BY "insurer_id", "policyholder_id", "patient_id";--> statement-breakpoint
CREATE FUNCTION "request_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "total")
  SELECT "insurer_id", "policyholder_id", "patient_id", count(*) FROM "changed_requests"
  GROUP BY "insurer_id", "policyholder_id", "patient_id"
  ORDER BY "insurer_id", "policyholder_id", "patient_id"
  ON CONFLICT ("insurer_id", "policyholder_id", "patient_id")
  DO UPDATE SET "total" = "request_counts"."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "request_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "request_counts" c SET "total" = c."total" - gone."total"
  FROM (
    SELECT "insurer_id", "policyholder_id", "patient_id", count(*) AS "total" FROM "changed_requests"
    GROUP BY "insurer_id", "policyholder_id", "patient_id"
  ) gone
  WHERE (c."insurer_id", c."policyholder_id", c."patient_id")
    = (gone."insurer_id", gone."policyholder_id", gone."patient_id");
  RETURN NULL;
END $$;--> statement-breakpoint
-- A request moved to another policyholder or patient (no command does this today): one row at a
-- time, and only when a key column changed, so status transitions cost nothing here.
CREATE FUNCTION "request_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "request_counts" SET "total" = "total" - 1
  WHERE ("insurer_id", "policyholder_id", "patient_id")
    = (OLD."insurer_id", OLD."policyholder_id", OLD."patient_id");
  INSERT INTO "request_counts" ("insurer_id", "policyholder_id", "patient_id", "total")
  VALUES (NEW."insurer_id", NEW."policyholder_id", NEW."patient_id", 1)
  ON CONFLICT ("insurer_id", "policyholder_id", "patient_id")
  DO UPDATE SET "total" = "request_counts"."total" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "request_counts_on_insert" AFTER INSERT ON "pa_requests"
  REFERENCING NEW TABLE AS "changed_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_add"();--> statement-breakpoint
CREATE TRIGGER "request_counts_on_delete" AFTER DELETE ON "pa_requests"
  REFERENCING OLD TABLE AS "changed_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "request_counts_on_move" AFTER UPDATE OF "insurer_id", "policyholder_id", "patient_id" ON "pa_requests"
  FOR EACH ROW
  WHEN ((OLD."insurer_id", OLD."policyholder_id", OLD."patient_id")
    IS DISTINCT FROM (NEW."insurer_id", NEW."policyholder_id", NEW."patient_id"))
  EXECUTE FUNCTION "request_counts_move"();
