ALTER TABLE "fiscal_profiles" DROP CONSTRAINT "fiscal_profiles_fields_match_type";--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD COLUMN "street" varchar(300);--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD COLUMN "postal_code" varchar(10);--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD COLUMN "city" varchar(60);--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD COLUMN "province" varchar(2);--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_chain" text;--> statement-breakpoint
-- The one-line legal address becomes its parts where it reads 'street, CAP city (PR)' (the form
-- FatturaPA export asked for); any other text is kept whole as the street, for the merchant to
-- complete the rest.
UPDATE "fiscal_profiles" SET
  "street" = coalesce(btrim("parts"[1]), "legal_address"),
  "postal_code" = "parts"[2],
  "city" = btrim("parts"[3]),
  "province" = upper("parts"[4])
FROM (
  SELECT "user_id" AS "id",
    regexp_match("legal_address", '^\s*(.+?),\s*(\d{5})\s+([^,(]+?)(?:\s*\(([A-Za-z]{2})\))?\s*$') AS "parts"
  FROM "fiscal_profiles"
) AS "parsed"
WHERE "fiscal_profiles"."user_id" = "parsed"."id" AND "fiscal_profiles"."legal_address" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_profiles" DROP COLUMN "legal_address";--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD CONSTRAINT "fiscal_profiles_fields_match_type" CHECK (("fiscal_profiles"."account_type" = 'business' and "fiscal_profiles"."company_name" is not null and "fiscal_profiles"."vat_number" is not null and "fiscal_profiles"."street" is not null)
        or ("fiscal_profiles"."account_type" = 'private' and "fiscal_profiles"."first_name" is not null and "fiscal_profiles"."last_name" is not null and "fiscal_profiles"."fiscal_code" is not null));