ALTER TABLE "games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_providers" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_providers" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "wallet_providers" ADD COLUMN "previous_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "wallet_rounds_closed_idx" ON "wallet_rounds" USING btree ("closed_at");