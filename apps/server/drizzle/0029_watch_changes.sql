-- Rows that predate the column count as changed long ago: a watcher loads every address in full
-- when it starts, so it has them already. A constant default spares rewriting the table.
ALTER TABLE "payments" ADD COLUMN "watch_changed_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "watch_changed_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
-- What a chain watcher filters by (status, address, chain, end of monitoring) changed: stamp it
-- on the database's clock, whichever code path made the change (decision note 087).
CREATE FUNCTION "payments_watch_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
    OR NEW."status" IS DISTINCT FROM OLD."status"
    OR NEW."address" IS DISTINCT FROM OLD."address"
    OR NEW."chain" IS DISTINCT FROM OLD."chain"
    OR NEW."monitor_until" IS DISTINCT FROM OLD."monitor_until" THEN
    NEW."watch_changed_at" := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_watch_changed" BEFORE INSERT OR UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_watch_changed"();--> statement-breakpoint
CREATE INDEX "payments_watch_changed_idx" ON "payments" USING btree ("chain","watch_changed_at");--> statement-breakpoint
CREATE INDEX "payments_open_address_idx" ON "payments" USING btree ("chain","address") WHERE "payments"."status" in ('PENDING', 'DETECTED', 'CONFIRMING');--> statement-breakpoint
CREATE INDEX "payments_monitored_address_idx" ON "payments" USING btree ("chain","address","monitor_until") WHERE "payments"."status" in ('TIMED_OUT', 'CANCELLED');
