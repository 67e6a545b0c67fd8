ALTER TYPE "public"."document_type" ADD VALUE 'ijazah';--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "gender" varchar(8);--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "riwayat" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "ijazah" jsonb;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "ijazah_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "ijazah_note" text;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "ijazah_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "trial_minutes" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "trial_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD COLUMN "placement_level" "class_level";--> statement-breakpoint
ALTER TABLE "progress_reports" ADD COLUMN "placement_surah" integer;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD COLUMN "placement_ayah" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_trial_idx" ON "bookings" USING btree ("student_id","teacher_id") WHERE "bookings"."is_trial" AND "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_gender_valid" CHECK ("teacher_profiles"."gender" IS NULL OR "teacher_profiles"."gender" IN ('female', 'male'));--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_riwayat_valid" CHECK ("teacher_profiles"."riwayat" <@ ARRAY['hafs', 'warsh', 'qalun', 'duri', 'shubah', 'other']::text[]);--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_ijazah_verified_has_ijazah" CHECK (NOT "teacher_profiles"."ijazah_verified" OR "teacher_profiles"."ijazah" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_trial_both" CHECK (("classes"."trial_minutes" IS NULL) = ("classes"."trial_price" IS NULL));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_trial_minutes" CHECK ("classes"."trial_minutes" IS NULL OR "classes"."trial_minutes" BETWEEN 15 AND 30);--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_trial_price" CHECK ("classes"."trial_price" IS NULL OR "classes"."trial_price" BETWEEN 0 AND "classes"."price");--> statement-breakpoint
-- Browse's filters (issue 36, decision 099). Each equality filter has an index in browse order (experience DESC, id)
-- with user_id included, like teacher_profiles_status_order_user_idx: the family's page walks it and stops at the
-- limit. The array filters (riwayah, language) are containment (@>) on GIN indexes.
CREATE INDEX "teacher_profiles_gender_order_idx" ON "teacher_profiles" ("verification_status", "gender", "experience" DESC, "id") INCLUDE ("user_id") WHERE "gender" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "teacher_profiles_ijazah_order_idx" ON "teacher_profiles" ("verification_status", "experience" DESC, "id") INCLUDE ("user_id") WHERE "ijazah_verified";--> statement-breakpoint
CREATE INDEX "teacher_profiles_riwayat_idx" ON "teacher_profiles" USING gin ("riwayat");--> statement-breakpoint
CREATE INDEX "teacher_profiles_languages_idx" ON "teacher_profiles" USING gin ("languages");
