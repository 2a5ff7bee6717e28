CREATE TABLE "sow_questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"requested_until" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"rejection_reason" text,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sow_questionnaire_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sow_questionnaires" ADD CONSTRAINT "sow_questionnaires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sow_questionnaires_user_idx" ON "sow_questionnaires" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_storage_key_idx" ON "verification_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "verification_documents_user_idx" ON "verification_documents" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "verification_documents_state_idx" ON "verification_documents" USING btree ("state","id");