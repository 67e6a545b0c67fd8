-- Browse filters at 10,000 teachers (issue 8). Counting the teachers with an active class of a level or subject
-- read every approved profile row (wide: bio and search text) and every class; with these, both sides are
-- index-only scans: the teacher's user id rides in the listing-order index, the classes are indexed by level and
-- by subject first.
CREATE INDEX "classes_active_level_teacher_idx" ON "classes" ("level", "teacher_id") WHERE "is_active";
--> statement-breakpoint
CREATE INDEX "classes_active_subject_teacher_idx" ON "classes" ("subject", "teacher_id") WHERE "is_active";
--> statement-breakpoint
CREATE INDEX "teacher_profiles_status_order_user_idx" ON "teacher_profiles" ("verification_status", "experience" DESC, "id") INCLUDE ("user_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "teacher_profiles_status_order_idx";
--> statement-breakpoint
-- The search triggers resolve names in our schema only, whatever the session's search_path.
ALTER FUNCTION teacher_profiles_fill_search_text() SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION users_name_to_teacher_search_text() SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION teacher_search_text(text, text, text[]) SET search_path = public, pg_temp;
