ALTER TABLE "student_badges" ADD COLUMN "revoked_for_cause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_badges" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "student_badges" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_badges" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_badges_teacher_idx" ON "student_badges" USING btree ("teacher_id");--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_cause_withdrawn" CHECK (NOT "student_badges"."revoked_for_cause" OR "student_badges"."revoked_at" IS NOT NULL);