CREATE TABLE "decision_rule_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pa_id" uuid NOT NULL,
	"detail_id" uuid NOT NULL,
	"rule_version_id" uuid NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL,
	"passed" boolean NOT NULL,
	"failed_rules" jsonb NOT NULL,
	"decision_id" uuid,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text
);
--> statement-breakpoint
CREATE TABLE "decision_rule_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"straight_through" boolean NOT NULL,
	"rules" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
ALTER TABLE "pa_decisions" ALTER COLUMN "adjudicator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_rule_evaluations" ADD CONSTRAINT "decision_rule_evaluations_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_evaluations" ADD CONSTRAINT "decision_rule_evaluations_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_evaluations" ADD CONSTRAINT "decision_rule_evaluations_rule_version_id_decision_rule_versions_id_fk" FOREIGN KEY ("rule_version_id") REFERENCES "public"."decision_rule_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_evaluations" ADD CONSTRAINT "decision_rule_evaluations_decision_id_pa_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."pa_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_evaluations" ADD CONSTRAINT "decision_rule_evaluations_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_versions" ADD CONSTRAINT "decision_rule_versions_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_versions" ADD CONSTRAINT "decision_rule_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_rule_evaluations_detail_uq" ON "decision_rule_evaluations" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "decision_rule_evaluations_pa_idx" ON "decision_rule_evaluations" USING btree ("pa_id","evaluated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_rule_evaluations_decision_uq" ON "decision_rule_evaluations" USING btree ("decision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_rule_versions_insurer_version_uq" ON "decision_rule_versions" USING btree ("insurer_id","version");--> statement-breakpoint
-- A published rule version is immutable: a change is a new version. The database refuses the rest.
CREATE FUNCTION decision_rule_versions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'decision_rule_versions are immutable once published';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER decision_rule_versions_immutable
  BEFORE UPDATE OR DELETE ON decision_rule_versions
  FOR EACH ROW EXECUTE FUNCTION decision_rule_versions_refuse_change();
