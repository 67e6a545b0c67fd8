-- Browse search (issue 8). The search used to evaluate teacher_search_text() and ILIKE on every candidate row and
-- looked names up in a trigram index over all users (parents too): ~100 ms per common term at 10,000 teachers.
-- One stored, lower-cased search document per teacher (bio, qualifications, specializations and the name), kept
-- current by triggers, with one trigram index: a plain LIKE on a stored column.
ALTER TABLE "teacher_profiles" ADD COLUMN "search_text" text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION teacher_profiles_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A newline between the parts: a query never matches across the profile text and the name.
  NEW.search_text := lower(
    teacher_search_text(NEW.bio, NEW.qualifications, NEW.specializations) || E'\n' ||
    coalesce((SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = NEW.user_id), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "teacher_profiles_search_text" BEFORE INSERT OR UPDATE OF "bio", "qualifications", "specializations", "user_id", "search_text"
  ON "teacher_profiles" FOR EACH ROW EXECUTE FUNCTION teacher_profiles_fill_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_name_to_teacher_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching search_text makes the teacher_profiles trigger recompute it with the new name.
  UPDATE teacher_profiles SET search_text = '' WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_name_to_teacher_search_text" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_name_to_teacher_search_text();
--> statement-breakpoint
UPDATE "teacher_profiles" SET "search_text" = '';
--> statement-breakpoint
CREATE INDEX "teacher_profiles_search_text_trgm_idx" ON "teacher_profiles" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "teacher_profiles_search_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_trgm_idx";
