-- Nothing wrote oidc_states before this migration; its rows (none) could not be kept anyway: the new key is a hash of the state.
DELETE FROM "oidc_states";--> statement-breakpoint
ALTER TABLE "oidc_states" DROP CONSTRAINT "oidc_states_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "oidc_states" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "oidc_states" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "state_hash" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "dpop_key" jsonb;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "policyholder_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "principal_kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "principal_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_states_expires_idx" ON "oidc_states" USING btree ("expires_at");
