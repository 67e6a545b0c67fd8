-- Booking integrity lives in PostgreSQL so that no race between requests can double-book (architecture.md).
-- Cancelled bookings free their time. Ranges are [start, end): a lesson ending at 10:00 does not clash with one at 10:00.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- A teacher is never in two overlapping lessons of different classes.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_teacher_no_overlap"
  EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&, "class_id" WITH <>)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- Within one class, overlapping bookings must share their start: they are the same (group) lesson.
-- How many may share it (maxStudents) is checked under a lock on the class row.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_one_start"
  EXCLUDE USING gist ("class_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&, "scheduled_at" WITH <>)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- A child is never in two overlapping lessons.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_no_overlap"
  EXCLUDE USING gist ("student_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- Teacher search (GET /api/teachers?q=): substring matching, case-insensitive, served by trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Declared immutable so it can be indexed: it only concatenates its arguments.
CREATE OR REPLACE FUNCTION teacher_search_text(bio text, qualifications text, specializations text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(bio, '') || ' ' || coalesce(qualifications, '') || ' ' || coalesce(array_to_string(specializations, ' '), '') $$;
--> statement-breakpoint
CREATE INDEX "teacher_profiles_search_trgm_idx" ON "teacher_profiles"
  USING gin (teacher_search_text("bio", "qualifications", "specializations") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
-- Browse lists approved teachers by experience; subject/level filters look for an active class per teacher.
CREATE INDEX "teacher_profiles_status_order_idx" ON "teacher_profiles" ("verification_status", "experience" DESC, "id");
--> statement-breakpoint
CREATE INDEX "classes_active_teacher_subject_level_idx" ON "classes" ("teacher_id", "subject", "level") WHERE "is_active";
