CREATE TABLE "idempotent_calls" (
	"owner" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_calls_owner_idempotency_key_pk" PRIMARY KEY("owner","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_calls_created_idx" ON "idempotent_calls" USING btree ("created_at");