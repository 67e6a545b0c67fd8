// The hifz ledger (api.md "The hifz ledger", issue 19): entries written with a lesson's report, and the child's record
// computed from them. Badges: badges.service.ts; certificates: certificates.service.ts.
import { asc, eq, inArray } from "drizzle-orm";
import { ayahIndex } from "@shared/quran";
import { computeLedger, type HifzLedger, type LedgerEntry } from "@shared/hifz-ledger";
import { type HifzEntry, type HifzEntryItem, type HifzGrade, type HifzKind } from "@shared/hifz";
import { hifzEntries, type HifzEntryRow } from "@shared/schema";
import type { Db, Tx } from "../db";
import type { Viewer } from "../viewer";
import { readableTeacher } from "./progress.service";

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
export async function ledgerEntries(db: Db | Tx, studentId: number): Promise<LedgerEntry[]> {
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
