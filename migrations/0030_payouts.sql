CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_batch_id" varchar(64) NOT NULL,
	"week" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"run_by" integer,
	"provider_batch_id" varchar(64),
	"failure_reason" varchar(200),
	"claimed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_batches_status_valid" CHECK ("payout_batches"."status" IN ('sending', 'sent', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_lessons" (
	"payout_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "payout_lessons_payout_id_booking_id_pk" PRIMARY KEY("payout_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paypal_email" varchar(254) NOT NULL,
	"status" varchar(16) NOT NULL,
	"provider_item_id" varchar(64),
	"failure_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" IN ('pending', 'succeeded', 'failed', 'unclaimed'))
);
--> statement-breakpoint
CREATE TABLE "simulator_payouts" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"sender_batch_id" varchar(64) NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_payouts_sender_batch_id_unique" UNIQUE("sender_batch_id")
);
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_run_by_users_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lessons" ADD CONSTRAINT "payout_lessons_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_sender_idx" ON "payout_batches" USING btree ("sender_batch_id");--> statement-breakpoint
CREATE INDEX "payout_batches_week_idx" ON "payout_batches" USING btree ("week","id");--> statement-breakpoint
CREATE INDEX "payout_lessons_booking_idx" ON "payout_lessons" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_batch_teacher_idx" ON "payouts" USING btree ("batch_id","teacher_id");--> statement-breakpoint
CREATE INDEX "payouts_teacher_idx" ON "payouts" USING btree ("teacher_id","id");--> statement-breakpoint
ALTER TABLE "teacher_ledger" ADD CONSTRAINT "teacher_ledger_payout_shape" CHECK ("teacher_ledger"."kind" NOT IN ('payout', 'payout_returned') OR ("teacher_ledger"."booking_id" IS NULL AND "teacher_ledger"."fee_cents" = 0 AND ("teacher_ledger"."kind" = 'payout') = ("teacher_ledger"."net_cents" < 0) AND "teacher_ledger"."net_cents" <> 0));--> statement-breakpoint
-- Added by hand (decision 097): which lessons a payout paid is history, like the ledger.
CREATE TRIGGER "payout_lessons_append_only" BEFORE UPDATE OR DELETE ON "payout_lessons"
  FOR EACH ROW EXECUTE FUNCTION "append_only"();
