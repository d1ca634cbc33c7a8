CREATE TABLE "insurer_holidays" (
	"insurer_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"observed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurer_holidays_insurer_id_date_pk" PRIMARY KEY("insurer_id","date")
);
--> statement-breakpoint
CREATE TABLE "case_assignments" (
	"pa_id" uuid PRIMARY KEY NOT NULL,
	"adjudicator_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "pa_requests_insurer_status_idx";--> statement-breakpoint
ALTER TABLE "insurer_holidays" ADD CONSTRAINT "insurer_holidays_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_assignments" ADD CONSTRAINT "case_assignments_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_assignments" ADD CONSTRAINT "case_assignments_adjudicator_id_users_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pa_requests_hospital_status_idx" ON "pa_requests" USING btree ("hospital_id","insurer_id","status_code","status_changed_at","eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_idx" ON "pa_requests" USING btree ("insurer_id","status_code","status_changed_at","eref_no");