CREATE TABLE "adventure_days" (
	"user_id" integer NOT NULL,
	"adventure_key" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"gift_id" integer,
	CONSTRAINT "adventure_days_user_id_adventure_key_day_pk" PRIMARY KEY("user_id","adventure_key","day")
);
--> statement-breakpoint
CREATE TABLE "comp_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"count" integer NOT NULL,
	"points" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text,
	"gift_id" integer,
	"lootbox_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_exchanges_count" CHECK ("comp_exchanges"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chargeable_micro" bigint DEFAULT 0 NOT NULL,
	"persistent_micro" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comp_point_balances_chargeable" CHECK ("comp_point_balances"."chargeable_micro" >= 0),
	CONSTRAINT "comp_point_balances_persistent" CHECK ("comp_point_balances"."persistent_micro" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_earn_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_family" text NOT NULL,
	"currency" text NOT NULL,
	"stake_cents" integer NOT NULL,
	"chargeable_points" integer NOT NULL,
	"persistent_points" integer NOT NULL,
	CONSTRAINT "comp_point_earn_rates_stake" CHECK ("comp_point_earn_rates"."stake_cents" > 0),
	CONSTRAINT "comp_point_earn_rates_points" CHECK ("comp_point_earn_rates"."chargeable_points" >= 0 and "comp_point_earn_rates"."persistent_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_entries" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"quarter_start" date NOT NULL,
	"real_stake_cents" bigint NOT NULL,
	"chargeable_micro" bigint NOT NULL,
	"persistent_micro" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_shop_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"titles" jsonb NOT NULL,
	"points" integer NOT NULL,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offer_id" integer,
	"lootbox_group_key" text,
	"lottery_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"badge" text,
	"special" boolean DEFAULT false NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "comp_shop_cards_kind" CHECK ("comp_shop_cards"."kind" in ('money', 'freespins', 'lootboxes', 'lotteries')),
	CONSTRAINT "comp_shop_cards_points" CHECK ("comp_shop_cards"."points" > 0),
	CONSTRAINT "comp_shop_cards_badge" CHECK ("comp_shop_cards"."badge" is null or "comp_shop_cards"."badge" in ('popular', 'new', 'vip'))
);
--> statement-breakpoint
CREATE TABLE "lootboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"group_key" text NOT NULL,
	"titles" jsonb NOT NULL,
	"currency" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"prize_item_id" integer,
	"gift_id" integer,
	"fair_pair_id" integer,
	"nonce" integer,
	CONSTRAINT "lootboxes_stage" CHECK ("lootboxes"."stage" in ('issued', 'activated', 'canceled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "vip_quarter_resets" (
	"quarter_start" date PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"players_changed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_quarter_sums" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"quarter_start" date NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_quarter_sums_user_id_currency_quarter_start_pk" PRIMARY KEY("user_id","currency","quarter_start")
);
--> statement-breakpoint
CREATE TABLE "vip_thresholds" (
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"bet_cents" bigint NOT NULL,
	CONSTRAINT "vip_thresholds_status_currency_pk" PRIMARY KEY("status","currency"),
	CONSTRAINT "vip_thresholds_status" CHECK ("vip_thresholds"."status" in ('bronze', 'silver', 'gold', 'diamond'))
);
--> statement-breakpoint
ALTER TABLE "adventure_days" ADD CONSTRAINT "adventure_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_days" ADD CONSTRAINT "adventure_days_gift_id_player_bonuses_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."player_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_exchanges" ADD CONSTRAINT "comp_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_exchanges" ADD CONSTRAINT "comp_exchanges_card_id_comp_shop_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."comp_shop_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_exchanges" ADD CONSTRAINT "comp_exchanges_gift_id_player_bonuses_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."player_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_balances" ADD CONSTRAINT "comp_point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_entries" ADD CONSTRAINT "comp_point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_shop_cards" ADD CONSTRAINT "comp_shop_cards_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_gift_id_player_bonuses_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."player_bonuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_quarter_sums" ADD CONSTRAINT "vip_quarter_sums_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comp_exchanges_idempotency_idx" ON "comp_exchanges" USING btree ("user_id","idempotency_key") WHERE "comp_exchanges"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "comp_exchanges_user_idx" ON "comp_exchanges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_earn_rates_family_currency_idx" ON "comp_point_earn_rates" USING btree ("game_family","currency");--> statement-breakpoint
CREATE INDEX "comp_point_entries_user_idx" ON "comp_point_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_shop_cards_group_key_idx" ON "comp_shop_cards" USING btree ("group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lootboxes_source_idx" ON "lootboxes" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "lootboxes_user_idx" ON "lootboxes" USING btree ("user_id","stage");--> statement-breakpoint
CREATE INDEX "lootboxes_valid_idx" ON "lootboxes" USING btree ("valid_until") WHERE "lootboxes"."stage" = 'issued';--> statement-breakpoint
CREATE INDEX "vip_quarter_sums_quarter_idx" ON "vip_quarter_sums" USING btree ("quarter_start");