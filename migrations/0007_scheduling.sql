ALTER TYPE "public"."notification_type" ADD VALUE 'lesson_reminder';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_expired';--> statement-breakpoint
CREATE TABLE "lesson_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"lesson_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_reminders_kind_valid" CHECK ("lesson_reminders"."kind" IN ('24h', '1h'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_preferences" SET DEFAULT '{"welcomeEmails":true,"bookingConfirmations":true,"paymentReceipts":true,"teacherUpdates":true,"progressReports":true,"lessonReminders":true,"marketingEmails":false}'::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prayer_settings" jsonb;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "weekly_hours" jsonb DEFAULT '[{"day":1,"start":"09:00","end":"12:00"},{"day":1,"start":"14:00","end":"20:00"},{"day":2,"start":"09:00","end":"12:00"},{"day":2,"start":"14:00","end":"20:00"},{"day":3,"start":"09:00","end":"12:00"},{"day":3,"start":"14:00","end":"20:00"},{"day":4,"start":"09:00","end":"12:00"},{"day":4,"start":"14:00","end":"20:00"},{"day":5,"start":"09:00","end":"12:00"},{"day":5,"start":"14:00","end":"20:00"},{"day":6,"start":"09:00","end":"12:00"},{"day":6,"start":"14:00","end":"20:00"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "availability_exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "minimum_notice_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_reminders_once_idx" ON "lesson_reminders" USING btree ("booking_id","kind","lesson_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_idx" ON "users" USING btree ("calendar_token");--> statement-breakpoint
CREATE INDEX "bookings_paid_upcoming_idx" ON "bookings" USING btree ("scheduled_at") WHERE "bookings"."status" = 'scheduled' AND "bookings"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "bookings_unpaid_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'scheduled' AND "bookings"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "teacher_profiles" DROP COLUMN "available_hours";--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_notice_range" CHECK ("teacher_profiles"."minimum_notice_hours" BETWEEN 0 AND 168);--> statement-breakpoint
-- Hand-added. Existing users get the new email switch on, as new users do.
UPDATE "users" SET "email_preferences" = "email_preferences" || '{"lessonReminders": true}'::jsonb WHERE NOT ("email_preferences" ? 'lessonReminders');--> statement-breakpoint
-- Unpaid upcoming bookings made before holds expired get one day from this migration to be paid, then the rule holds.
UPDATE "bookings" SET "expires_at" = now() + interval '1 day' WHERE "status" = 'scheduled' AND "payment_status" = 'pending' AND "scheduled_at" > now();
