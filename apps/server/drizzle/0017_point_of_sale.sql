CREATE TABLE "payment_line_items" (
	"payment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"name" varchar(120) NOT NULL,
	"unit_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "payment_line_items_payment_id_position_pk" PRIMARY KEY("payment_id","position"),
	CONSTRAINT "payment_line_items_kind_valid" CHECK ("payment_line_items"."kind" in ('product', 'custom', 'tip')),
	CONSTRAINT "payment_line_items_total" CHECK ("payment_line_items"."total_cents" = "payment_line_items"."unit_cents" * "payment_line_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "pos_display_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_display_links_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pos_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tip_percents" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	"category" varchar(60),
	"price_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image" "bytea",
	"image_type" text,
	"image_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD CONSTRAINT "payment_line_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_line_items" ADD CONSTRAINT "payment_line_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_display_links" ADD CONSTRAINT "pos_display_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD CONSTRAINT "pos_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_display_links_user_idx" ON "pos_display_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_user_idx" ON "products" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "payments_user_source_created_idx" ON "payments" USING btree ("user_id","source","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_valid" CHECK ("payments"."source" in ('request', 'pos'));