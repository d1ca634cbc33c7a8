CREATE TABLE "remote_password_attempts" (
	"pa_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "remote_password_attempts_pa_id_user_id_pk" PRIMARY KEY("pa_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "remote_password_attempts" ADD CONSTRAINT "remote_password_attempts_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_password_attempts" ADD CONSTRAINT "remote_password_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;