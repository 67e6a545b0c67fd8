CREATE TABLE "simulator_orders" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount" varchar(32) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"capture_id" varchar(32),
	"refund_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_orders_capture_id_unique" UNIQUE("capture_id")
);
--> statement-breakpoint
CREATE TABLE "simulator_requests" (
	"request_id" varchar(200) PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "simulator_orders_created_idx" ON "simulator_orders" USING btree ("created_at");