ALTER TABLE "doctors" ADD COLUMN "next_free_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "next_free_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "doctors_next_free_until_idx" ON "doctors" USING btree ("next_free_until");--> statement-breakpoint
-- ADR 0058 (issue 28): each doctor's first free video slot is stored, not computed per card (~5 ms
-- a card at 100x). doctor_refresh_next_free computes it as the cards did (doctor_next_free, from an
-- hour ahead, 14 more days) and keeps until when it holds while only time passes: a slot found
-- holds until an hour before it (the slots before it were taken or outside the hours, and stay so
-- unless the calendar changes); none found holds until the day of "an hour ahead" changes in the
-- doctor's zone (then a new day enters the window). The notice and the window are the cards'
-- NEXT_FREE_NOTICE_MINUTES and NEXT_FREE_DAYS (api/src/doctors/doctors.service.ts).
CREATE OR REPLACE FUNCTION doctor_refresh_next_free(p_doctor integer) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  d record;
  minutes integer;
  from_at timestamptz := now() + interval '60 minutes';
  first_free timestamptz;
  tz text;
BEGIN
  SELECT id, working_hours, timezone INTO d FROM doctors WHERE id = p_doctor;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT duration INTO minutes FROM consult_plans WHERE doctor_id = p_doctor AND type = 1 ORDER BY id LIMIT 1;
  first_free := doctor_next_free(p_doctor, d.working_hours, d.timezone, minutes, from_at, 14);
  tz := coalesce(nullif(d.timezone, ''), 'UTC');
  UPDATE doctors
     SET next_free_at = first_free,
         next_free_until = coalesce(first_free, (((from_at AT TIME ZONE tz)::date + 1)::timestamp AT TIME ZONE tz)) - interval '60 minutes'
   WHERE id = p_doctor;
END
$$;
--> statement-breakpoint
-- An accepted time, or an appointment's status, doctor or plan, changed: its doctor's slot now.
CREATE OR REPLACE FUNCTION appointments_refresh_next_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'appointment_dates' THEN
    PERFORM doctor_refresh_next_free(a.doctor_id)
       FROM appointments a
      WHERE a.id IN (CASE WHEN TG_OP <> 'DELETE' AND NEW.accepted THEN NEW.appointment_id END,
                     CASE WHEN TG_OP <> 'INSERT' AND OLD.accepted THEN OLD.appointment_id END);
  ELSE
    PERFORM doctor_refresh_next_free(id)
       FROM unnest(array[CASE WHEN TG_OP <> 'DELETE' THEN NEW.doctor_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.doctor_id END]) AS id
      WHERE id IS NOT NULL
      GROUP BY id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only accepted times take a slot, and only a status moving into or out of the active ones (1, 2, 3) frees or takes one.
CREATE TRIGGER appointment_dates_next_free_insert AFTER INSERT ON appointment_dates
  FOR EACH ROW WHEN (NEW.accepted) EXECUTE FUNCTION appointments_refresh_next_free();
--> statement-breakpoint
CREATE TRIGGER appointment_dates_next_free_update AFTER UPDATE ON appointment_dates
  FOR EACH ROW WHEN (OLD.accepted OR NEW.accepted) EXECUTE FUNCTION appointments_refresh_next_free();
--> statement-breakpoint
CREATE TRIGGER appointment_dates_next_free_delete AFTER DELETE ON appointment_dates
  FOR EACH ROW WHEN (OLD.accepted) EXECUTE FUNCTION appointments_refresh_next_free();
--> statement-breakpoint
CREATE TRIGGER appointments_next_free_update AFTER UPDATE OF status, doctor_id, plan_id ON appointments
  FOR EACH ROW WHEN ((OLD.status IN (1, 2, 3)) <> (NEW.status IN (1, 2, 3)) OR OLD.doctor_id <> NEW.doctor_id OR OLD.plan_id <> NEW.plan_id)
  EXECUTE FUNCTION appointments_refresh_next_free();
--> statement-breakpoint
CREATE TRIGGER appointments_next_free_delete AFTER DELETE ON appointments
  FOR EACH ROW WHEN (OLD.status IN (1, 2, 3)) EXECUTE FUNCTION appointments_refresh_next_free();
--> statement-breakpoint
-- A plan or the working hours changed: unknown until the sweep (reads compute it meanwhile).
CREATE OR REPLACE FUNCTION consult_plans_forget_next_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctors SET next_free_until = NULL
   WHERE next_free_until IS NOT NULL
     AND id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.doctor_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.doctor_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consult_plans_next_free AFTER INSERT OR UPDATE OR DELETE ON consult_plans
  FOR EACH ROW EXECUTE FUNCTION consult_plans_forget_next_free();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctors_forget_next_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.next_free_until := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_next_free BEFORE UPDATE OF working_hours, timezone ON doctors
  FOR EACH ROW WHEN (OLD.working_hours IS DISTINCT FROM NEW.working_hours OR OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION doctors_forget_next_free();
