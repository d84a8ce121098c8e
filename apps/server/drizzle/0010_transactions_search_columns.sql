DROP INDEX "transactions_user_date_idx";--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "date" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "order_id" varchar(200);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payer_address" varchar(42);--> statement-breakpoint
-- Backfill (decision note 040): rows recorded before these columns existed get the request's
-- order id and the sender of the transfer their tx_hash names, as syncFromPayment now copies.
UPDATE "transactions" AS t
SET
	"order_id" = p."order_id",
	"payer_address" = (
		SELECT pt."from_address"
		FROM "payment_transfers" AS pt
		WHERE pt."payment_id" = t."payment_id" AND pt."tx_hash" = t."tx_hash"
		ORDER BY pt."block_number" DESC, pt."log_index" DESC
		LIMIT 1
	)
FROM "payments" AS p
WHERE p."id" = t."payment_id";--> statement-breakpoint
CREATE INDEX "transactions_user_date_id_idx" ON "transactions" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "transactions_user_fiat_id_idx" ON "transactions" USING btree ("user_id","fiat_cents","id");
