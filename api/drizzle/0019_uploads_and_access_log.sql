CREATE TABLE "document_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"file_id" integer,
	"file_name" text NOT NULL,
	"folder_id" integer,
	"shared_folder_id" integer,
	"action" varchar(16) DEFAULT 'download' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumable_uploads" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"length" integer NOT NULL,
	"offset" integer DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "status" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_shared_folder_id_folders_id_fk" FOREIGN KEY ("shared_folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_log_owner_idx" ON "document_access_log" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "document_access_log_file_idx" ON "document_access_log" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_access_log_folder_idx" ON "document_access_log" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "resumable_uploads_expires_idx" ON "resumable_uploads" USING btree ("expires_at");