CREATE TABLE "pos_carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cart" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_carts" ADD CONSTRAINT "pos_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;