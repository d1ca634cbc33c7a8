CREATE TABLE "adjudicator_digests" (
	"adjudicator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"due_today" integer NOT NULL,
	"overdue" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjudicator_digests_adjudicator_id_day_pk" PRIMARY KEY("adjudicator_id","day")
);
--> statement-breakpoint
ALTER TABLE "adjudicator_digests" ADD CONSTRAINT "adjudicator_digests_adjudicator_id_users_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;