-- A bet's comp-point entry carries one index and no foreign key (see docs/loyalty.md, "Speed").
ALTER TABLE "comp_point_entries" DROP CONSTRAINT "comp_point_entries_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "comp_point_entries_user_idx";--> statement-breakpoint
ALTER TABLE "comp_point_entries" DROP CONSTRAINT "comp_point_entries_pkey";--> statement-breakpoint
ALTER TABLE "comp_point_entries" ADD CONSTRAINT "comp_point_entries_user_id_created_at_transaction_id_pk" PRIMARY KEY("user_id","created_at","transaction_id");
