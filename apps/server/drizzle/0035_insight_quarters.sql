-- Writers wait for this migration, so the backfill below and the triggers see the same rows.
LOCK TABLE "payments", "payment_refunds" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "payment_confirmed_quarters" (
	"user_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"fiat_currency" text NOT NULL,
	"currency" text,
	"chain" text NOT NULL,
	"count" integer NOT NULL,
	"cents" bigint NOT NULL,
	"late" integer NOT NULL,
	"underpaid" integer NOT NULL,
	"overpaid" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_created_quarters" (
	"user_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_payer_counts" (
	"user_id" uuid NOT NULL,
	"payer" text NOT NULL,
	"count" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_confirmed_quarters_user_idx" ON "payment_confirmed_quarters" USING btree ("user_id","quarter");--> statement-breakpoint
CREATE INDEX "payment_confirmed_quarters_loose_idx" ON "payment_confirmed_quarters" USING btree ("user_id","quarter") WHERE not "payment_confirmed_quarters"."compacted";--> statement-breakpoint
CREATE INDEX "payment_created_quarters_user_idx" ON "payment_created_quarters" USING btree ("user_id","quarter");--> statement-breakpoint
CREATE INDEX "payment_created_quarters_loose_idx" ON "payment_created_quarters" USING btree ("user_id","quarter") WHERE not "payment_created_quarters"."compacted";--> statement-breakpoint
CREATE INDEX "payment_payer_counts_user_idx" ON "payment_payer_counts" USING btree ("user_id","payer");--> statement-breakpoint
CREATE INDEX "payment_payer_counts_often_idx" ON "payment_payer_counts" USING btree ("user_id","count") WHERE "payment_payer_counts"."compacted";--> statement-breakpoint
CREATE INDEX "payment_payer_counts_loose_idx" ON "payment_payer_counts" USING btree ("user_id") WHERE not "payment_payer_counts"."compacted";--> statement-breakpoint
-- What the insights read of single confirmed payments (amounts, seconds to confirm, payers),
-- answered from the index alone (decision note 102).
CREATE INDEX "payments_user_confirmed_idx" ON "payments" USING btree ("user_id","fiat_currency","confirmed_at")
  INCLUDE ("id","fiat_cents","created_at","first_payer_address")
  WHERE "status" = 'CONFIRMED';--> statement-breakpoint
-- A regular payer's confirmed requests of a window, for their bursts, without reading the rest.
CREATE INDEX "payments_user_payer_idx" ON "payments" USING btree ("user_id", lower("first_payer_address" COLLATE "C"), "confirmed_at")
  WHERE "status" = 'CONFIRMED' AND "first_payer_address" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" p SET "refunded_cents" = r."cents" FROM (
  SELECT "payment_id", sum("fiat_cents") AS "cents" FROM "payment_refunds"
  WHERE "status" = 'CONFIRMED' GROUP BY "payment_id"
) r WHERE r."payment_id" = p."id";--> statement-breakpoint
INSERT INTO "payment_created_quarters" ("user_id", "quarter", "status", "count", "compacted")
SELECT "user_id", date_bin(interval '15 minutes', "created_at", timestamptz 'epoch'), "status",
  count(*), true
FROM "payments" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "payment_confirmed_quarters" ("user_id", "quarter", "fiat_currency", "currency",
  "chain", "count", "cents", "late", "underpaid", "overpaid", "compacted")
SELECT "user_id", date_bin(interval '15 minutes', "confirmed_at", timestamptz 'epoch'),
  "fiat_currency", "currency", "chain", count(*),
  sum("fiat_cents" - least("fiat_cents", "refunded_cents")),
  count(*) FILTER (WHERE "paid_late"), count(*) FILTER (WHERE "underpaid"),
  count(*) FILTER (WHERE "overpaid"), true
FROM "payments" WHERE "status" = 'CONFIRMED' AND "confirmed_at" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "payment_payer_counts" ("user_id", "payer", "count", "compacted")
SELECT "user_id", lower("first_payer_address"), count(*), true
FROM "payments" WHERE "status" = 'CONFIRMED' AND "confirmed_at" IS NOT NULL
  AND "first_payer_address" IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
-- One request's part in the quarter sums, added (sign 1) or taken back (sign -1).
CREATE FUNCTION "payment_insight_delta"(p "payments", sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_created_quarters" ("user_id", "quarter", "status", "count")
  VALUES (p."user_id", date_bin(interval '15 minutes', p."created_at", timestamptz 'epoch'),
    p."status", sign);
  IF p."status" = 'CONFIRMED' AND p."confirmed_at" IS NOT NULL THEN
    INSERT INTO "payment_confirmed_quarters" ("user_id", "quarter", "fiat_currency", "currency",
      "chain", "count", "cents", "late", "underpaid", "overpaid")
    VALUES (p."user_id", date_bin(interval '15 minutes', p."confirmed_at", timestamptz 'epoch'),
      p."fiat_currency", p."currency", p."chain", sign,
      sign * (p."fiat_cents" - least(p."fiat_cents", p."refunded_cents")),
      sign * p."paid_late"::integer, sign * p."underpaid"::integer, sign * p."overpaid"::integer);
    IF p."first_payer_address" IS NOT NULL THEN
      INSERT INTO "payment_payer_counts" ("user_id", "payer", "count")
      VALUES (p."user_id", lower(p."first_payer_address"), sign);
    END IF;
  END IF;
END;
$$;--> statement-breakpoint
-- Every path that creates, confirms, expires, rolls back, refunds or deletes a request keeps the
-- sums right without knowing of them.
CREATE FUNCTION "payments_insight_quarters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."user_id" = OLD."user_id" AND NEW."status" = OLD."status"
    AND NEW."created_at" = OLD."created_at"
    AND NEW."confirmed_at" IS NOT DISTINCT FROM OLD."confirmed_at"
    AND NEW."fiat_cents" = OLD."fiat_cents" AND NEW."fiat_currency" = OLD."fiat_currency"
    AND NEW."currency" IS NOT DISTINCT FROM OLD."currency" AND NEW."chain" = OLD."chain"
    AND NEW."paid_late" = OLD."paid_late" AND NEW."underpaid" = OLD."underpaid"
    AND NEW."overpaid" = OLD."overpaid" AND NEW."refunded_cents" = OLD."refunded_cents"
    AND NEW."first_payer_address" IS NOT DISTINCT FROM OLD."first_payer_address" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "payment_insight_delta"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "payment_insight_delta"(NEW, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only updates of what the sums read call the function: the watcher's per-block updates of a
-- request's confirmations do not.
CREATE TRIGGER "payments_insight_quarters" AFTER INSERT OR DELETE OR UPDATE OF "user_id",
  "status", "created_at", "confirmed_at", "fiat_cents", "fiat_currency", "currency", "chain",
  "paid_late", "underpaid", "overpaid", "refunded_cents", "first_payer_address" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_insight_quarters"();--> statement-breakpoint
CREATE FUNCTION "payments_refunded_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOREACH target IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."payment_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."payment_id" END
  ] LOOP
    CONTINUE WHEN target IS NULL;
    UPDATE "payments" SET "refunded_cents" = (
      SELECT coalesce(sum(r."fiat_cents"), 0) FROM "payment_refunds" r
      WHERE r."payment_id" = target AND r."status" = 'CONFIRMED'
    ) WHERE "id" = target;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_refunds_refunded" AFTER INSERT OR DELETE OR UPDATE OF "status", "fiat_cents", "payment_id"
  ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "payments_refunded_refresh"();
