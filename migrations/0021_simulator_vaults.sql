-- Issue 33, decision 087: the sandbox simulator saves a payer's method on approval, like PayPal's vault, and
-- charges it later; a saved method can be made to refuse.
CREATE TABLE "simulator_vaults" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"refuses" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulator_orders" ADD COLUMN "capture_status" varchar(16);--> statement-breakpoint
ALTER TABLE "simulator_orders" ADD COLUMN "save_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simulator_orders" ADD COLUMN "vault_id" varchar(32);