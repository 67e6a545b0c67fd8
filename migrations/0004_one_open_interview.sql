-- Interviews scheduled twice before this rule: the newest open one stays, the others are cancelled.
UPDATE "interviews" AS i SET "status" = 'cancelled'
WHERE i."status" IN ('pending', 'scheduled')
  AND EXISTS (SELECT 1 FROM "interviews" AS n WHERE n."teacher_id" = i."teacher_id" AND n."status" IN ('pending', 'scheduled') AND n."id" > i."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_open_idx" ON "interviews" USING btree ("teacher_id") WHERE "interviews"."status" IN ('pending', 'scheduled');
