ALTER TABLE "payments" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_held_for_valid" CHECK ("payments"."held_for" in ('invoice', 'recurring', 'billing'));--> statement-breakpoint
UPDATE "payments" SET "held_for" = 'invoice' WHERE "id" IN (SELECT "payment_id" FROM "invoices" WHERE "payment_id" IS NOT NULL);--> statement-breakpoint
UPDATE "payments" SET "held_for" = 'recurring' WHERE "id" IN (SELECT "payment_id" FROM "recurring_periods" WHERE "payment_id" IS NOT NULL);--> statement-breakpoint
UPDATE "payments" SET "held_for" = 'billing' WHERE "id" IN (SELECT "payment_id" FROM "billing_charges");
