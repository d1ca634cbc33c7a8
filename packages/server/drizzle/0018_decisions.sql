CREATE TYPE "public"."decision_fee" AS ENUM('surgeon', 'anaesthetist', 'attendance', 'other', 'hospital-charges');--> statement-breakpoint
CREATE TYPE "public"."decision_outcome" AS ENUM('approve', 'reject', 'request-amendment');--> statement-breakpoint
CREATE TYPE "public"."decision_reason_kind" AS ENUM('rejection', 'reduction');--> statement-breakpoint
CREATE TABLE "case_assignments" (
	"pa_id" uuid PRIMARY KEY NOT NULL,
	"adjudicator_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"kind" "decision_reason_kind" NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_decision_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"fee" "decision_fee" NOT NULL,
	"line_index" integer,
	"item_code" text,
	"requested_amount" numeric(12, 2) NOT NULL,
	"approved_amount" numeric(12, 2) NOT NULL,
	"reason_code" text,
	"reason_label" text
);
--> statement-breakpoint
CREATE TABLE "pa_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pa_id" uuid NOT NULL,
	"outcome" "decision_outcome" NOT NULL,
	"adjudicator_id" uuid NOT NULL,
	"detail_id" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	"reason_code" text,
	"reason_label" text,
	"reason_text" text,
	"conditions" text,
	"approved_total_bill" numeric(12, 2),
	"verification_code" text,
	CONSTRAINT "pa_decisions_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "case_assignments" ADD CONSTRAINT "case_assignments_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_assignments" ADD CONSTRAINT "case_assignments_adjudicator_id_users_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reasons" ADD CONSTRAINT "decision_reasons_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_decision_lines" ADD CONSTRAINT "pa_decision_lines_decision_id_pa_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."pa_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_decisions" ADD CONSTRAINT "pa_decisions_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_decisions" ADD CONSTRAINT "pa_decisions_adjudicator_id_users_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_decisions" ADD CONSTRAINT "pa_decisions_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_reasons_insurer_kind_code_uq" ON "decision_reasons" USING btree ("insurer_id","kind","code");--> statement-breakpoint
CREATE INDEX "pa_decision_lines_decision_idx" ON "pa_decision_lines" USING btree ("decision_id","position");--> statement-breakpoint
CREATE INDEX "pa_decisions_pa_idx" ON "pa_decisions" USING btree ("pa_id","decided_at");