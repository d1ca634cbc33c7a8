ALTER TABLE "pa_details" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pa_details" ADD COLUMN "updated_by_role" text;--> statement-breakpoint
ALTER TABLE "pa_details" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "pa_other_fees" ADD COLUMN "entered_by" text DEFAULT 'doctor' NOT NULL;