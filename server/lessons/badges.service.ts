// A child's badges (api.md "The hifz ledger", decisions 059 and 062): settled with each report inside its
// transaction, withdrawn when a correction no longer earns them, and listed for the family and the teachers.
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  badgeTitle,
  certifiable,
  earnedBadges,
  firstSurahOf,
  needsConfirmation,
  type BadgeItem,
} from "@shared/hifz-badges";
import { computeLedger } from "@shared/hifz-ledger";
import { HELD_ATTENDANCES, LESSON_RULES } from "@shared/constants";
import { bookings, studentBadges, studentProfiles, users, type StudentBadgeRow } from "@shared/schema";
import type { Db, Tx } from "../db";
import type { BadgeEarned, BadgeWithdrawn } from "../notify/events";
import { holds, type Viewer } from "../viewer";
import { newCertificateCode } from "./certificates.service";
import { ledgerEntries } from "./hifz.service";
import { readableTeacher } from "./progress.service";

type BadgeEvent = BadgeEarned | BadgeWithdrawn;

/**
 * Settles the child's badges with what their reports now earn, inside the report's transaction: awards those earned
 * and not held and, after a correction (`withdraw`), withdraws those held that the corrected record no longer earns (a
 * teacher's typo must not leave a khatm certificate that verifies). A new report only adds entries, so it never
 * withdraws; and a change of the badge rules never takes back what was issued.
 *
 * A badge withdrawn within the correction window and earned again (an entry removed by mistake and put back) is
 * reinstated with its certificate code, so the copy the family already shared verifies again. Earned again later, it
 * is a new badge with a new code and date.
 *
 * The child's row is locked first (after the booking's or the report's row, in every caller), so two reports written
 * at the same moment are counted one after the other: the second sees the first's entries once it commits, and the
 * partial unique index keeps each badge to one held row whatever happens.
 */
export async function settleBadges(
  tx: Tx,
  ref: { studentId: number; teacherId: number },
  now: Date,
  { withdraw = false } = {},
): Promise<BadgeEvent[]> {
  const [child] = await tx
    .select({ id: studentProfiles.id, parentId: studentProfiles.parentId, name: studentProfiles.name })
    .from(studentProfiles)
    .where(eq(studentProfiles.id, ref.studentId))
    // Not FOR UPDATE: the report's own inserts hold a key-share lock on this row (their foreign keys), which FOR
    // UPDATE would wait on in the other transaction, a deadlock. NO KEY UPDATE queues the two all the same.
    .for("no key update");
  if (!child) return [];
  // One after another: a transaction's connection runs one query at a time anyway.
  const [{ attended }] = await tx
    .select({ attended: count() })
    .from(bookings)
    .where(and(eq(bookings.studentId, ref.studentId), inArray(bookings.attendance, [...HELD_ATTENDANCES])));
  const ledger = computeLedger(ref.studentId, await ledgerEntries(tx, ref.studentId));
  const had = await tx
    .select({
      id: studentBadges.id,
      code: studentBadges.code,
      surah: studentBadges.surah,
      revokedAt: studentBadges.revokedAt,
      revokedForCause: studentBadges.revokedForCause,
      certificateCode: studentBadges.certificateCode,
    })
    .from(studentBadges)
    .where(eq(studentBadges.studentId, ref.studentId))
    .orderBy(desc(studentBadges.id));
  const earned = new Set(earnedBadges(attended, ledger));
  const surah = firstSurahOf(ledger);
  // The first surah's badge names its surah: held for a surah no longer whole, it goes, and comes back naming one that
  // is.
  const stillTrue = (b: { code: string; surah: number | null }) =>
    earned.has(b.code) &&
    !(
      b.code === "first-surah" &&
      b.surah !== null &&
      ledger.surahs[b.surah - 1]?.memorised !== ledger.surahs[b.surah - 1]?.ayahCount
    );
  const held = had.filter((b) => b.revokedAt === null);
  const gone = withdraw ? held.filter((b) => !stillTrue(b)) : [];
  const kept = new Set(held.filter((b) => !gone.includes(b)).map((b) => b.code));
  const fresh = [...earned].filter((code) => !kept.has(code));
  const events: BadgeEvent[] = [];
  const about = { to: child.parentId, studentId: child.id, studentName: child.name };
  if (gone.length > 0) {
    await tx
      .update(studentBadges)
      .set({ revokedAt: now })
      .where(
        inArray(
          studentBadges.id,
          gone.map((b) => b.id),
        ),
      );
    for (const b of gone)
      events.push({ kind: "badge_withdrawn", ...about, code: b.code, title: badgeTitle(b.code, b.surah) ?? b.code });
  }
  if (fresh.length === 0) return events;
  const window = LESSON_RULES.reportCorrectionHours * 3_600_000;
  const insert: Array<typeof studentBadges.$inferInsert> = [];
  for (const code of fresh) {
    const named = code === "first-surah" ? surah : null;
    // The latest withdrawn row of this code, withdrawn by a correction within the window, for the same surah: put back
    // as it was. One an admin withdrew for cause stays withdrawn; earned again, it is a new certificate.
    const undo = had.find(
      (b) =>
        b.code === code &&
        b.revokedAt !== null &&
        !b.revokedForCause &&
        now.getTime() - b.revokedAt.getTime() < window &&
        b.surah === named,
    );
    if (undo) {
      const [back] = await tx
        .update(studentBadges)
        .set({ revokedAt: null })
        .where(
          and(
            eq(studentBadges.id, undo.id),
            sql`NOT EXISTS (SELECT 1 FROM student_badges h WHERE h.student_id = ${ref.studentId} AND h.code = ${code} AND h.revoked_at IS NULL)`,
          ),
        )
        .returning({
          code: studentBadges.code,
          surah: studentBadges.surah,
          certificateCode: studentBadges.certificateCode,
        });
      if (back)
        events.push({
          kind: "badge_earned",
          ...about,
          code,
          title: badgeTitle(code, back.surah) ?? code,
          certificateCode: back.certificateCode,
        });
      continue;
    }
    insert.push({
      studentId: ref.studentId,
      code,
      earnedAt: now,
      teacherId: ref.teacherId,
      teacherName: null,
      studentName: child.name,
      certificateCode: certifiable(code) ? newCertificateCode() : null,
      surah: named,
    });
  }
  if (insert.length === 0) return events;
  const [teacher] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ref.teacherId));
  const teacherName = teacher ? `${teacher.firstName} ${teacher.lastName}` : null;
  const inserted = await tx
    .insert(studentBadges)
    .values(insert.map((row) => ({ ...row, teacherName })))
    .onConflictDoNothing({
      target: [studentBadges.studentId, studentBadges.code],
      where: isNull(studentBadges.revokedAt),
    })
    .returning();
  for (const b of inserted) {
    events.push({
      kind: "badge_earned",
      ...about,
      code: b.code,
      title: badgeTitle(b.code, b.surah) ?? b.code,
      certificateCode: b.certificateCode,
    });
  }
  return events;
}

/** A held badge as `viewer` reads it (`reader`: how they read the child's badges, badgeReader). */
export function badgeItem(b: StudentBadgeRow, viewer: Viewer, reader: BadgeReader): BadgeItem {
  const confirmable = needsConfirmation(b.code);
  return {
    code: b.code,
    title: badgeTitle(b.code, b.surah) ?? b.code,
    earnedAt: b.earnedAt.toISOString(),
    // A teacher reads the badges, not the family's certificate codes (theirs to share).
    ...(b.certificateCode && !reader.teacherOnly ? { certificateCode: b.certificateCode } : {}),
    ...(confirmable ? { confirmation: b.confirmedAt ? ("confirmed" as const) : ("awaiting" as const) } : {}),
    ...(confirmable && !b.confirmedAt && reader.confirmer && b.teacherId !== viewer.id ? { canConfirm: true } : {}),
  };
}

/** GET /api/students/{id}/badges: as the ledger, oldest first. */
export async function studentBadgeList(db: Db, viewer: Viewer, studentId: number): Promise<BadgeItem[]> {
  const reader = await badgeReader(db, viewer, studentId);
  // At most 4 + 1 + 30 + 3 badges exist per child: the list is bounded by the codes themselves.
  const rows = await db
    .select()
    .from(studentBadges)
    .where(and(eq(studentBadges.studentId, studentId), isNull(studentBadges.revokedAt)))
    .orderBy(asc(studentBadges.earnedAt), asc(studentBadges.id));
  return rows.map((b) => badgeItem(b, viewer, reader));
}

/**
 * How the viewer reads the child's badges: as one of the child's teachers (no certificate codes), and whether they
 * may confirm certificates: an approved teacher who has heard the child in a lesson held with them (a booking alone,
 * an unpaid hold say, vouches for nothing), and admins; never the child's parent. 404 for anyone who may not read them.
 */
export interface BadgeReader {
  teacherOnly: boolean;
  confirmer: boolean;
}
export async function badgeReader(db: Db, viewer: Viewer, studentId: number): Promise<BadgeReader> {
  // An approved teacher with a lesson with the child, not cancelled (readableTeacher refuses anyone else with a 404).
  if ((await readableTeacher(db, viewer, studentId)) !== undefined) {
    const heard = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.studentId, studentId),
          eq(bookings.teacherId, viewer.id),
          inArray(bookings.attendance, [...HELD_ATTENDANCES]),
        ),
      )
      .limit(1);
    return { teacherOnly: true, confirmer: heard.length > 0 };
  }
  const [child] = await db
    .select({ parentId: studentProfiles.parentId })
    .from(studentProfiles)
    .where(eq(studentProfiles.id, studentId));
  // The family does not confirm its own child's certificates, even a parent who is also an admin.
  return { teacherOnly: false, confirmer: holds(viewer, "admin") && child?.parentId !== viewer.id };
}
