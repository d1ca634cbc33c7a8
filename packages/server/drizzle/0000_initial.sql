CREATE TYPE "public"."user_type" AS ENUM('policy-holder', 'insurance-agent', 'insured-patient', 'doctor', 'insurer-adjudicator');--> statement-breakpoint
CREATE TYPE "public"."actor_type" AS ENUM('policy-holder', 'insured-patient', 'insurance-agent', 'doctor', 'business-office', 'insurer-adjudicator', 'system');--> statement-breakpoint
CREATE TYPE "public"."status_code" AS ENUM('SUB', 'PEN', 'PRO', 'APP', 'REJ', 'CAN', 'AMEND', 'AME-REQ', 'DOC-EXP', 'REM-EXP', 'BO-EXP', 'REM-REJ', 'PEN-AI');--> statement-breakpoint
CREATE TYPE "public"."link_role" AS ENUM('doctor', 'business-office');--> statement-breakpoint
CREATE SEQUENCE "public"."pa_eref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"insurer_id" uuid,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"pa_id" uuid,
	"request_id" text,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"outbox_id" bigint,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pa_id" uuid,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"pa_id" uuid,
	"purpose" text NOT NULL,
	"uploaded_by_type" "actor_type" NOT NULL,
	"uploaded_by_id" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "financial_consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"contact_no" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"life_assured_clnt_no" text NOT NULL,
	"name" text NOT NULL,
	"nric" text NOT NULL,
	"dob" date NOT NULL,
	"email" text,
	"foreigner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"policy_no" text NOT NULL,
	"policy_name" text NOT NULL,
	"policyholder_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_consultants" (
	"policy_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	CONSTRAINT "policy_consultants_policy_id_consultant_id_pk" PRIMARY KEY("policy_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "policyholder_patients" (
	"policyholder_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	CONSTRAINT "policyholder_patients_policyholder_id_patient_id_pk" PRIMARY KEY("policyholder_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "policyholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"client_no" text NOT NULL,
	"name" text NOT NULL,
	"nric" text NOT NULL,
	"dob" date NOT NULL,
	"contact_no" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"rider_no" text NOT NULL,
	"rider_name" text NOT NULL,
	"consultant_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"password_hash" text NOT NULL,
	"policyholder_id" uuid,
	"patient_id" uuid,
	"consultant_id" uuid,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_clinics" (
	"doctor_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "doctor_clinics_doctor_id_clinic_id_pk" PRIMARY KEY("doctor_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mcr_no" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_panel" boolean NOT NULL,
	"business_office_email" text
);
--> statement-breakpoint
CREATE TABLE "admission_types" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_modes" (
	"auth_code" text NOT NULL,
	"user_type" text NOT NULL,
	"auth_desc" text NOT NULL,
	"valid_flag" boolean NOT NULL,
	CONSTRAINT "auth_modes_auth_code_user_type_pk" PRIMARY KEY("auth_code","user_type")
);
--> statement-breakpoint
CREATE TABLE "comorbidity_types" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_types" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tosp_agreed_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"tosp_code" text NOT NULL,
	"hospital_id" uuid,
	"surgeon_price" numeric(12, 2) NOT NULL,
	"anaesthetist_price" numeric(12, 2) NOT NULL,
	"effective_from" text DEFAULT '2000-01-01' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tosp_procedures" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ward_types" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_comorbidities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"comorbidity_code" text NOT NULL,
	"comorbidity_desc" text NOT NULL,
	"comorbidity_date" date NOT NULL,
	"comorbidity_doctor_clinic" text NOT NULL,
	"comorbidity_clinic_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pa_id" uuid NOT NULL,
	"hospital_id" uuid,
	"hospital_code" text NOT NULL,
	"admission_date" date NOT NULL,
	"admission_code" text NOT NULL,
	"bo_emailaddress" text,
	"discharge_date" date,
	"causeof_injury" text,
	"daysurgery" boolean NOT NULL,
	"hospitalisation_reason" text,
	"onsetsymptoms_type" text NOT NULL,
	"onsetsymptoms_date" date,
	"onsetsymptoms_duration" text,
	"onsetsymptoms_desc" text NOT NULL,
	"pa_referral" boolean NOT NULL,
	"referral_doctordetails" text,
	"referral_letter_upload_id" uuid,
	"comorbidities_ind" boolean NOT NULL,
	"na_for_addlinfo" boolean DEFAULT false NOT NULL,
	"addlinfo_clinicaltrial" boolean DEFAULT false NOT NULL,
	"addlinfo_alcholdrug" boolean DEFAULT false NOT NULL,
	"addlinfo_stdhiv" boolean DEFAULT false NOT NULL,
	"addlinfo_mentaldisorder" boolean DEFAULT false NOT NULL,
	"addlinfo_routinecheckkup" boolean DEFAULT false NOT NULL,
	"addlinfo_electiveprocedure" boolean DEFAULT false NOT NULL,
	"addlinfo_genetic" boolean DEFAULT false NOT NULL,
	"addlinfo_selfinflicted" boolean DEFAULT false NOT NULL,
	"doctor_attendancefee" numeric(12, 2),
	"total_hospitalcharges" numeric(12, 2),
	"total_bill" numeric(12, 2),
	"updated_doctor_attendancefee" numeric(12, 2),
	"updated_total_hospitalcharges" numeric(12, 2),
	"updated_total_bill" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_diagnoses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"icd_code" text NOT NULL,
	"first_consult_date" date NOT NULL,
	"diagnosis_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_drafts" (
	"pa_id" uuid PRIMARY KEY NOT NULL,
	"draft_json" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_other_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"fees_code" text NOT NULL,
	"fees_amount" numeric(12, 2) NOT NULL,
	"updated_fees_amount" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "pa_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"eref_no" text NOT NULL,
	"status_code" "status_code" NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"creator_role" "actor_type" NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"idempotency_key" text,
	"policyholder_id" uuid NOT NULL,
	"policy_holder_name" text NOT NULL,
	"policy_holder_nric" text NOT NULL,
	"policy_holder_contactno" text NOT NULL,
	"policy_holder_emailaddress" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_name" text NOT NULL,
	"patient_nric" text NOT NULL,
	"patient_dob" date NOT NULL,
	"patient_emailaddress" text NOT NULL,
	"relationship" text NOT NULL,
	"foreigner" boolean NOT NULL,
	"policy_id" uuid NOT NULL,
	"policy_name" text NOT NULL,
	"policy_number" text NOT NULL,
	"rider_id" uuid,
	"policy_rider_name" text,
	"policy_rider_number" text,
	"consultant_id" uuid,
	"rider_consultant_id" uuid,
	"fc_notify_flag" boolean DEFAULT false NOT NULL,
	"rider_fc_notify_flag" boolean DEFAULT false NOT NULL,
	"recommended_by_service_provider" boolean DEFAULT false NOT NULL,
	"doctor_id" uuid,
	"doctor_name" text NOT NULL,
	"doctor_mcrno" text,
	"clinic_id" uuid,
	"clinic_name" text NOT NULL,
	"clinic_code" text,
	"clinicdoctor_emailaddress" text NOT NULL,
	"resend_email_address" text,
	"hospital_id" uuid,
	"ep_letter_upload_id" uuid,
	"auth_code" text,
	"cancel_reason" text,
	"amend_reason" text,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pa_requests_eref_no_unique" UNIQUE("eref_no")
);
--> statement-breakpoint
CREATE TABLE "pa_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pa_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pa_id" uuid NOT NULL,
	"status_code" "status_code" NOT NULL,
	"actor_type" "actor_type" NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_surgery_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tosp_code" text NOT NULL,
	"surgeonfee" numeric(12, 2) NOT NULL,
	"surgeonfee_justification" text,
	"anaesthetistfee" numeric(12, 2),
	"anaesthetistfee_justification" text,
	"surgery_agreed_price" numeric(12, 2),
	"anaesthetic_agreed_price" numeric(12, 2),
	"updated_surgeonfee" numeric(12, 2),
	"updated_anaesthetistfee" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "pa_ward_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"wardtype_code" text NOT NULL,
	"length_stay" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_token_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"stage" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pa_id" uuid NOT NULL,
	"role" "link_role" NOT NULL,
	"recipient_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "oidc_states" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"user_id" uuid NOT NULL,
	"pa_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"pa_id" uuid,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_available_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_consultants" ADD CONSTRAINT "financial_consultants_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_consultants" ADD CONSTRAINT "policy_consultants_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_consultants" ADD CONSTRAINT "policy_consultants_consultant_id_financial_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."financial_consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policyholder_patients" ADD CONSTRAINT "policyholder_patients_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policyholder_patients" ADD CONSTRAINT "policyholder_patients_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policyholders" ADD CONSTRAINT "policyholders_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_consultant_id_financial_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."financial_consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consultant_id_financial_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."financial_consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_clinics" ADD CONSTRAINT "doctor_clinics_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_clinics" ADD CONSTRAINT "doctor_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tosp_agreed_prices" ADD CONSTRAINT "tosp_agreed_prices_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tosp_agreed_prices" ADD CONSTRAINT "tosp_agreed_prices_tosp_code_tosp_procedures_code_fk" FOREIGN KEY ("tosp_code") REFERENCES "public"."tosp_procedures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_comorbidities" ADD CONSTRAINT "pa_comorbidities_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_details" ADD CONSTRAINT "pa_details_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_details" ADD CONSTRAINT "pa_details_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_diagnoses" ADD CONSTRAINT "pa_diagnoses_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_drafts" ADD CONSTRAINT "pa_drafts_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_other_fees" ADD CONSTRAINT "pa_other_fees_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_policyholder_id_policyholders_id_fk" FOREIGN KEY ("policyholder_id") REFERENCES "public"."policyholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_consultant_id_financial_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."financial_consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_rider_consultant_id_financial_consultants_id_fk" FOREIGN KEY ("rider_consultant_id") REFERENCES "public"."financial_consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_requests" ADD CONSTRAINT "pa_requests_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_status_history" ADD CONSTRAINT "pa_status_history_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_surgery_rows" ADD CONSTRAINT "pa_surgery_rows_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_ward_rows" ADD CONSTRAINT "pa_ward_rows_detail_id_pa_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."pa_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_sessions" ADD CONSTRAINT "link_sessions_link_token_id_link_tokens_id_fk" FOREIGN KEY ("link_token_id") REFERENCES "public"."link_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD CONSTRAINT "oidc_states_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_pa_id_pa_requests_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."pa_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_pa_idx" ON "audit_log" USING btree ("pa_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "uploads_pa_idx" ON "uploads" USING btree ("pa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_insurer_clnt_uq" ON "patients" USING btree ("insurer_id","life_assured_clnt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_insurer_no_uq" ON "policies" USING btree ("insurer_id","policy_no");--> statement-breakpoint
CREATE INDEX "policies_policyholder_idx" ON "policies" USING btree ("policyholder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policyholders_insurer_client_uq" ON "policyholders" USING btree ("insurer_id","client_no");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_insurer_code_uq" ON "clinics" USING btree ("insurer_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_insurer_mcr_uq" ON "doctors" USING btree ("insurer_id","mcr_no");--> statement-breakpoint
CREATE INDEX "doctors_insurer_name_idx" ON "doctors" USING btree ("insurer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitals_insurer_code_uq" ON "hospitals" USING btree ("insurer_id","code");--> statement-breakpoint
CREATE INDEX "tosp_agreed_prices_lookup_idx" ON "tosp_agreed_prices" USING btree ("insurer_id","tosp_code","hospital_id");--> statement-breakpoint
CREATE INDEX "pa_details_pa_idx" ON "pa_details" USING btree ("pa_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pa_requests_idempotency_uq" ON "pa_requests" USING btree ("created_by_user_id","idempotency_key") WHERE "pa_requests"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_created_idx" ON "pa_requests" USING btree ("policyholder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_status_idx" ON "pa_requests" USING btree ("policyholder_id","status_code","created_at");--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_creator_idx" ON "pa_requests" USING btree ("policyholder_id","created_by_name");--> statement-breakpoint
CREATE INDEX "pa_requests_policyholder_patient_idx" ON "pa_requests" USING btree ("policyholder_id","patient_name");--> statement-breakpoint
CREATE INDEX "pa_requests_insurer_status_idx" ON "pa_requests" USING btree ("insurer_id","status_code","status_changed_at");--> statement-breakpoint
CREATE INDEX "pa_requests_consultant_idx" ON "pa_requests" USING btree ("consultant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pa_requests_one_active_per_patient_uq" ON "pa_requests" USING btree ("patient_id") WHERE "pa_requests"."status_code" in ('SUB','PEN','PRO','AMEND','AME-REQ','PEN-AI');--> statement-breakpoint
CREATE INDEX "pa_status_history_pa_idx" ON "pa_status_history" USING btree ("pa_id","created_at");--> statement-breakpoint
CREATE INDEX "link_tokens_pa_idx" ON "link_tokens" USING btree ("pa_id","role");--> statement-breakpoint
CREATE INDEX "otp_challenges_subject_idx" ON "otp_challenges" USING btree ("subject_id","purpose","created_at");