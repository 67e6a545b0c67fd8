// Reading interviews: admins see all, a teacher their own.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { InterviewItem } from "@shared/bookings";
import type { CreateInterviewInput, UpdateInterviewInput } from "@shared/admin";
import type { InterviewStatus } from "@shared/constants";
import type { Page, PageQuery } from "@shared/paging";
import { interviews, teacherProfiles, users, type InterviewRow } from "@shared/schema";
import type { Db } from "../db";
import { conflict, notFound, uniqueViolation } from "../http-error";
import type { Mailer } from "../mail/mailer";
import type { NotifyEvent } from "../notify/events";
import { notify, recordInApp } from "../notify/notify";
import { can, type Viewer } from "../viewer";

const toInterviewItem = (i: InterviewRow, teacherName: string): InterviewItem => ({
  id: i.id,
  teacherId: i.teacherId,
  adminId: i.adminId,
  scheduledAt: i.scheduledAt.toISOString(),
  status: i.status,
  notes: i.notes,
  result: i.result,
  feedback: i.feedback,
  meetingUrl: i.meetingUrl,
  teacherName,
  createdAt: i.createdAt.toISOString(),
});

/** Admins: every interview; a teacher: their own. The latest date first. */
export async function listInterviews(db: Db, viewer: Viewer, page: PageQuery): Promise<Page<InterviewItem>> {
  const scope = can(viewer, "list every interview") ? undefined : eq(interviews.teacherId, viewer.id);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ i: interviews, teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(interviews)
      .innerJoin(users, eq(users.id, interviews.teacherId))
      .where(scope)
      .orderBy(desc(interviews.scheduledAt), desc(interviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(interviews).where(scope),
  ]);
  return { items: rows.map(({ i, teacherName }) => toInterviewItem(i, teacherName)), total: n };
}

const ONE_OPEN = "This teacher already has an interview pending or scheduled";

/** The one-open-interview index (migration 0004) fired: a second open interview for the same teacher. */
function openInterviewClash(err: unknown): never {
  if (uniqueViolation(err) === "interviews_one_open_idx") throw conflict(ONE_OPEN);
  throw err;
}

/** Schedules an interview with a teacher; the teacher hears of it in the app and by email (per preferences). */
export async function createInterview(
  db: Db,
  mailer: Mailer,
  adminId: number,
  input: CreateInterviewInput,
): Promise<InterviewItem> {
  // The unique index decides, so two clicks racing on 'Schedule Interview' make one interview and one 409.
  const { id, notice } = await db
    .transaction(async (tx) => {
      const [teacher] = await tx.select().from(users).where(eq(users.id, input.teacherId));
      if (!teacher || !teacher.roles.includes("teacher")) throw notFound("Teacher not found");
      const [row] = await tx
        .insert(interviews)
        .values({
          teacherId: input.teacherId,
          adminId,
          scheduledAt: new Date(input.scheduledAt),
          status: input.status,
          notes: input.notes,
          meetingUrl: input.meetingUrl ?? null,
        })
        .returning();
      const notice = await recordInApp(tx, {
        kind: "interview_scheduled",
        to: teacher.id,
        interviewId: row.id,
        scheduledAt: row.scheduledAt,
        notes: input.notes,
        meetingUrl: row.meetingUrl,
      });
      return { id: row.id, notice };
    })
    .catch(openInterviewClash);
  await notify({ db, mailer }, notice);
  return getInterview(db, id);
}

export async function getInterview(db: Db, id: number): Promise<InterviewItem> {
  const [row] = await db
    .select({ i: interviews, teacherName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(interviews)
    .innerJoin(users, eq(users.id, interviews.teacherId))
    .where(eq(interviews.id, id));
  if (!row) throw notFound("Interview not found");
  return toInterviewItem(row.i, row.teacherName);
}

const isOpen = (status: InterviewStatus) => status === "pending" || status === "scheduled";

/**
 * Updates an interview; completing it with result approved records the teacher's interview as done. Moving it,
 * changing its link or cancelling it tells the teacher (issue 32).
 */
export async function updateInterview(
  db: Db,
  mailer: Mailer,
  id: number,
  input: UpdateInterviewInput,
): Promise<InterviewItem> {
  const notice = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(interviews).where(eq(interviews.id, id)).for("update");
      if (!current) throw notFound("Interview not found");
      const after = input.status ?? current.status;
      if ((input.scheduledAt !== undefined || input.meetingUrl !== undefined) && !isOpen(after))
        throw conflict("Only a pending or scheduled interview can be moved or given a meeting link");
      if (input.status === "cancelled" && current.status === "completed")
        throw conflict("A completed interview cannot be cancelled");
      // An interview is completed once it has taken place, never ahead of its time: its time as booked, not one sent
      // along with the completion (moving an interview only goes forward, see updateInterviewSchema).
      if (input.status === "completed" && current.status !== "completed") {
        if (input.scheduledAt) throw conflict("Complete the interview and move it in separate steps");
        if (current.scheduledAt.getTime() > Date.now())
          throw conflict("An interview cannot be completed before its scheduled time");
      }
      const [row] = await tx
        .update(interviews)
        .set({ ...input, scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : undefined })
        .where(eq(interviews.id, id))
        .returning();
      // 'Interview completed' says what the interviews say: one completed with result approved. A result changed
      // afterwards (approved to rejected, or the interview reopened) takes the flag back, and an approved profile
      // returns to review, as a replaced document does.
      const [passed] = await tx
        .select({ id: interviews.id })
        .from(interviews)
        .where(
          and(
            eq(interviews.teacherId, row.teacherId),
            eq(interviews.status, "completed"),
            eq(interviews.result, "approved"),
          ),
        )
        .limit(1);
      const [profile] = await tx
        .select()
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, row.teacherId))
        .for("update");
      if (profile && passed && !profile.interviewCompleted) {
        await tx.update(teacherProfiles).set({ interviewCompleted: true }).where(eq(teacherProfiles.id, profile.id));
      } else if (
        profile &&
        !passed &&
        profile.interviewCompleted &&
        current.status === "completed" &&
        current.result === "approved"
      ) {
        await tx
          .update(teacherProfiles)
          .set({
            interviewCompleted: false,
            verificationStatus: profile.verificationStatus === "approved" ? "pending" : profile.verificationStatus,
          })
          .where(eq(teacherProfiles.id, profile.id));
      }
      const event = changeNotice(current, row);
      return event ? recordInApp(tx, event) : null;
    })
    .catch(openInterviewClash);
  if (notice) await notify({ db, mailer }, notice);
  return getInterview(db, id);
}

/** What the teacher is told of a change: cancelled, scheduled again, or moved / a new link; null for nothing. */
function changeNotice(before: InterviewRow, row: InterviewRow): NotifyEvent | null {
  const about = { to: row.teacherId, interviewId: row.id, scheduledAt: row.scheduledAt };
  if (isOpen(before.status) && row.status === "cancelled") return { kind: "interview_cancelled", ...about };
  if (!isOpen(row.status)) return null;
  if (!isOpen(before.status)) return { kind: "interview_scheduled", ...about, meetingUrl: row.meetingUrl };
  const moved = before.scheduledAt.getTime() !== row.scheduledAt.getTime();
  if (!moved && before.meetingUrl === row.meetingUrl) return null;
  return {
    kind: "interview_updated",
    ...about,
    ...(moved ? { previousAt: before.scheduledAt } : {}),
    meetingUrl: row.meetingUrl,
  };
}
