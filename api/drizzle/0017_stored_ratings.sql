DROP INDEX "doctor_languages_language_idx";--> statement-breakpoint
DROP INDEX "doctor_specialties_specialty_idx";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "review_half_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_rating_idx" ON "doctors" USING btree ("status",("review_half_stars"::numeric / nullif("review_count", 0)) desc nulls last,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "doctor_languages_language_idx" ON "doctor_languages" USING btree ("language_id","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_specialties_specialty_idx" ON "doctor_specialties" USING btree ("specialty_id","doctor_id");--> statement-breakpoint
-- ADR 0060 (issue 28): each doctor's reviews are counted and their half stars summed on the doctor,
-- not aggregated per card (two correlated aggregates, ~5 ms a card at 100x). A card's rating is
-- round(review_half_stars / review_count / 2, 1), which is the average the cards computed
-- (avg(half_stars) of integers is their sum divided by their count, in numeric). Refreshed from the
-- reviews (not added to), so whatever was stored, a refresh makes it what the reviews say.
CREATE OR REPLACE FUNCTION doctor_refresh_rating(p_doctor integer) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  reviews integer;
  half_stars integer;
BEGIN
  SELECT count(*)::int, coalesce(sum(r.half_stars), 0)::int INTO reviews, half_stars
    FROM appointment_reviews r INNER JOIN appointments a ON a.id = r.appointment_id
   WHERE a.doctor_id = p_doctor;
  UPDATE doctors SET review_count = reviews, review_half_stars = half_stars
   WHERE id = p_doctor AND (review_count, review_half_stars) IS DISTINCT FROM (reviews, half_stars);
END
$$;
--> statement-breakpoint
-- A review written, changed, moved or deleted: the doctors of its appointment (before and after) now.
-- A review deleted with its appointment finds no appointment here; the appointment's own trigger below refreshes its doctor.
CREATE OR REPLACE FUNCTION appointment_reviews_refresh_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doctor_refresh_rating(a.doctor_id)
     FROM appointments a
    WHERE a.id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.appointment_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.appointment_id END)
    GROUP BY a.doctor_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointment_reviews_rating_insert_delete AFTER INSERT OR DELETE ON appointment_reviews
  FOR EACH ROW EXECUTE FUNCTION appointment_reviews_refresh_rating();
--> statement-breakpoint
CREATE TRIGGER appointment_reviews_rating_update AFTER UPDATE OF appointment_id, half_stars ON appointment_reviews
  FOR EACH ROW WHEN (OLD.appointment_id <> NEW.appointment_id OR OLD.half_stars <> NEW.half_stars)
  EXECUTE FUNCTION appointment_reviews_refresh_rating();
--> statement-breakpoint
-- An appointment moved to another doctor, or deleted (its review goes with it, on delete cascade):
-- its doctors, only those with reviews stored (an appointment without a review changes nothing).
CREATE OR REPLACE FUNCTION appointments_refresh_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doctor_refresh_rating(d.id)
     FROM doctors d
    WHERE d.id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.doctor_id END, OLD.doctor_id)
      AND (d.review_count > 0 OR d.id = NEW.doctor_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_rating_update AFTER UPDATE OF doctor_id ON appointments
  FOR EACH ROW WHEN (OLD.doctor_id <> NEW.doctor_id)
  EXECUTE FUNCTION appointments_refresh_rating();
--> statement-breakpoint
CREATE TRIGGER appointments_rating_delete AFTER DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_refresh_rating();
--> statement-breakpoint
-- The doctors' ratings as their reviews say now, once (one grouped pass over the reviews).
UPDATE doctors d SET review_count = r.reviews, review_half_stars = r.half_stars
  FROM (SELECT a.doctor_id, count(*)::int AS reviews, sum(rv.half_stars)::int AS half_stars
          FROM appointment_reviews rv INNER JOIN appointments a ON a.id = rv.appointment_id
         GROUP BY a.doctor_id) r
 WHERE d.id = r.doctor_id;
