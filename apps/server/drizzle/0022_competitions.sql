CREATE TABLE "lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"frontend_identifier" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"deposit_scale_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comp_points_ticket_price" integer DEFAULT 0 NOT NULL,
	"max_tickets_per_player" integer,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"tickets_hash" text,
	"drawn_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotteries_period" CHECK ("lotteries"."end_at" > "lotteries"."start_at"),
	CONSTRAINT "lotteries_price" CHECK ("lotteries"."comp_points_ticket_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"lottery_id" integer NOT NULL,
	"award_place" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"offer_id" integer,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prizes_lottery_id_award_place_pk" PRIMARY KEY("lottery_id","award_place"),
	CONSTRAINT "lottery_prizes_kind" CHECK ("lottery_prizes"."kind" in ('money', 'bonus', 'freespins')),
	CONSTRAINT "lottery_prizes_place" CHECK ("lottery_prizes"."award_place" > 0),
	CONSTRAINT "lottery_prizes_offer" CHECK ("lottery_prizes"."kind" = 'money' or "lottery_prizes"."offer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_ticket_grants_source" CHECK ("lottery_ticket_grants"."source" in ('deposit', 'shop', 'operator')),
	CONSTRAINT "lottery_ticket_grants_count" CHECK ("lottery_ticket_grants"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"lottery_id" integer NOT NULL,
	"number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_tickets_lottery_id_number_pk" PRIMARY KEY("lottery_id","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"lottery_id" integer NOT NULL,
	"award_place" integer NOT NULL,
	"ticket_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_winners_lottery_id_award_place_pk" PRIMARY KEY("lottery_id","award_place")
);
--> statement-breakpoint
CREATE TABLE "player_achievements" (
	"user_id" integer NOT NULL,
	"badge" text NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_achievements_user_id_badge_pk" PRIMARY KEY("user_id","badge"),
	CONSTRAINT "player_achievements_level" CHECK ("player_achievements"."level" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"transaction_id" bigint NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"rate_micro" bigint DEFAULT 0 NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_entries_transaction_id_tournament_id_pk" PRIMARY KEY("transaction_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"games_taken" integer DEFAULT 0 NOT NULL,
	"best_rate_micro" bigint DEFAULT 0 NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"award_place" integer,
	CONSTRAINT "tournament_players_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_id" integer NOT NULL,
	"award_place" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"offer_id" integer,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_prizes_tournament_id_award_place_pk" PRIMARY KEY("tournament_id","award_place"),
	CONSTRAINT "tournament_prizes_kind" CHECK ("tournament_prizes"."kind" in ('money', 'bonus', 'freespins')),
	CONSTRAINT "tournament_prizes_place" CHECK ("tournament_prizes"."award_place" > 0),
	CONSTRAINT "tournament_prizes_offer" CHECK ("tournament_prizes"."kind" = 'money' or "tournament_prizes"."offer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"frontend_identifier" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"strategy" text NOT NULL,
	"currency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"games" text[] DEFAULT '{}'::text[] NOT NULL,
	"producers" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_bet_cents" bigint DEFAULT 0 NOT NULL,
	"confirmation_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_strategy" CHECK ("tournaments"."strategy" in ('bet', 'win', 'rate', 'spin')),
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."end_at" > "tournaments"."start_at"),
	CONSTRAINT "tournaments_min_bet" CHECK ("tournaments"."min_bet_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_grants" ADD CONSTRAINT "lottery_ticket_grants_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_grants" ADD CONSTRAINT "lottery_ticket_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_grant_id_lottery_ticket_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."lottery_ticket_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotteries_slug_idx" ON "lotteries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "lotteries_end_idx" ON "lotteries" USING btree ("end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_ticket_grants_source_idx" ON "lottery_ticket_grants" USING btree ("lottery_id","source_key");--> statement-breakpoint
CREATE INDEX "lottery_tickets_user_idx" ON "lottery_tickets" USING btree ("user_id","lottery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_ticket_idx" ON "lottery_winners" USING btree ("lottery_id","ticket_number");--> statement-breakpoint
CREATE INDEX "tournament_entries_player_idx" ON "tournament_entries" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_players_rank_idx" ON "tournament_players" USING btree ("tournament_id","score" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "tournament_players_user_idx" ON "tournament_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_slug_idx" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tournaments_end_idx" ON "tournaments" USING btree ("end_at");