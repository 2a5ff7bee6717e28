CREATE TABLE "fair_seed_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"demo_balance_cents" bigint,
	"seed_pair_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"seed_pair_id" integer,
	"shared_round_id" integer,
	"nonce" integer NOT NULL,
	"bet" jsonb NOT NULL,
	"state" jsonb,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stake_cents" bigint NOT NULL,
	"payout_cents" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"wallet_settled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shared_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"number" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"salt" text NOT NULL,
	"outcome" jsonb,
	"betting_closes_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_shared_round_id_shared_rounds_id_fk" FOREIGN KEY ("shared_round_id") REFERENCES "public"."shared_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_rounds" ADD CONSTRAINT "shared_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_current_idx" ON "fair_seed_pairs" USING btree ("user_id") WHERE "fair_seed_pairs"."revealed_at" is null and "fair_seed_pairs"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "fair_seed_pairs_user_revealed_idx" ON "fair_seed_pairs" USING btree ("user_id","revealed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_idx" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_ref_idx" ON "house_rounds" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "house_rounds_user_created_idx" ON "house_rounds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "house_rounds_session_status_idx" ON "house_rounds" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "house_rounds_shared_idx" ON "house_rounds" USING btree ("shared_round_id");--> statement-breakpoint
CREATE INDEX "house_rounds_unsettled_idx" ON "house_rounds" USING btree ("finished_at") WHERE "house_rounds"."status" = 'closed' and not "house_rounds"."wallet_settled" and "house_rounds"."mode" = 'real';--> statement-breakpoint
CREATE INDEX "house_rounds_big_wins_idx" ON "house_rounds" USING btree ("finished_at" DESC NULLS LAST) WHERE "house_rounds"."payout_cents" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_rounds_game_number_idx" ON "shared_rounds" USING btree ("game_id","number");--> statement-breakpoint
CREATE INDEX "shared_rounds_unsettled_idx" ON "shared_rounds" USING btree ("ends_at") WHERE "shared_rounds"."settled_at" is null;