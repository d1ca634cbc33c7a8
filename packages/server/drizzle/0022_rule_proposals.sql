CREATE TYPE "public"."rule_proposal_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "decision_rule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"based_on_version" integer NOT NULL,
	"straight_through" boolean NOT NULL,
	"rules" jsonb NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"status" "rule_proposal_status" DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"version_id" uuid
);
--> statement-breakpoint
ALTER TABLE "decision_rule_versions" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "decision_rule_proposals" ADD CONSTRAINT "decision_rule_proposals_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_proposals" ADD CONSTRAINT "decision_rule_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_proposals" ADD CONSTRAINT "decision_rule_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_rule_proposals" ADD CONSTRAINT "decision_rule_proposals_version_id_decision_rule_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."decision_rule_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_rule_proposals_pending_uq" ON "decision_rule_proposals" USING btree ("insurer_id") WHERE "decision_rule_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "decision_rule_proposals_insurer_idx" ON "decision_rule_proposals" USING btree ("insurer_id","proposed_at");--> statement-breakpoint
ALTER TABLE "decision_rule_versions" ADD CONSTRAINT "decision_rule_versions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;