CREATE TABLE "bonus_code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"count" integer NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"gift_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_code_batches" ADD CONSTRAINT "bonus_code_batches_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_batch_id_bonus_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bonus_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_gift_id_player_bonuses_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."player_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_code_batches_offer_idx" ON "bonus_code_batches" USING btree ("offer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_codes_code_idx" ON "bonus_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bonus_codes_offer_idx" ON "bonus_codes" USING btree ("offer_id","batch_id","id");