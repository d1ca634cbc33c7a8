CREATE TABLE "insurer_holidays" (
	"insurer_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"observed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurer_holidays_insurer_id_date_pk" PRIMARY KEY("insurer_id","date")
);
--> statement-breakpoint
DROP INDEX "pa_requests_insurer_status_idx";--> statement-breakpoint
ALTER TABLE "insurer_holidays" ADD CONSTRAINT "insurer_holidays_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pa_requests_hospital_status_idx" ON "pa_requests" USING btree ("hospital_id","insurer_id","status_code","status_changed_at","eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_idx" ON "pa_requests" USING btree ("insurer_id","status_code","status_changed_at","eref_no");