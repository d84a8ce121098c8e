CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(50) NOT NULL,
	"address" varchar(42) NOT NULL,
	"chain" text NOT NULL,
	"accepted_currency_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_chain_valid" CHECK ("wallets"."chain" in ('bsc', 'cronos', 'ethereum', 'polygon'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"tx_hash" text,
	"block_number" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"from_address" varchar(42) NOT NULL,
	"amount_base_units" numeric(78, 0) NOT NULL,
	"assigned_by_hand" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid,
	"chain" text NOT NULL,
	"address" varchar(42) NOT NULL,
	"currency" text NOT NULL,
	"decimals" integer NOT NULL,
	"amount_base_units" numeric(78, 0) NOT NULL,
	"paid_base_units" numeric(78, 0) DEFAULT 0 NOT NULL,
	"fiat_cents" bigint NOT NULL,
	"fiat_currency" text NOT NULL,
	"rate" text NOT NULL,
	"rate_source" text NOT NULL,
	"fee_bps" integer NOT NULL,
	"tolerance_bps" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_reserved" boolean DEFAULT true NOT NULL,
	"paid_late" boolean DEFAULT false NOT NULL,
	"paid_partial" boolean DEFAULT false NOT NULL,
	"underpaid" boolean DEFAULT false NOT NULL,
	"overpaid" boolean DEFAULT false NOT NULL,
	"tx_hash" text,
	"block_number" bigint,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"order_id" varchar(200),
	"redirect_url" varchar(2048),
	"expires_at" timestamp with time zone NOT NULL,
	"monitor_until" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_reserved_open" CHECK (not "payments"."amount_reserved" or "payments"."status" in ('PENDING', 'DETECTED', 'CONFIRMING')),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('PENDING', 'DETECTED', 'CONFIRMING', 'CONFIRMED', 'TIMED_OUT')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_base_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "unmatched_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"to_address" varchar(42) NOT NULL,
	"from_address" varchar(42) NOT NULL,
	"currency" text NOT NULL,
	"amount_base_units" numeric(78, 0) NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"currency" text NOT NULL,
	"decimals" integer NOT NULL,
	"crypto_base_units" numeric(78, 0) NOT NULL,
	"fiat_cents" bigint NOT NULL,
	"fiat_currency" text NOT NULL,
	"fee_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "transactions_status_valid" CHECK ("transactions"."status" in ('Pending', 'Completed', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_tolerance_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_chain_address_unique" ON "wallets" USING btree ("user_id","chain","address");--> statement-breakpoint
CREATE INDEX "wallets_chain_address_idx" ON "wallets" USING btree ("chain","address");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_tx_unique" ON "payment_transfers" USING btree ("chain","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "payment_transfers_payment_idx" ON "payment_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_transfers_block_idx" ON "payment_transfers" USING btree ("chain","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_amount_unique" ON "payments" USING btree ("chain","address","currency","amount_base_units") WHERE "payments"."amount_reserved";--> statement-breakpoint
CREATE INDEX "payments_watch_idx" ON "payments" USING btree ("chain","address","currency");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_expires_idx" ON "payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_transfers_tx_unique" ON "unmatched_transfers" USING btree ("chain","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_address_idx" ON "unmatched_transfers" USING btree ("chain","to_address");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_block_idx" ON "unmatched_transfers" USING btree ("chain","block_number");--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payment_tolerance_bps_range" CHECK ("users"."payment_tolerance_bps" between 0 and 1000);