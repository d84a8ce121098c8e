CREATE TABLE "recurring_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"period_index" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid,
	"request_lease_until" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_periods_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "recurring_periods_schedule_index_unique" UNIQUE("schedule_id","period_index"),
	CONSTRAINT "recurring_periods_status_valid" CHECK ("recurring_periods"."status" in ('open', 'paid', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "recurring_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"customer_locale" text NOT NULL,
	"description" varchar(500) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"wallet_id" uuid,
	"chain" text NOT NULL,
	"currencies" text[] NOT NULL,
	"interval" text NOT NULL,
	"start_date" date NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"end_kind" text NOT NULL,
	"end_payments" integer,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_schedules_status_valid" CHECK ("recurring_schedules"."status" in ('active', 'paused', 'cancelled', 'completed')),
	CONSTRAINT "recurring_schedules_amount_positive" CHECK ("recurring_schedules"."amount_cents" > 0),
	CONSTRAINT "recurring_schedules_end_fields" CHECK (("recurring_schedules"."end_kind" = 'afterPayments') = ("recurring_schedules"."end_payments" is not null) and ("recurring_schedules"."end_kind" = 'onDate') = ("recurring_schedules"."end_date" is not null) and "recurring_schedules"."end_kind" in ('never', 'afterPayments', 'onDate'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_currencies" text[];--> statement-breakpoint
ALTER TABLE "recurring_periods" ADD CONSTRAINT "recurring_periods_schedule_id_recurring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_periods_open_idx" ON "recurring_periods" USING btree ("status","window_ends_at");--> statement-breakpoint
CREATE INDEX "recurring_schedules_user_idx" ON "recurring_schedules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_schedules_status_idx" ON "recurring_schedules" USING btree ("status");