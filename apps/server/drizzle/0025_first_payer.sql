ALTER TABLE "payments" ADD COLUMN "first_payer_address" varchar(42);--> statement-breakpoint
-- Who paid first, kept beside the request so statistics group by payer without one lookup per
-- request (decision note 086): every change to a request's credits sets it again.
CREATE FUNCTION "payments_first_payer_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  FOREACH target IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.payment_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.payment_id END
  ] LOOP
    CONTINUE WHEN target IS NULL;
    UPDATE "payments" SET "first_payer_address" = (
      SELECT t."from_address" FROM "payment_transfers" t
      WHERE t."payment_id" = target ORDER BY t."block_number", t."log_index" LIMIT 1
    ) WHERE "id" = target;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_transfers_first_payer" AFTER INSERT OR UPDATE OR DELETE ON "payment_transfers"
  FOR EACH ROW EXECUTE FUNCTION "payments_first_payer_refresh"();--> statement-breakpoint
UPDATE "payments" p SET "first_payer_address" = f."from_address" FROM (
  SELECT DISTINCT ON ("payment_id") "payment_id", "from_address" FROM "payment_transfers"
  ORDER BY "payment_id", "block_number", "log_index"
) f WHERE f."payment_id" = p."id";
