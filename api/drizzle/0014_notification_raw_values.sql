-- Notifications keep what they mean (issue 26): the raw values their text is rendered from when read, in the page's language.
ALTER TABLE "notifications" ADD COLUMN "other_name" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "currency" text;