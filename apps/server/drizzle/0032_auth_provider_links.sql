CREATE TABLE "auth_provider_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_provider_links" ADD CONSTRAINT "auth_provider_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_provider_links_subject_idx" ON "auth_provider_links" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_provider_links_user_provider_idx" ON "auth_provider_links" USING btree ("user_id","provider");