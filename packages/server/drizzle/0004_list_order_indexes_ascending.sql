DROP INDEX "pa_requests_policyholder_created_idx";--> statement-breakpoint
DROP INDEX "pa_requests_insurer_created_idx";--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_created_idx" ON "pa_requests" USING btree ("policyholder_id","insurer_id","created_at","eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_created_idx" ON "pa_requests" USING btree ("insurer_id","created_at","eref_no");