ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "password_failures" integer DEFAULT 0 NOT NULL;