CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer,
	"system_account" text,
	"pocket" text DEFAULT 'real' NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_one_side" CHECK (("wallet_ledger"."account_id" is null) <> ("wallet_ledger"."system_account" is null)),
	CONSTRAINT "wallet_ledger_pocket" CHECK ("wallet_ledger"."pocket" in ('real', 'bonus'))
);
--> statement-breakpoint
CREATE TABLE "wallet_providers" (
	"key" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_rounds" (
	"provider_key" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"game" text,
	"bet_real_cents" bigint DEFAULT 0 NOT NULL,
	"bet_bonus_cents" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_rounds_provider_key_round_id_pk" PRIMARY KEY("provider_key","round_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"provider_key" text,
	"action_id" text,
	"round_id" text,
	"game" text,
	"ref_action_id" text,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"real_cents" bigint DEFAULT 0 NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"close_round" boolean DEFAULT false NOT NULL,
	"memo" text,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rounds" ADD CONSTRAINT "wallet_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_ledger_account_idx" ON "wallet_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_transaction_idx" ON "wallet_ledger" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_idx" ON "wallet_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_transactions_ref_idx" ON "wallet_transactions" USING btree ("provider_key","ref_action_id") WHERE "wallet_transactions"."ref_action_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_round_idx" ON "wallet_transactions" USING btree ("provider_key","round_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","id");