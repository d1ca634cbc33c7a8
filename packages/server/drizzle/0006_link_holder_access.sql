ALTER TYPE "public"."link_role" ADD VALUE 'remote-authoriser';--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "link_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "identity_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "link_sessions_link_idx" ON "link_sessions" USING btree ("link_token_id");