ALTER TABLE "plan_cycles" ADD COLUMN "charge_request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD COLUMN "capture_id" varchar(64);--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_charge_request_idx" ON "plan_cycles" USING btree ("charge_request_id");