CREATE TABLE "pwa_daily_events" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pwa_daily_events_day_event_user_id_pk" PRIMARY KEY("day","event","user_id")
);
--> statement-breakpoint
ALTER TABLE "pwa_daily_events" ADD CONSTRAINT "pwa_daily_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pwa_daily_events_user_idx" ON "pwa_daily_events" USING btree ("user_id");