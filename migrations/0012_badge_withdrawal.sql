DROP INDEX "student_badges_student_code_idx";--> statement-breakpoint
ALTER TABLE "student_badges" ADD COLUMN "surah" integer;--> statement-breakpoint
ALTER TABLE "student_badges" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "student_badges_student_code_idx" ON "student_badges" USING btree ("student_id","code") WHERE "student_badges"."revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_surah" CHECK ("student_badges"."surah" BETWEEN 1 AND 114);