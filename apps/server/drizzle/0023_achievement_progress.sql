CREATE TABLE "achievement_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"through_transaction_id" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"best_multiplier_centi" integer DEFAULT 0 NOT NULL,
	"producers" text[] DEFAULT '{}'::text[] NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievement_progress" ADD CONSTRAINT "achievement_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;