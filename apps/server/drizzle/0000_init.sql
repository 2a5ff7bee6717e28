CREATE TABLE "cms_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"categories" text[] NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_snippets" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"categories" text[] NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_entries" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_currency" text NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"guest_restricted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"subunits_to_unit" integer NOT NULL,
	"fiat" boolean NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"hostname" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"license" text NOT NULL,
	"locales" text[] NOT NULL,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"betting_link" text,
	"organisation_json_ld" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" boolean NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "spent_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"stage" text NOT NULL,
	"ip" text,
	"country" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"available_to_cashout_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"encrypted_password" text NOT NULL,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"date_of_birth" text,
	"country" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"state" text,
	"mobile_phone" text,
	"personal_id_number" text,
	"receive_promos" boolean DEFAULT false NOT NULL,
	"receive_sms_promos" boolean DEFAULT false NOT NULL,
	"receive_promos_via_phone_calls" boolean DEFAULT false NOT NULL,
	"agreed_to_partner_promotions" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"license_name" text DEFAULT 'other' NOT NULL,
	"level_id" text DEFAULT 'level_1' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"reset_password_token_hash" text,
	"reset_password_sent_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"deposit_bonus_code" text,
	"can_issue_bonuses" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"otp_secret" text,
	"otp_pending_secret" text,
	"failed_otp_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"autoregistered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_sign_in_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_path_locale_idx" ON "cms_pages" USING btree ("path","locale");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_currency_idx" ON "accounts" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "user_groups_group_idx" ON "user_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmation_token_idx" ON "users" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_password_token_idx" ON "users" USING btree ("reset_password_token_hash");