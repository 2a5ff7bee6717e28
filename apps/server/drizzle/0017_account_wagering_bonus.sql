ALTER TABLE "accounts" ADD COLUMN "wagering_bonus_id" integer;--> statement-breakpoint
UPDATE "accounts" AS a SET "wagering_bonus_id" = pb."id" FROM "player_bonuses" AS pb WHERE pb."user_id" = a."user_id" AND pb."currency" = a."currency" AND pb."kind" = 'bonus' AND pb."stage" = 'handle_bets';
