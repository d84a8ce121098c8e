CREATE TABLE "payment_link_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"fiat_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_link_payments_status_valid" CHECK ("payment_link_payments"."status" in ('open', 'paid', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" varchar(12) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" varchar(500) NOT NULL,
	"currency" text NOT NULL,
	"fixed_cents" bigint,
	"min_cents" bigint,
	"max_cents" bigint,
	"wallet_id" uuid,
	"chain" text NOT NULL,
	"currencies" text[] NOT NULL,
	"redirect_url" varchar(2048),
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_slug_unique" UNIQUE("slug"),
	CONSTRAINT "payment_links_status_valid" CHECK ("payment_links"."status" in ('active', 'paused', 'deleted')),
	CONSTRAINT "payment_links_amount_kind" CHECK (("payment_links"."fixed_cents" is null) = ("payment_links"."min_cents" is not null and "payment_links"."max_cents" is not null) and ("payment_links"."fixed_cents" is null or ("payment_links"."min_cents" is null and "payment_links"."max_cents" is null)))
);
--> statement-breakpoint
ALTER TABLE "payment_link_payments" ADD CONSTRAINT "payment_link_payments_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_link_payments_link_idx" ON "payment_link_payments" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_user_idx" ON "payment_links" USING btree ("user_id","created_at");