CREATE TABLE "appointment_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"sender" integer NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sender" integer NOT NULL,
	"report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"note" text NOT NULL,
	"sender" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"report" text NOT NULL,
	"date_report" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reports_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_reviews" (
	"appointment_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"half_stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reviews_appointment_id_pk" PRIMARY KEY("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_translators" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"translator_plan_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_translators_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"pay_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"creator" integer NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_pay_key_unique" UNIQUE("pay_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "doctor_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_dates" ADD CONSTRAINT "appointment_dates_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reports" ADD CONSTRAINT "appointment_reports_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_translators" ADD CONSTRAINT "appointment_translators_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_translators" ADD CONSTRAINT "appointment_translators_translator_plan_id_translator_plans_id_fk" FOREIGN KEY ("translator_plan_id") REFERENCES "public"."translator_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_plan_id_consult_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."consult_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_dates_appointment_idx" ON "appointment_dates" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_dates_one_accepted" ON "appointment_dates" USING btree ("appointment_id") WHERE "appointment_dates"."accepted";--> statement-breakpoint
CREATE INDEX "appointment_files_appointment_idx" ON "appointment_files" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_notes_appointment_idx" ON "appointment_notes" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doctor_id_unique" UNIQUE("doctor_id");