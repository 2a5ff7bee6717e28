CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"holder" text,
	"token" text,
	"leased_until" timestamp with time zone,
	"run_started_at" timestamp with time zone,
	"succeeded_from" timestamp with time zone,
	"finished_at" timestamp with time zone
);
