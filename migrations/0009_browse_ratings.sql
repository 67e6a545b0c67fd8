ALTER TABLE "teacher_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_reviews_nonneg" CHECK ("teacher_profiles"."review_count" >= 0 AND "teacher_profiles"."rating_sum" >= 0);--> statement-breakpoint
-- Browse without a cache at 10,000 teachers (issue 18, decision 054).
-- A teacher's review count and star sum, kept by the database in the transaction that writes the review, so every
-- writer (the reviews service, a cascade from a deleted account, a seed) keeps them right and browse reads two
-- integers instead of aggregating reviews per request. Concurrent reviews of one teacher queue on the row's lock.
CREATE OR REPLACE FUNCTION reviews_count_into_teacher_profiles() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE teacher_profiles SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE user_id = OLD.teacher_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE teacher_profiles SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating WHERE user_id = NEW.teacher_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_count_into_teacher_profiles" AFTER INSERT OR DELETE OR UPDATE OF "rating", "teacher_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION reviews_count_into_teacher_profiles();
--> statement-breakpoint
-- After the trigger exists (its lock holds new reviews back until this commits): every review is counted once.
UPDATE "teacher_profiles" p SET "review_count" = r.n, "rating_sum" = r.s
  FROM (SELECT teacher_id, count(*)::int AS n, sum(rating)::int AS s FROM reviews GROUP BY teacher_id) r
  WHERE p.user_id = r.teacher_id;
--> statement-breakpoint
-- "Not suspended" is an anti-join on users for every listed teacher: without this index PostgreSQL read all users
-- (parents too) to find the few suspended ones, ~1,700 pages per browse statement at the bench's 30,000 users.
CREATE INDEX "users_suspended_idx" ON "users" ("id") WHERE "suspended_at" IS NOT NULL;
