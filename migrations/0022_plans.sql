CREATE TYPE "public"."plan_status" AS ENUM('pending_payment', 'active', 'paused', 'past_due', 'cancelled', 'ended');--> statement-breakpoint
CREATE TABLE "plan_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_cycles_status_valid" CHECK ("plan_cycles"."status" IN ('pending', 'paid', 'cancelled')),
	CONSTRAINT "plan_cycles_dates" CHECK ("plan_cycles"."ends_on" >= "plan_cycles"."starts_on"),
	CONSTRAINT "plan_cycles_amount_nonneg" CHECK ("plan_cycles"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"weekly" jsonb NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"status" "plan_status" DEFAULT 'pending_payment' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_weekly_array" CHECK (jsonb_typeof("plans"."weekly") = 'array')
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "sibling_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_cycle_id" integer;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD CONSTRAINT "plan_cycles_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_plan_number_idx" ON "plan_cycles" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "plans_parent_idx" ON "plans" USING btree ("parent_id","status");--> statement-breakpoint
CREATE INDEX "plans_teacher_idx" ON "plans" USING btree ("teacher_id","status");--> statement-breakpoint
CREATE INDEX "plans_class_idx" ON "plans" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_cycle_id_plan_cycles_id_fk" FOREIGN KEY ("plan_cycle_id") REFERENCES "public"."plan_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_plan_cycle_idx" ON "bookings" USING btree ("plan_cycle_id") WHERE "bookings"."plan_cycle_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_sibling_discount_range" CHECK ("classes"."sibling_discount_percent" BETWEEN 0 AND 50);