CREATE TYPE "public"."attendance" AS ENUM('present', 'late', 'absent', 'teacher_absent');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_rescheduled';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'progress_report';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'review';--> statement-breakpoint
DROP INDEX "progress_reports_student_idx";--> statement-breakpoint
DROP INDEX "progress_reports_booking_idx";--> statement-breakpoint
DROP INDEX "reviews_teacher_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance" "attendance";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_url" varchar(500);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "meeting_url" varchar(500);--> statement-breakpoint
ALTER TABLE "progress_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
CREATE INDEX "progress_reports_student_idx" ON "progress_reports" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_booking_idx" ON "progress_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_teacher_idx" ON "reviews" USING btree ("teacher_id","created_at");--> statement-breakpoint
-- Lessons completed before attendance had kinds keep what was recorded (hand-added; drizzle-kit cannot express it).
UPDATE "bookings" SET "attendance" = CASE WHEN "attended" THEN 'present'::"attendance" ELSE 'absent'::"attendance" END WHERE "attended" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "attended";