ALTER TABLE "plan_credits" DROP CONSTRAINT "plan_credits_reason_valid";--> statement-breakpoint
ALTER TABLE "plan_credits" ADD COLUMN "refund_request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "plan_credits" ADD COLUMN "refund_capture_id" varchar(64);--> statement-breakpoint
ALTER TABLE "plan_credits" ADD COLUMN "refund_id" varchar(64);--> statement-breakpoint
ALTER TABLE "simulator_orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A simulated capture refunded before refunds in part were kept was refunded in full.
UPDATE "simulator_orders" SET "refunded_cents" = round("amount"::numeric * 100) WHERE "refund_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_credits_refund_request_idx" ON "plan_credits" USING btree ("refund_request_id");--> statement-breakpoint
ALTER TABLE "plan_credits" ADD CONSTRAINT "plan_credits_reason_valid" CHECK ("plan_credits"."reason" IN ('paused', 'teacher_cancelled', 'teacher_absent', 'family_cancelled', 'platform_cancelled', 'moved_late'));
