CREATE TABLE "authorisation_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pa_id" uuid NOT NULL,
	"policyholder_id" uuid NOT NULL,
	"method" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insurer_auth_modes" (
	"insurer_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"auth_code" text NOT NULL,
	"auth_desc" text NOT NULL,
	"validflag" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "insurer_auth_modes_insurer_id_user_type_auth_code_pk" PRIMARY KEY("insurer_id","user_type","auth_code")
);
--> statement-breakpoint
ALTER TABLE "authorisation_proofs" ADD CONSTRAINT "authorisation_proofs_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorisation_proofs" ADD CONSTRAINT "authorisation_proofs_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_auth_modes" ADD CONSTRAINT "insurer_auth_modes_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorisation_proofs_lookup_idx" ON "authorisation_proofs" USING btree ("pa_id","policyholder_id","method","verified_at");