CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"currency" text NOT NULL,
	"decimals" integer NOT NULL,
	"from_address" varchar(42) NOT NULL,
	"to_address" varchar(42) NOT NULL,
	"amount_base_units" numeric(78, 0) NOT NULL,
	"fiat_cents" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"tx_hash" text,
	"log_index" integer,
	"block_number" bigint,
	"block_hash" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_status_valid" CHECK ("payment_refunds"."status" in ('PENDING', 'SENT', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_base_units" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_base_units" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_watched_idx" ON "payment_refunds" USING btree ("chain") WHERE "payment_refunds"."status" in ('PENDING', 'SENT');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_tx_unique" ON "payment_refunds" USING btree ("chain","tx_hash","log_index");