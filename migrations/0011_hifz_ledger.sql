ALTER TYPE "public"."notification_type" ADD VALUE 'badge';--> statement-breakpoint
CREATE TABLE "hifz_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hifz_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"lesson_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"from_surah" integer NOT NULL,
	"from_ayah" integer NOT NULL,
	"to_surah" integer NOT NULL,
	"to_ayah" integer NOT NULL,
	"first_ayah" integer NOT NULL,
	"last_ayah" integer NOT NULL,
	"grade" varchar(12) NOT NULL,
	"forgot" integer DEFAULT 0 NOT NULL,
	"stuck" integer DEFAULT 0 NOT NULL,
	"tajweed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hifz_entries_kind" CHECK ("hifz_entries"."kind" IN ('sabaq', 'sabqi', 'manzil')),
	CONSTRAINT "hifz_entries_grade" CHECK ("hifz_entries"."grade" IN ('excellent', 'good', 'needs_work', 'repeat')),
	CONSTRAINT "hifz_entries_range" CHECK ("hifz_entries"."first_ayah" BETWEEN 1 AND 6236 AND "hifz_entries"."last_ayah" BETWEEN "hifz_entries"."first_ayah" AND 6236),
	CONSTRAINT "hifz_entries_places" CHECK ("hifz_entries"."from_surah" BETWEEN 1 AND 114 AND "hifz_entries"."to_surah" BETWEEN 1 AND 114 AND "hifz_entries"."from_ayah" >= 1 AND "hifz_entries"."to_ayah" >= 1),
	CONSTRAINT "hifz_entries_mistakes" CHECK ("hifz_entries"."forgot" BETWEEN 0 AND 999 AND "hifz_entries"."stuck" BETWEEN 0 AND 999 AND "hifz_entries"."tajweed" BETWEEN 0 AND 999)
);
--> statement-breakpoint
CREATE TABLE "student_badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"teacher_id" integer,
	"teacher_name" text,
	"student_name" text NOT NULL,
	"certificate_code" varchar(32)
);
--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_report_id_progress_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."progress_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_student_id_student_profiles_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hifz_entries_student_idx" ON "hifz_entries" USING btree ("student_id","lesson_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hifz_entries_report_position_idx" ON "hifz_entries" USING btree ("report_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "student_badges_student_code_idx" ON "student_badges" USING btree ("student_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "student_badges_certificate_idx" ON "student_badges" USING btree ("certificate_code");