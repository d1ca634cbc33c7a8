ALTER TABLE "pa_requests" ADD COLUMN "policy_holder_nric_last4" text GENERATED ALWAYS AS (right(policy_holder_nric, 4)) STORED;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD COLUMN "patient_nric_last4" text GENERATED ALWAYS AS (right(patient_nric, 4)) STORED;--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_changed_idx" ON "pa_requests" USING btree ("insurer_id","status_code","status_changed_at","eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_patient_nric_last4_idx" ON "pa_requests" USING btree ("insurer_id","patient_nric_last4");--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_nric_last4_idx" ON "pa_requests" USING btree ("insurer_id","policy_holder_nric_last4");--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_name_trgm_idx" ON "pa_requests" USING gin ("policy_holder_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pa_requests_policy_number_trgm_idx" ON "pa_requests" USING gin ("policy_number" gin_trgm_ops);