CREATE TYPE "public"."document_kind" AS ENUM('referral-letter', 'histology', 'imaging', 'discharge-summary', 'other');--> statement-breakpoint
CREATE TABLE "pa_detail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detail_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pa_decisions" ADD COLUMN "required_document_kinds" "document_kind"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pa_detail_attachments" ADD CONSTRAINT "pa_detail_attachments_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_detail_attachments" ADD CONSTRAINT "pa_detail_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pa_detail_attachments_detail_upload_uq" ON "pa_detail_attachments" USING btree ("detail_id","upload_id");--> statement-breakpoint
CREATE INDEX "pa_detail_attachments_upload_idx" ON "pa_detail_attachments" USING btree ("upload_id");