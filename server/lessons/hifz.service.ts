// The hifz ledger (api.md "The hifz ledger", issue 19): entries written with a lesson's report, the child's record
// computed from them, the badges earned from the record and the lessons attended, and their certificates.
import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { ayahIndex } from "@shared/quran";
import {
  badgeTitle,
  certifiable,
  earnedBadges,
  firstSurahOf,
  type BadgeItem,
  type CertificateCheck,
} from "@shared/hifz-badges";
import { computeLedger, type HifzLedger, type LedgerEntry } from "@shared/hifz-ledger";
import type { HifzEntry, HifzEntryItem, HifzGrade, HifzKind } from "@shared/hifz";
import { HELD_ATTENDANCES, LESSON_RULES } from "@shared/constants";
import { bookings, hifzEntries, studentBadges, studentProfiles, users, type HifzEntryRow } from "@shared/schema";
import type { Db, Tx } from "../db";
import { notFound } from "../http-error";
import type { BadgeEarned, BadgeWithdrawn } from "../notify/events";
import type { Viewer } from "../viewer";
import { arabicAchievement, type CertificateInput } from "./certificate";
import { readableTeacher } from "./progress.service";

type BadgeEvent = BadgeEarned | BadgeWithdrawn;

export interface ReportRef {
  reportId: number;
  bookingId: number;
  studentId: number;
  teacherId: number;
  lessonAt: Date;
}

/** Writes a report's entries in its order (replacing any it had: a correction). */
export async function saveHifzEntries(tx: Tx, ref: ReportRef, entries: readonly HifzEntry[]): Promise<void> {
  await tx.delete(hifzEntries).where(eq(hifzEntries.reportId, ref.reportId));
  if (entries.length === 0) return;
  await tx.insert(hifzEntries).values(
    entries.map((e, position) => ({
      ...ref,
      position,
      kind: e.kind,
      fromSurah: e.from.surah,
      fromAyah: e.from.ayah,
      toSurah: e.to.surah,
      toAyah: e.to.ayah,
      firstAyah: ayahIndex(e.from),
      lastAyah: ayahIndex(e.to),
      grade: e.grade,
      forgot: e.mistakes.forgot,
      stuck: e.mistakes.stuck,
      tajweed: e.mistakes.tajweed,
    })),
  );
}

const toItem = (r: HifzEntryRow): HifzEntryItem => ({
  id: r.id,
  reportId: r.reportId,
  bookingId: r.bookingId,
  lessonAt: r.lessonAt.toISOString(),
  kind: r.kind as HifzKind,
  from: { surah: r.fromSurah, ayah: r.fromAyah },
  to: { surah: r.toSurah, ayah: r.toAyah },
  grade: r.grade as HifzGrade,
  mistakes: { forgot: r.forgot, stuck: r.stuck, tajweed: r.tajweed },
});

/** The entries of these reports, by report, in each report's order (one statement for a whole page of reports). */
export async function hifzOfReports(db: Db | Tx, reportIds: number[]): Promise<Map<number, HifzEntryItem[]>> {
  const byReport = new Map<number, HifzEntryItem[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select()
    .from(hifzEntries)
    .where(inArray(hifzEntries.reportId, reportIds))
    .orderBy(asc(hifzEntries.reportId), asc(hifzEntries.position));
  for (const r of rows) {
    const list = byReport.get(r.reportId);
    if (list) list.push(toItem(r));
    else byReport.set(r.reportId, [toItem(r)]);
  }
  return byReport;
}

/** Every entry of the child as the ledger reads them. */
async function ledgerEntries(db: Db | Tx, studentId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(hifzEntries)
    .where(eq(hifzEntries.studentId, studentId))
    .orderBy(asc(hifzEntries.lessonAt), asc(hifzEntries.id));
  return rows.map((r) => ({
    bookingId: r.bookingId,
    lessonAt: r.lessonAt,
    kind: r.kind as HifzKind,
    grade: r.grade as HifzGrade,
    first: r.firstAyah,
    last: r.lastAyah,
    from: { surah: r.fromSurah, ayah: r.fromAyah },
    to: { surah: r.toSurah, ayah: r.toAyah },
    mistakes: { forgot: r.forgot, stuck: r.stuck, tajweed: r.tajweed },
  }));
}

/** GET /api/students/{id}/hifz: the parent, the child's teachers and admins; 404 for anyone else. */
export async function studentLedger(db: Db, viewer: Viewer, studentId: number): Promise<HifzLedger> {
  // A teacher of the child reads the whole record, not only their own lessons: the next sabaq follows the last.
  await readableTeacher(db, viewer, studentId);
  return computeLedger(studentId, await ledgerEntries(db, studentId));
}

const newCertificateCode = () =>
  crypto
    .randomBytes(8)
    .toString("hex")
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, "$1-");

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
    // The latest withdrawn row of this code, withdrawn within the window, for the same surah: put back as it was.
    const undo = had.find(
      (b) =>
        b.code === code && b.revokedAt !== null && now.getTime() - b.revokedAt.getTime() < window && b.surah === named,
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

/** GET /api/students/{id}/badges: as the ledger, oldest first. */
export async function studentBadgeList(db: Db, viewer: Viewer, studentId: number): Promise<BadgeItem[]> {
  // A teacher reads the badges, not the family's certificate codes (theirs to share).
  const teacherOnly = (await readableTeacher(db, viewer, studentId)) !== undefined;
  // At most 4 + 1 + 30 + 3 badges exist per child: the list is bounded by the codes themselves.
  const rows = await db
    .select()
    .from(studentBadges)
    .where(and(eq(studentBadges.studentId, studentId), isNull(studentBadges.revokedAt)))
    .orderBy(asc(studentBadges.earnedAt), asc(studentBadges.id));
  return rows.map((b) => ({
    code: b.code,
    title: badgeTitle(b.code, b.surah) ?? b.code,
    earnedAt: b.earnedAt.toISOString(),
    ...(b.certificateCode && !teacherOnly ? { certificateCode: b.certificateCode } : {}),
  }));
}

export const CERTIFICATE_CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/;

/** Whether a certificate has this code (withdrawn ones too): the public check's rate limit counts only the others. */
export async function certificateExists(db: Db, code: string): Promise<boolean> {
  const normal = code.trim().toUpperCase();
  if (!CERTIFICATE_CODE.test(normal)) return false;
  const [row] = await db
    .select({ id: studentBadges.id })
    .from(studentBadges)
    .where(eq(studentBadges.certificateCode, normal))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/certificates/{code}: anyone; only the child's first name and the achievement. 404 for an unknown code; a
 * withdrawn badge's certificate answers `valid: false` with the date, so a printed copy can be told apart.
 */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateCheck> {
  const normal = code.trim().toUpperCase();
  if (!CERTIFICATE_CODE.test(normal)) throw notFound("Certificate not found");
  const [row] = await db
    .select({
      code: studentBadges.code,
      surah: studentBadges.surah,
      earnedAt: studentBadges.earnedAt,
      revokedAt: studentBadges.revokedAt,
      teacherName: studentBadges.teacherName,
      name: studentBadges.studentName,
    })
    .from(studentBadges)
    .where(eq(studentBadges.certificateCode, normal));
  if (!row) throw notFound("Certificate not found");
  return {
    valid: row.revokedAt === null,
    achievement: badgeTitle(row.code, row.surah) ?? row.code,
    firstName: row.name.trim().split(/\s+/)[0] ?? "",
    teacherName: row.teacherName ?? "Halaqa",
    earnedAt: row.earnedAt.toISOString(),
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
  };
}

/**
 * GET /api/students/{id}/badges/{code}/certificate: what the PDF says, for the child's parent alone. Not admins, not
 * the child's teachers (can "read child progress" lets admins in): the certificate is the family's to keep and share.
 * Anyone else, an unknown child, a badge not earned and a code without a certificate all get the same 404.
 * `appUrl` is the app's public origin, for the line that tells where to verify the code.
 */
export async function certificateOf(
  db: Db,
  viewer: Viewer,
  studentId: number,
  code: string,
  appUrl: string,
): Promise<CertificateInput> {
  if (!certifiable(code)) throw notFound("Certificate not found");
  const [badge] = await db
    .select({
      parentId: studentProfiles.parentId,
      childName: studentBadges.studentName,
      earnedAt: studentBadges.earnedAt,
      teacherName: studentBadges.teacherName,
      certificateCode: studentBadges.certificateCode,
      surah: studentBadges.surah,
    })
    .from(studentBadges)
    .innerJoin(studentProfiles, eq(studentProfiles.id, studentBadges.studentId))
    .where(and(eq(studentBadges.studentId, studentId), eq(studentBadges.code, code), isNull(studentBadges.revokedAt)));
  if (!badge || badge.parentId !== viewer.id || !badge.certificateCode) throw notFound("Certificate not found");
  return {
    childName: badge.childName.trim(),
    achievement: badgeTitle(code, badge.surah) ?? code,
    arabicAchievement: arabicAchievement(code, badge.surah),
    teacherName: badge.teacherName ?? "Halaqa",
    earnedAt: badge.earnedAt,
    code: badge.certificateCode,
    verifyUrl: `${appUrl}/certificates/${badge.certificateCode}`,
  };
}
