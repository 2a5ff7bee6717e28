ALTER TABLE "house_rounds" ADD COLUMN "pending_bet" text;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "abandoned_bet" text;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "abandoned_steps" integer DEFAULT 0 NOT NULL;