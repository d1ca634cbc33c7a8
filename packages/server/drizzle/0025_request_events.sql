CREATE TABLE "event_consumer_positions" (
	"consumer" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"retry_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pa_id" uuid NOT NULL,
	"insurer_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" "status_code",
	"to_status" "status_code" NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"ip" text,
	"call_request_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"notified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facts" jsonb
);
--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;