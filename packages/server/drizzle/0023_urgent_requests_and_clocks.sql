CREATE TABLE "insurer_settings" (
	"insurer_id" uuid PRIMARY KEY NOT NULL,
	"decision_working_days" integer DEFAULT 3 NOT NULL,
	"urgent_decision_hours" integer DEFAULT 72 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurer_settings_decision_working_days_ck" CHECK ("insurer_settings"."decision_working_days" between 1 and 10),
	CONSTRAINT "insurer_settings_urgent_decision_hours_ck" CHECK ("insurer_settings"."urgent_decision_hours" between 24 and 168)
);
--> statement-breakpoint
DROP INDEX "pa_requests_insurer_status_idx";--> statement-breakpoint
DROP INDEX "pa_requests_hospital_status_idx";--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "urgent_reason" text;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "urgent_marked_by" "actor_type";--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "urgent_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "downgraded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "downgraded_by" uuid;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "downgrade_reason" text;--> statement-breakpoint
ALTER TABLE "insurer_settings" ADD CONSTRAINT "insurer_settings_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_downgraded_by_users_id_fk" FOREIGN KEY ("downgraded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_idx" ON "pa_requests" USING btree ("insurer_id","status_code","urgent" DESC NULLS LAST,"status_changed_at","eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_hospital_status_idx" ON "pa_requests" USING btree ("hospital_id","insurer_id","status_code","urgent" DESC NULLS LAST,"status_changed_at","eref_no");--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_urgent_marked_ck" CHECK (not "pa_requests"."urgent" or "pa_requests"."urgent_marked_at" is not null);--> statement-breakpoint
-- Every insurer gets its settings row with the default clocks (issue 22).
INSERT INTO "insurer_settings" ("insurer_id") SELECT "id" FROM "insurers";