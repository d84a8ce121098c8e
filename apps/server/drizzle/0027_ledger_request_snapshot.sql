-- The ledger carries the request it pays and a till sale's cart (decision note 067), so a
-- transaction's detail is read from its row alone. Existing rows are filled from the request
-- and the cart as they stand now: what the detail showed until this migration.
ALTER TABLE "transactions" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "line_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "transactions" AS t SET "request" = jsonb_build_object(
  'status', p."status",
  'amountBaseUnits', p."amount_base_units"::text,
  'paidBaseUnits', p."paid_base_units"::text,
  'confirmations', p."confirmations",
  'requiredConfirmations', p."required_confirmations",
  'createdAt', to_char(p."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'expiresAt', to_char(p."expires_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'flags', jsonb_build_object(
    'paidLate', p."paid_late",
    'paidPartial', p."paid_partial",
    'underpaid', p."underpaid",
    'overpaid', p."overpaid"
  )
)
FROM "payments" AS p
WHERE p."id" = t."payment_id";--> statement-breakpoint
UPDATE "transactions" AS t SET "line_items" = (
  SELECT jsonb_agg(
    jsonb_build_object(
      'position', l."position",
      'kind', l."kind",
      'productId', l."product_id",
      'name', l."name",
      'unitCents', l."unit_cents",
      'quantity', l."quantity",
      'totalCents', l."total_cents"
    )
    ORDER BY l."position"
  )
  FROM "payment_line_items" AS l
  WHERE l."payment_id" = t."payment_id"
)
WHERE EXISTS (SELECT 1 FROM "payment_line_items" AS l WHERE l."payment_id" = t."payment_id");--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "request" SET NOT NULL;
