CREATE TABLE "user_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"amounts" jsonb,
	"minutes" integer,
	"ends_at" timestamp with time zone,
	"pending_amounts" jsonb,
	"pending_minutes" integer,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_applies_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "user_limits_type" CHECK ("user_limits"."type" in ('loss', 'wager', 'deposit', 'session', 'coolingoff', 'selfexclusion')),
	CONSTRAINT "user_limits_status" CHECK ("user_limits"."status" in ('active', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_active_idx" ON "user_limits" USING btree ("user_id","type","period") WHERE "user_limits"."status" = 'active';--> statement-breakpoint
CREATE INDEX "user_limits_user_idx" ON "user_limits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_confirm_token_idx" ON "user_limits" USING btree ("confirm_token_hash") WHERE "user_limits"."confirm_token_hash" is not null;--> statement-breakpoint
-- Hand-written: the limits' running figures read a player's wallet transactions of one currency within a period window.
CREATE INDEX IF NOT EXISTS "wallet_transactions_user_currency_time_idx" ON "wallet_transactions" USING btree ("user_id","currency","created_at");
