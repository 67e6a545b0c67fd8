CREATE TABLE "payout_methods" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"paypal_email" varchar(254) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"percent" numeric(5, 2) NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fees_percent_range" CHECK ("platform_fees"."percent" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE TABLE "teacher_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"booking_id" integer,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"fee_percent" numeric(5, 2),
	"idempotency_key" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_ledger_kind_valid" CHECK ("teacher_ledger"."kind" IN ('earning', 'reversal', 'adjustment', 'payout', 'payout_returned')),
	CONSTRAINT "teacher_ledger_adds_up" CHECK ("teacher_ledger"."gross_cents" = "teacher_ledger"."fee_cents" + "teacher_ledger"."net_cents"),
	CONSTRAINT "teacher_ledger_earning_shape" CHECK ("teacher_ledger"."kind" <> 'earning' OR ("teacher_ledger"."booking_id" IS NOT NULL AND "teacher_ledger"."fee_percent" IS NOT NULL AND "teacher_ledger"."gross_cents" >= 0 AND "teacher_ledger"."fee_cents" >= 0 AND "teacher_ledger"."net_cents" >= 0)),
	CONSTRAINT "teacher_ledger_reversal_shape" CHECK ("teacher_ledger"."kind" <> 'reversal' OR ("teacher_ledger"."booking_id" IS NOT NULL AND "teacher_ledger"."gross_cents" <= 0 AND "teacher_ledger"."fee_cents" <= 0 AND "teacher_ledger"."net_cents" <= 0))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fees" ADD CONSTRAINT "platform_fees_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ledger" ADD CONSTRAINT "teacher_ledger_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ledger" ADD CONSTRAINT "teacher_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_ledger_idempotency_idx" ON "teacher_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "teacher_ledger_teacher_idx" ON "teacher_ledger" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_ledger_booking_idx" ON "teacher_ledger" USING btree ("booking_id") WHERE "teacher_ledger"."booking_id" IS NOT NULL;--> statement-breakpoint
-- Added by hand (decision 094): the fee's history and the ledger are append-only; a correction is a new row.
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted: write a correcting row', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "teacher_ledger_append_only" BEFORE UPDATE OR DELETE ON "teacher_ledger"
  FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "teacher_ledger_no_truncate" BEFORE TRUNCATE ON "teacher_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "platform_fees_append_only" BEFORE UPDATE OR DELETE ON "platform_fees"
  FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
-- Lessons reported before this migration: the report's time, or (an absence has no report) the booking's last change.
UPDATE "bookings" b SET "reported_at" = coalesce(
  (SELECT r."created_at" FROM "progress_reports" r WHERE r."booking_id" = b."id"), b."updated_at")
WHERE b."attendance" IS NOT NULL;
