CREATE TABLE "fast_appointment_files" (
	"fast_appointment_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "fast_appointment_files_fast_appointment_id_file_id_pk" PRIMARY KEY("fast_appointment_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "fast_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"note" text NOT NULL,
	"organization_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fast_appointment_files" ADD CONSTRAINT "fast_appointment_files_fast_appointment_id_fast_appointments_id_fk" FOREIGN KEY ("fast_appointment_id") REFERENCES "public"."fast_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_appointment_files" ADD CONSTRAINT "fast_appointment_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_appointments" ADD CONSTRAINT "fast_appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fast_appointments_patient_idx" ON "fast_appointments" USING btree ("patient_id","created_at");