// Reviews of teachers (api.md "Reviews"): the parent of a held lesson reviews it once, the teacher replies once, and
// everyone signed in reads a listed teacher's reviews. A reviewer is named "Fatima K.": never a child, never an id.
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Page, PageQuery } from "@shared/paging";
import { reviewerName, type createReviewSchema, type ReviewItem } from "@shared/reviews";
import { bookings, classes, reviews, users } from "@shared/schema";
import type { Db } from "../db";
import { conflict, notFound } from "../http-error";
import type { Mailer } from "../mail/mailer";
import { notify, recordInApp } from "../notify/notify";
import { visibleTeacher } from "../teachers/profile.service";
import { can, type Viewer } from "../viewer";
import { REVIEW_MESSAGES, reviewRefusal } from "./reviews.rules";

export interface ReviewDeps {
  db: Db;
  mailer?: Mailer;
  logger?: Pick<Logger, "warn">;
}

type CreateReviewValues = z.output<typeof createReviewSchema>;

/** The reviews with what an item shows: the parent's names (for reviewerName only) and the lesson's class. */
function selectItems(db: Pick<Db, "select">) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      classTitle: classes.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.parentId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(classes, eq(classes.id, bookings.classId));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["where"]>>[number];

const toItem = (r: ItemRow): ReviewItem => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  reviewerName: reviewerName(r.firstName, r.lastName),
  classTitle: r.classTitle ?? null,
});

async function reviewItem(db: Db, id: number): Promise<ReviewItem> {
  const [row] = await selectItems(db).where(eq(reviews.id, id));
  if (!row) throw notFound("Review not found");
  return toItem(row);
}

/** POST /api/reviews: the booking's parent, once, after a held lesson, within the window; the teacher is told. */
export async function createReview(deps: ReviewDeps, viewer: Viewer, input: CreateReviewValues): Promise<ReviewItem> {
  const recorded = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        parentId: bookings.parentId,
        teacherId: bookings.teacherId,
        status: bookings.status,
        attendance: bookings.attendance,
        paymentStatus: bookings.paymentStatus,
        endsAt: bookings.endsAt,
        classTitle: classes.title,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(bookings)
      .innerJoin(classes, eq(classes.id, bookings.classId))
      .innerJoin(users, eq(users.id, bookings.parentId))
      .where(eq(bookings.id, input.bookingId));
    // Anyone else's booking is answered like a missing one.
    if (!row || !can(viewer, "review lesson", row)) throw notFound("Booking not found");
    const refusal = reviewRefusal(row);
    if (refusal) throw conflict(refusal);
    // The unique index settles a race: the second insert waits for the first and then does nothing.
    const [review] = await tx
      .insert(reviews)
      .values({
        teacherId: row.teacherId,
        parentId: row.parentId,
        bookingId: input.bookingId,
        rating: input.rating,
        comment: input.comment || null,
      })
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning({ id: reviews.id });
    if (!review) throw conflict(REVIEW_MESSAGES.twice);
    return recordInApp(tx, {
      kind: "review_written",
      to: row.teacherId,
      reviewId: review.id,
      teacherId: row.teacherId,
      rating: input.rating,
      reviewerName: reviewerName(row.firstName, row.lastName),
      classTitle: row.classTitle,
    });
  });
  // After the commit: the email, if the teacher wants news about their teaching.
  await notify(deps, recorded);
  return reviewItem(deps.db, recorded.reviewId);
}

/** POST /api/reviews/{id}/reply: the reviewed teacher, once; the parent is told. */
export async function replyToReview(
  deps: ReviewDeps,
  viewer: Viewer,
  reviewId: number,
  reply: string,
): Promise<ReviewItem> {
  const recorded = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        teacherId: reviews.teacherId,
        parentId: reviews.parentId,
        teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.teacherId))
      .where(eq(reviews.id, reviewId));
    if (!row || !can(viewer, "reply to review", row)) throw notFound("Review not found");
    // Only a review without a reply takes one: a second reply, or a racing one, changes nothing.
    const [done] = await tx
      .update(reviews)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (!done) throw conflict(REVIEW_MESSAGES.replyTwice);
    return recordInApp(tx, {
      kind: "review_replied",
      to: row.parentId,
      reviewId,
      teacherId: row.teacherId,
      teacherName: row.teacherName,
    });
  });
  await notify(deps, recorded);
  return reviewItem(deps.db, reviewId);
}

/** GET /api/teachers/{userId}/reviews: newest first, paged; 404 for a teacher the viewer may not see. */
export async function listTeacherReviews(
  db: Db,
  viewer: Viewer,
  teacherId: number,
  page: PageQuery,
): Promise<Page<ReviewItem>> {
  await visibleTeacher(db, viewer, teacherId);
  const mine: SQL = eq(reviews.teacherId, teacherId);
  const [rows, [{ n }]] = await Promise.all([
    selectItems(db)
      .where(mine)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(mine),
  ]);
  return { items: rows.map(toItem), total: n };
}
