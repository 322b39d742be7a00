CREATE INDEX "stored_files_unsaved_idx" ON "stored_files" USING btree ("created_at") WHERE not "stored_files"."in_documents";--> statement-breakpoint
CREATE INDEX "appointment_files_file_idx" ON "appointment_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "fast_appointment_files_file_idx" ON "fast_appointment_files" USING btree ("file_id");