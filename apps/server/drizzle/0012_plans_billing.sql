CREATE SEQUENCE "public"."billing_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"applied_plan_id" text,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text,
	"interval" text,
	"starts_at_period_end" boolean DEFAULT false NOT NULL,
	"value_cents" bigint NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"receipt_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_charges_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "billing_charges_receipt_unique" UNIQUE("receipt_number"),
	CONSTRAINT "billing_charges_kind_valid" CHECK ("billing_charges"."kind" in ('plan', 'fees')),
	CONSTRAINT "billing_charges_status_valid" CHECK ("billing_charges"."status" in ('open', 'expired', 'paid')),
	CONSTRAINT "billing_charges_plan_fields" CHECK (("billing_charges"."kind" = 'plan') = ("billing_charges"."plan_id" is not null and "billing_charges"."interval" is not null)),
	CONSTRAINT "billing_charges_amounts" CHECK ("billing_charges"."amount_cents" > 0 and "billing_charges"."credit_cents" >= 0 and "billing_charges"."amount_cents" + "billing_charges"."credit_cents" = "billing_charges"."value_cents"),
	CONSTRAINT "billing_charges_paid" CHECK (("billing_charges"."status" = 'paid') = ("billing_charges"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" text PRIMARY KEY DEFAULT 'company' NOT NULL,
	"platform_user_id" uuid,
	"company_name" varchar(200) DEFAULT 'Incasso' NOT NULL,
	"company_details" varchar(500) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 'company')
);
--> statement-breakpoint
CREATE TABLE "platform_wallets" (
	"wallet_id" uuid PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_wallets_chain_unique" UNIQUE("chain"),
	CONSTRAINT "platform_wallets_chain_valid" CHECK ("platform_wallets"."chain" in ('bsc', 'cronos', 'ethereum', 'polygon'))
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"interval" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_periods_charge_unique" UNIQUE("charge_id"),
	CONSTRAINT "subscription_periods_order" CHECK ("subscription_periods"."ends_at" >= "subscription_periods"."starts_at"),
	CONSTRAINT "subscription_periods_interval_valid" CHECK ("subscription_periods"."interval" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "monthly_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "yearly_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_platform_user_id_users_id_fk" FOREIGN KEY ("platform_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_wallets" ADD CONSTRAINT "platform_wallets_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_charge_id_billing_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."billing_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charges_user_idx" ON "billing_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_periods_user_idx" ON "subscription_periods" USING btree ("user_id","ends_at");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_prices_range" CHECK ("plans"."monthly_cents" between 0 and 100000000 and "plans"."yearly_cents" between 0 and 100000000);--> statement-breakpoint
-- Plans seeded before prices existed get the defaults of PLANS (packages/shared/src/plans.ts); a fresh database gets them from the seed, which runs after the migrations.
UPDATE "plans" SET "monthly_cents" = 900, "yearly_cents" = 9000 WHERE "id" = 'plus';--> statement-breakpoint
UPDATE "plans" SET "monthly_cents" = 2900, "yearly_cents" = 29000 WHERE "id" = 'premium';
