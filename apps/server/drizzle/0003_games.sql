CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country" text,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"game_id" integer NOT NULL,
	"category_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_game_id_category_id_pk" PRIMARY KEY("game_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "game_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"producer" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text NOT NULL,
	"engine" text NOT NULL,
	"variant" text NOT NULL,
	"volatility" text NOT NULL,
	"lines" integer,
	"ways" integer,
	"rtp" numeric(5, 2) NOT NULL,
	"hit_rate" numeric(5, 2) NOT NULL,
	"devices" text[] NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_title" text NOT NULL,
	"art" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"index" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"available_amount_cents" bigint NOT NULL,
	"total_amount_cents" bigint NOT NULL,
	"current_award_value" double precision,
	"state" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"original_amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"external_id" text NOT NULL,
	"currency" text NOT NULL,
	"allowed_currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"games" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "played_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	CONSTRAINT "played_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "game_currencies" ADD CONSTRAINT "game_currencies_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_producer_producers_slug_fk" FOREIGN KEY ("producer") REFERENCES "public"."producers"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_country_idx" ON "categories" USING btree ("country");--> statement-breakpoint
CREATE INDEX "favourite_games_user_created_idx" ON "favourite_games" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_categories_category_position_idx" ON "game_categories" USING btree ("category_id","position","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_currencies_game_currency_idx" ON "game_currencies" USING btree ("game_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "games_identifier_idx" ON "games" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "games_producer_popularity_idx" ON "games" USING btree ("producer","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_released_at_idx" ON "games" USING btree ("released_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_seo_title_idx" ON "games" USING btree ("seo_title");--> statement-breakpoint
CREATE INDEX "games_search_title_trgm_idx" ON "games" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_jackpot_identifier_idx" ON "jackpot_levels" USING btree ("jackpot_id","identifier");--> statement-breakpoint
CREATE INDEX "jackpot_wins_created_idx" ON "jackpot_wins" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_identifier_idx" ON "jackpots" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "played_games_user_activity_idx" ON "played_games" USING btree ("user_id","last_activity_at" DESC NULLS LAST);