CREATE TABLE "unverifiable_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "unverifiable_transfers" ADD CONSTRAINT "unverifiable_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unverifiable_transfers_tx_unique" ON "unverifiable_transfers" USING btree ("chain","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "unverifiable_transfers_open_idx" ON "unverifiable_transfers" USING btree ("chain","resolved_at");