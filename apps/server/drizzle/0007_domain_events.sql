CREATE TABLE "domain_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"aggregate_id" uuid NOT NULL,
	"user_id" uuid,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"abandoned" boolean DEFAULT false NOT NULL,
	CONSTRAINT "domain_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_event_id" uuid;--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("seq") WHERE "domain_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_aggregate_pending_idx" ON "domain_events" USING btree ("aggregate_id","seq") WHERE "domain_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_dispatched_idx" ON "domain_events" USING btree ("dispatched_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_source_event_id_unique" UNIQUE("source_event_id");