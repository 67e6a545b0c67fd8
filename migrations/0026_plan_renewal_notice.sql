ALTER TABLE "users" ALTER COLUMN "email_preferences" SET DEFAULT '{"welcomeEmails":true,"bookingConfirmations":true,"paymentReceipts":true,"teacherUpdates":true,"progressReports":true,"lessonReminders":true,"paymentReminders":true,"marketingEmails":false}'::jsonb;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD COLUMN "notice_sent_at" timestamp with time zone;--> statement-breakpoint
-- Issue 33: the new email preference, on by default, for every account made before it (a missing key reads as off).
UPDATE "users" SET "email_preferences" = "email_preferences" || '{"paymentReminders": true}'::jsonb WHERE NOT ("email_preferences" ? 'paymentReminders');
