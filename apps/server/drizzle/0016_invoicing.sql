CREATE TABLE "invoice_counters" (
	"user_id" uuid NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_user_id_series_year_pk" PRIMARY KEY("user_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"number_format" varchar(20) DEFAULT '{YYYY}/{NNNN}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" varchar(64),
	"number_year" integer,
	"progressive" integer,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"wallet_id" uuid,
	"customer" jsonb NOT NULL,
	"customer_key" varchar(200) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"vat" jsonb NOT NULL,
	"notes" varchar(2000),
	"subtotal_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"payment_id" uuid,
	"tx_hash" varchar(80),
	"credit_note_number" varchar(64),
	"credit_note_year" integer,
	"credit_note_progressive" integer,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("user_id","number_year","progressive"),
	CONSTRAINT "invoices_credit_note_unique" UNIQUE("user_id","credit_note_year","credit_note_progressive"),
	CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('draft', 'sent', 'paid', 'overdue', 'void')),
	CONSTRAINT "invoices_number_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null)),
	CONSTRAINT "invoices_total_non_negative" CHECK ("invoices"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("status","due_date");