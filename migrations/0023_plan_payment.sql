ALTER TABLE "plan_cycles" ADD COLUMN "paypal_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "vault_id" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_paypal_order_idx" ON "plan_cycles" USING btree ("paypal_order_id");