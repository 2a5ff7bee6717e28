CREATE TABLE "first_deposits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"deposited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_affiliates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stag" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_utm" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"sub_id" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_deposits" ADD CONSTRAINT "first_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_affiliates" ADD CONSTRAINT "player_affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_utm" ADD CONSTRAINT "player_utm_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_deposits_at_idx" ON "first_deposits" USING btree ("deposited_at");--> statement-breakpoint
CREATE INDEX "player_affiliates_registered_idx" ON "player_affiliates" USING btree ("registered_at","stag");--> statement-breakpoint
-- Players who deposited before this table existed: their earliest successful deposit.
INSERT INTO "first_deposits" ("user_id", "payment_id", "currency", "amount_cents", "deposited_at")
SELECT DISTINCT ON ("user_id") "user_id", "id", "currency", "amount_cents", coalesce("finished_at", "updated_at")
FROM "payments" WHERE "action" = 'deposit' AND "state" = 'succeeded'
ORDER BY "user_id", coalesce("finished_at", "updated_at"), "id";
