CREATE TABLE "payment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"payment_id" integer,
	"state" text,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"status" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
CREATE INDEX "payment_notices_payment_idx" ON "payment_notices" USING btree ("payment_id","id");