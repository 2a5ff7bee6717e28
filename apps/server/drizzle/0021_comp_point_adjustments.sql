CREATE TABLE "comp_point_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"chargeable_micro" bigint NOT NULL,
	"persistent_micro" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comp_point_adjustments" ADD CONSTRAINT "comp_point_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_adjustments_key_idx" ON "comp_point_adjustments" USING btree ("idempotency_key");