DROP INDEX "vip_quarter_sums_quarter_idx";--> statement-breakpoint
ALTER TABLE "vip_quarter_sums" DROP CONSTRAINT "vip_quarter_sums_user_id_currency_quarter_start_pk";--> statement-breakpoint
ALTER TABLE "vip_quarter_sums" ADD CONSTRAINT "vip_quarter_sums_quarter_start_user_id_currency_pk" PRIMARY KEY("quarter_start","user_id","currency");