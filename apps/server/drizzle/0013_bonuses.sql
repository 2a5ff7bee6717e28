CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"trigger" text NOT NULL,
	"code" text,
	"titles" jsonb NOT NULL,
	"reward" text NOT NULL,
	"match_percent" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_deposit" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"freespins_game" text,
	"freespins_count" integer,
	"freespins_stakes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"max_bet" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_win" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contributions" jsonb DEFAULT '{"slots":100,"tables":10,"originals":20,"live":0}'::jsonb NOT NULL,
	"activation_days" integer DEFAULT 7 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"cashback_period" text,
	"cashback_percent" integer,
	"cashback_min_loss" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"licences" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"max_uses" integer,
	"per_player" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_trigger" CHECK ("bonus_offers"."trigger" in ('deposit', 'registration', 'coupon', 'promo', 'cashback', 'manual')),
	CONSTRAINT "bonus_offers_reward" CHECK ("bonus_offers"."reward" in ('bonus', 'freespins', 'real')),
	CONSTRAINT "bonus_offers_wager" CHECK ("bonus_offers"."wager_multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_wager_entries" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"player_bonus_id" integer NOT NULL,
	"counted_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declined_bonus_offers" (
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declined_bonus_offers_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"group_key" text NOT NULL,
	"titles" jsonb NOT NULL,
	"currency" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"wager_requirement_cents" bigint DEFAULT 0 NOT NULL,
	"wagered_cents" bigint DEFAULT 0 NOT NULL,
	"max_bet_cents" bigint,
	"max_win_cents" bigint,
	"contributions" jsonb NOT NULL,
	"activatable_until" timestamp with time zone,
	"valid_until" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"converted_cents" bigint,
	"forfeited_cents" bigint,
	"freespins_game" text,
	"freespins_total" integer,
	"freespins_performed" integer DEFAULT 0 NOT NULL,
	"freespins_stake_cents" bigint,
	"freespins_win_cents" bigint DEFAULT 0 NOT NULL,
	"freespins_wager" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_kind" CHECK ("player_bonuses"."kind" in ('bonus', 'freespins')),
	CONSTRAINT "player_bonuses_stage" CHECK ("player_bonuses"."stage" in ('issued', 'wait', 'handle_bets', 'wager_done', 'finished', 'lost', 'canceled', 'expired')),
	CONSTRAINT "player_bonuses_wagered" CHECK ("player_bonuses"."wagered_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bonus_offer_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_wager_entries" ADD CONSTRAINT "bonus_wager_entries_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_bonus_offers" ADD CONSTRAINT "declined_bonus_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_bonus_offers" ADD CONSTRAINT "declined_bonus_offers_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_group_key_idx" ON "bonus_offers" USING btree ("group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_code_idx" ON "bonus_offers" USING btree ("code") WHERE "bonus_offers"."code" is not null;--> statement-breakpoint
CREATE INDEX "bonus_offers_trigger_idx" ON "bonus_offers" USING btree ("trigger","active");--> statement-breakpoint
CREATE INDEX "bonus_wager_entries_bonus_idx" ON "bonus_wager_entries" USING btree ("player_bonus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source_idx" ON "player_bonuses" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","kind","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_wagering_idx" ON "player_bonuses" USING btree ("user_id","currency") WHERE "player_bonuses"."stage" = 'handle_bets' and "player_bonuses"."kind" = 'bonus';--> statement-breakpoint
CREATE INDEX "player_bonuses_valid_idx" ON "player_bonuses" USING btree ("valid_until") WHERE "player_bonuses"."stage" in ('issued', 'wait', 'handle_bets');