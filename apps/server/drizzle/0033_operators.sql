CREATE TABLE "operator_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operator_id" integer,
	"operator_email" text,
	"action" text NOT NULL,
	"permission" text,
	"target" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer NOT NULL,
	"outcome" text NOT NULL,
	"before" jsonb,
	"request" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"otp_secret" text,
	"otp_last_step" integer,
	"setup_token_hash" text,
	"setup_expires_at" timestamp with time zone,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_setup_token_idx" ON "operators" USING btree ("setup_token_hash");--> statement-breakpoint
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "operator_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
