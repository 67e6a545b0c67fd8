// Private document storage: files under DATA_DIR/uploads with random names, rows in `documents`.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { DocumentType } from "@shared/constants";
import type { DocumentInfo } from "@shared/teachers";
import { documents, users, type DocumentRow } from "@shared/schema";
import type { Db } from "../db";
import { toDocumentInfo } from "../teachers/teachers.service";

export function ensureUploadsDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Stores the bytes, then replaces any document of the same type (the old file is removed after the commit). */
export async function storeDocument(
  db: Db,
  uploadsDir: string,
  input: { userId: number; documentType: DocumentType; fileName: string; mime: string; buffer: Buffer },
): Promise<DocumentInfo> {
  ensureUploadsDir(uploadsDir);
  const key = crypto.randomBytes(24).toString("hex");
  const file = path.join(uploadsDir, key);
  await fs.promises.writeFile(file, input.buffer, { mode: 0o600 });
  try {
    const { row, oldKey } = await db.transaction(async (tx) => {
      // Lock the owner: with no row yet, FOR UPDATE below locks nothing and two first uploads would both win.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
      const [old] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.userId, input.userId), eq(documents.documentType, input.documentType)))
        .for("update");
      const values = { fileName: input.fileName, fileUrl: key, mimeType: input.mime, size: input.buffer.length, uploadedAt: new Date() };
      const [saved] = await tx
        .insert(documents)
        .values({ userId: input.userId, documentType: input.documentType, ...values })
        .onConflictDoUpdate({ target: [documents.userId, documents.documentType], set: values })
        .returning();
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
