ALTER TYPE "public"."notification_type" ADD VALUE 'interview_updated' BEFORE 'reminder';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'interview_cancelled' BEFORE 'reminder';--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "meeting_url" text;