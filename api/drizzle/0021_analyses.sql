CREATE TABLE "analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"file_id" integer,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_mime" text NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"indicators" jsonb,
	"unread" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_owner_idx" ON "analyses" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "analyses_file_idx" ON "analyses" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "analyses_due_idx" ON "analyses" USING btree ("next_attempt_at") WHERE "analyses"."status" = 1;