CREATE TABLE "plan_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_in_cycle_id" integer,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "plan_credits_reason_valid" CHECK ("plan_credits"."reason" IN ('paused', 'teacher_cancelled', 'teacher_absent')),
	CONSTRAINT "plan_credits_amount_nonneg" CHECK ("plan_credits"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"from_on" date NOT NULL,
	"until_on" date NOT NULL,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_pauses_dates" CHECK ("plan_pauses"."until_on" >= "plan_pauses"."from_on")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_weekly" jsonb;--> statement-breakpoint
ALTER TABLE "plan_credits" ADD CONSTRAINT "plan_credits_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_credits" ADD CONSTRAINT "plan_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_credits" ADD CONSTRAINT "plan_credits_used_in_cycle_id_plan_cycles_id_fk" FOREIGN KEY ("used_in_cycle_id") REFERENCES "public"."plan_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pauses" ADD CONSTRAINT "plan_pauses_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_credits_booking_idx" ON "plan_credits" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "plan_credits_plan_idx" ON "plan_credits" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_pauses_plan_idx" ON "plan_pauses" USING btree ("plan_id","from_on");