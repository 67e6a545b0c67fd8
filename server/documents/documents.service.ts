// Private document storage: files under DATA_DIR/uploads with random names (arriving in DATA_DIR/uploads-incoming),
// rows in `documents`.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { DocumentType } from "@shared/constants";
import type { DocumentInfo } from "@shared/teachers";
import { documents, teacherProfiles, users, type DocumentRow } from "@shared/schema";
import type { Db } from "../db";
import { recordInApp } from "../notify/notify";
import { toDocumentInfo } from "../teachers/teachers.service";
import { trustAfterReplacement } from "./documents.rules";

export function ensureUploadsDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

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

/** Moves a received file into the documents folder; a copy only when the folders are on different disks. */
async function moveInto(from: string, to: string): Promise<void> {
  await fs.promises.chmod(from, 0o600);
  try {
    await fs.promises.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.promises.chmod(to, 0o600);
    await fs.promises.rm(from, { force: true });
  }
}

/**
 * Moves the received file in under a random name, then replaces any document of the same type (the old file is
 * removed after the commit). Replacing a document an admin verified clears that check and tells the admins.
 */
export async function storeDocument(
  db: Db,
  uploadsDir: string,
  input: { userId: number; documentType: DocumentType; fileName: string; mime: string; tempPath: string; size: number },
): Promise<DocumentInfo> {
  ensureUploadsDir(uploadsDir);
  const key = crypto.randomBytes(24).toString("hex");
  const file = path.join(uploadsDir, key);
  await moveInto(input.tempPath, file);
  try {
    const { row, oldKey } = await db.transaction(async (tx) => {
      // Lock the owner: with no row yet, FOR UPDATE below locks nothing and two first uploads would both win.
      // NO KEY UPDATE: rows that merely reference the user (an admin's review notifying them) need not wait.
      const [owner] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, input.userId))
        .for("no key update");
      // The profile too: an admin's review (which locks it) runs wholly before or after this replacement.
      const [profile] = await tx.select().from(teacherProfiles).where(eq(teacherProfiles.userId, input.userId)).for("update");
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
        .values({ userId: input.userId, documentType: input.documentType, fileName: input.fileName, fileUrl: key, mimeType: input.mime, size: input.size })
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
      return { row: saved, oldKey: old?.fileUrl };
    });
    if (oldKey && oldKey !== key) await fs.promises.rm(path.join(uploadsDir, oldKey), { force: true });
    return toDocumentInfo(row);
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export function documentPath(uploadsDir: string, row: DocumentRow): string {
  // Keys are generated hex; never a path from the client.
  return path.join(uploadsDir, path.basename(row.fileUrl));
}

export async function listOwnDocuments(db: Db, userId: number): Promise<DocumentInfo[]> {
  const rows = await db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.documentType));
  return rows.map(toDocumentInfo);
}
