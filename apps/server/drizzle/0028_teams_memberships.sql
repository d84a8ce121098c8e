CREATE TABLE "member_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "member_invitations_role_valid" CHECK ("member_invitations"."role" in ('manager', 'cashier', 'accountant', 'developer'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_merchant_id_user_id_pk" PRIMARY KEY("merchant_id","user_id"),
	CONSTRAINT "memberships_role_valid" CHECK ("memberships"."role" in ('owner', 'manager', 'cashier', 'accountant', 'developer'))
);
--> statement-breakpoint
CREATE TABLE "merchant_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" varchar(254),
	"action" text NOT NULL,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "member_limit" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_audit_log" ADD CONSTRAINT "merchant_audit_log_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_settings" ADD CONSTRAINT "team_settings_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_merchant_email_unique" ON "member_invitations" USING btree ("merchant_id","email");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merchant_audit_log_merchant_idx" ON "merchant_audit_log" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_merchant_id_users_id_fk" FOREIGN KEY ("active_merchant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_member_limit_range" CHECK ("plans"."member_limit" >= 1);--> statement-breakpoint
-- Every existing account becomes the owner of its own merchant (decision note 091).
INSERT INTO "memberships" ("merchant_id", "user_id", "role", "created_at")
  SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
-- The plans' member limits as the defaults say (Free 1, Plus 3, Premium none); an admin edits them.
UPDATE "plans" SET "member_limit" = 1 WHERE "id" = 'free';--> statement-breakpoint
UPDATE "plans" SET "member_limit" = 3 WHERE "id" = 'plus';--> statement-breakpoint
-- The merchant's audit log is never rewritten; it goes only with its merchant.
CREATE FUNCTION "merchant_audit_log_no_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'merchant_audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "merchant_audit_log_no_update" BEFORE UPDATE ON "merchant_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "merchant_audit_log_no_update"();
