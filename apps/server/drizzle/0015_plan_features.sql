ALTER TABLE "plans" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "features" = '{transactions,subscriptions,invoicing,pos,insights}' WHERE "id" = 'plus';--> statement-breakpoint
UPDATE "plans" SET "features" = '{transactions,export,subscriptions,invoicing,pos,insights,developer}' WHERE "id" = 'premium';
