DROP INDEX "pa_requests_consultant_idx";--> statement-breakpoint
CREATE INDEX "pa_requests_rider_consultant_idx" ON "pa_requests" USING btree ("rider_consultant_id","insurer_id","created_at","eref_no");--> statement-breakpoint
CREATE INDEX "pa_requests_consultant_idx" ON "pa_requests" USING btree ("consultant_id","insurer_id","created_at","eref_no");