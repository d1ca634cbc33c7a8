-- The request list's "contains" filters on trigram indexes; pg_trgm is trusted (PostgreSQL 13+)
-- and bundled with PGlite (loaded in core/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "pa_requests_patient_name_trgm_idx" ON "pa_requests" USING gin ("patient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pa_requests_eref_no_trgm_idx" ON "pa_requests" USING gin ("eref_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pa_requests_created_by_name_trgm_idx" ON "pa_requests" USING gin ("created_by_name" gin_trgm_ops);