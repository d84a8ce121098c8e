ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
DROP INDEX "wallets_user_chain_address_unique";--> statement-breakpoint
DROP INDEX "wallets_chain_address_idx";--> statement-breakpoint
DROP INDEX "unmatched_transfers_address_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD COLUMN "wallet_id" uuid;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD COLUMN "cancelled_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_cancelled_payment_id_payments_id_fk" FOREIGN KEY ("cancelled_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An address held by several accounts stays with the account that added it first: the later
-- copies are how one merchant could read another's unmatched transfers (issue 7).
DELETE FROM "wallets" AS "later" USING "wallets" AS "first"
  WHERE "later"."chain" = "first"."chain" AND "later"."address" = "first"."address"
  AND ("later"."created_at", "later"."id") > ("first"."created_at", "first"."id");--> statement-breakpoint
UPDATE "unmatched_transfers" SET "user_id" = "wallets"."user_id", "wallet_id" = "wallets"."id"
  FROM "wallets"
  WHERE "wallets"."chain" = "unmatched_transfers"."chain"
  AND "wallets"."address" = "unmatched_transfers"."to_address";--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_chain_address_unique" ON "wallets" USING btree ("chain","address");--> statement-breakpoint
CREATE INDEX "wallets_user_idx" ON "wallets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_user_idx" ON "unmatched_transfers" USING btree ("user_id","block_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('PENDING', 'DETECTED', 'CONFIRMING', 'CONFIRMED', 'TIMED_OUT', 'CANCELLED'));