// Private documents: rows in `documents`, bytes in the DocumentStorage (server/storage: DATA_DIR/uploads or S3)
// under random keys. Uploads arrive on this host's disk first (DATA_DIR/uploads-incoming) to be checked.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, gt } from "drizzle-orm";
import { CAPS, type DocumentType } from "@shared/constants";
import type { DocumentInfo } from "@shared/teachers";
import { bookings, documents, teacherProfiles, users, type DocumentRow } from "@shared/schema";
import type { Db, Tx } from "../db";
import { lessonNames } from "../bookings/booking-events";
import type { LessonOnHold } from "../notify/events";
import { notifyAll, recordAllInApp, recordInApp, type NotifyDeps, type Recorded } from "../notify/notify";
import type { DocumentStorage } from "../storage/document-storage";
import { toDocumentInfo } from "../teachers/teachers.service";
import { trustAfterReplacement } from "./documents.rules";

/** Where uploads arrive and wait for their check: beside the documents (same disk, so moving one in is a rename). */
export function incomingDirFor(uploadsDir: string): string {
  return `${path.resolve(uploadsDir)}-incoming`;
}

/** Removes files older than `maxAgeMs` from the incoming folder (left by a process that died mid-upload). */
export async function removeStaleIncoming(dir: string, maxAgeMs: number): Promise<number> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && Date.now() - stat.mtimeMs > maxAgeMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Stores the received file under a random key, then replaces any document of the same type (the old object is
 * removed after the commit). Replacing a document an admin verified clears that check and tells the admins.
 * Throws StorageUnavailableError when the store cannot take the file; then nothing is saved.
 */
export async function storeDocument(
  db: Db,
  storage: DocumentStorage,
  input: { userId: number; documentType: DocumentType; fileName: string; mime: string; tempPath: string; size: number },
  notifyDeps: Omit<NotifyDeps, "db"> = {},
): Promise<DocumentInfo> {
  const key = crypto.randomBytes(24).toString("hex");
  await storage.putFile(key, input.tempPath, { size: input.size, contentType: input.mime });
  try {
    const { row, oldKey, families } = await db.transaction(async (tx) => {
      // Lock the owner: with no row yet, FOR UPDATE below locks nothing and two first uploads would both win.
      // NO KEY UPDATE: rows that merely reference the user (an admin's review notifying them) need not wait.
      const [owner] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, input.userId))
        .for("no key update");
      // The profile too: an admin's review (which locks it) runs wholly before or after this replacement.
      const [profile] = await tx
        .select()
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, input.userId))
        .for("update");
      const [old] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.userId, input.userId), eq(documents.documentType, input.documentType)))
        .for("update");
      // A replacement is a new row with a new id: an admin who opened the old file and ticks its check names that
      // id, and is refused (409) rather than verifying a file they never saw.
      if (old) await tx.delete(documents).where(eq(documents.id, old.id));
      const [saved] = await tx
        .insert(documents)
        .values({
          userId: input.userId,
          documentType: input.documentType,
          fileName: input.fileName,
          fileUrl: key,
          mimeType: input.mime,
          size: input.size,
        })
        .returning();
      const changes = profile ? trustAfterReplacement(profile, input.documentType) : null;
      if (profile && changes) {
        await tx.update(teacherProfiles).set(changes).where(eq(teacherProfiles.id, profile.id));
        await recordInApp(tx, {
          kind: "document_replaced",
          userId: input.userId,
          teacherName: owner ? `${owner.firstName} ${owner.lastName}` : null,
          profileId: profile.id,
          documentId: saved.id,
          documentType: input.documentType,
          fileName: input.fileName,
          backToReview: changes.verificationStatus === "pending",
        });
      }
      // Back to review: the lessons to come are on hold until the check is verified again, and each family is told.
      const families = changes?.verificationStatus === "pending" ? await tellFamiliesOnHold(tx, input.userId) : [];
      return { row: saved, oldKey: old?.fileUrl, families };
    });
    await notifyAll({ db, ...notifyDeps }, families);
    // After the commit the new document stands whatever happens here: an old object the store fails to remove is
    // private and referenced by no row, so it is left (a sweep of storage.keys() against the rows finds it).
    if (oldKey && oldKey !== key) await storage.delete(oldKey).catch(() => undefined);
    return toDocumentInfo(row);
  } catch (err) {
    // Nothing refers to the new object: remove it (best effort; the transaction's error is the one to report).
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The families of a teacher's lessons still to come, told in-app here (emails after the commit). Bounded. */
async function tellFamiliesOnHold(tx: Tx, teacherId: number): Promise<Recorded[]> {
  const upcoming = await tx
    .select({ id: bookings.id, parentId: bookings.parentId, scheduledAt: bookings.scheduledAt })
    .from(bookings)
    .where(and(eq(bookings.teacherId, teacherId), eq(bookings.status, "scheduled"), gt(bookings.endsAt, new Date())))
    .orderBy(asc(bookings.scheduledAt))
    .limit(CAPS.upcomingBookingsPerParent);
  const events: LessonOnHold[] = [];
  for (const b of upcoming) {
    const names = await lessonNames(tx, b.id);
    events.push({ kind: "lesson_on_hold", to: b.parentId, bookingId: b.id, scheduledAt: b.scheduledAt, ...names });
  }
  return recordAllInApp(tx, events);
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function listOwnDocuments(db: Db, userId: number): Promise<DocumentInfo[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.documentType));
  return rows.map(toDocumentInfo);
}
