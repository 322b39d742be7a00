-- Issue 28 (ADR 0052): pages and counts of the doctors list from (status, id); the language filter by language;
-- name search by trigrams of the folded name (LIKE '%…%' and word similarity). pg_trgm is a trusted extension
-- (PostgreSQL 13+: the database's owner may create it); PGlite loads it from its contrib (api/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "doctor_languages_language_idx" ON "doctor_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "doctors_status_idx" ON "doctors" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "doctors_search_name_trgm_idx" ON "doctors" USING gin ("search_name" gin_trgm_ops);