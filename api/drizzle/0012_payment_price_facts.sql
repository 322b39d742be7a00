ALTER TABLE "local_processor_payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_sources" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_plan" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;