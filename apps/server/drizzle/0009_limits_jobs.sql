-- Hand-written: the limits jobs pass (modules/limits/jobs.ts) runs every tick on the jobs role and reads
-- only what it needs: the players with a session limit, and the limits whose time boundary (a waiting
-- change's confirm_until, an exclusion's end) lies in the last tick. Removed rows stay for the record,
-- so the partial indexes keep to the active ones.
CREATE INDEX IF NOT EXISTS "user_limits_session_idx" ON "user_limits" USING btree ("user_id") WHERE "user_limits"."status" = 'active' AND "user_limits"."type" = 'session';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_limits_confirm_until_idx" ON "user_limits" USING btree ("confirm_until") WHERE "user_limits"."status" = 'active' AND "user_limits"."confirm_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_limits_ends_at_idx" ON "user_limits" USING btree ("ends_at") WHERE "user_limits"."status" = 'active' AND "user_limits"."ends_at" IS NOT NULL;
