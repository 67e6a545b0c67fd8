// Documents (api.md "Documents"): upload checked by content, private download for the owner and admins.
import fs from "node:fs";
import { Router, type NextFunction, type Request, type Response } from "express";
import rateLimit from "express-rate-limit";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import { LIMITS } from "@shared/constants";
import { documentUploadSchema } from "@shared/documents";
import type { Db } from "../db";
import { HttpError, notFound } from "../http-error";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { idParam } from "../teachers/teachers.routes";
import { judgeUpload, safeFileName } from "./documents.rules";
import { documentPath, findDocument, listOwnDocuments, storeDocument } from "./documents.service";

const upload = multer({
  storage: multer.memoryStorage(),
  // File names are UTF-8 (e.g. Arabic names), not latin1.
  defParamCharset: "utf8",
  limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024 },
}).single("document");

/** multer's errors become our status codes: too large is 413, the rest are the client's mistakes. */
function receiveFile(req: Request, res: Response, next: NextFunction) {
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, "File is too large: the limit is 10 MB"));
      if (err.code === "LIMIT_FILE_COUNT" || err.code === "LIMIT_UNEXPECTED_FILE") {
        return next(new HttpError(400, "Upload one file at a time in the field 'document'"));
      }
      return next(new HttpError(400, "The upload could not be read"));
    }
    next(new HttpError(400, "The upload could not be read"));
  });
}

export function documentRoutes({ db, uploadsDir, uploadLimit = 30 }: { db: Db; uploadsDir: string; uploadLimit?: number }): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: uploadLimit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    keyGenerator: (req) => `user:${(req.user as { id: number } | undefined)?.id ?? "anon"}`,
    handler: (_req, res, _next, options) =>
      res.status(options.statusCode).json({ message: "Too many uploads. Please wait a few minutes and try again." }),
  });

  router.post("/documents/upload", requireRole("teacher"), limiter, receiveFile, validate(documentUploadSchema), async (req, res) => {
    const file = req.file;
    if (!file || file.size === 0) throw new HttpError(400, "document: choose a file to upload");
    const verdict = judgeUpload(file.originalname, await fileTypeFromBuffer(file.buffer));
    if (!verdict.ok) throw new HttpError(415, verdict.message);
    const info = await storeDocument(db, uploadsDir, {
      userId: currentUser(req).id,
      documentType: req.body.documentType,
      fileName: safeFileName(file.originalname),
      mime: verdict.mime,
      buffer: file.buffer,
    });
    res.status(201).json(info);
  });

  // (+) The caller's own documents, also before a profile exists (uploads come before the first submit).
  router.get("/documents", requireRole("teacher"), async (req, res) => {
    res.json(await listOwnDocuments(db, currentUser(req).id));
  });

  router.get("/documents/:id/file", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const user = currentUser(req);
    const row = await findDocument(db, id);
    // Anyone but the owner or an admin learns nothing, not even that it exists.
    if (!row || (row.userId !== user.id && !user.roles.includes("admin"))) throw notFound("Document not found");
    const file = documentPath(uploadsDir, row);
    if (!fs.existsSync(file)) throw notFound("Document not found");
    res.setHeader("Content-Type", row.mimeType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "private, no-store");
    res.attachment(row.fileName);
    const stream = fs.createReadStream(file);
    // The file can vanish under a concurrent replacement: answer 404 (or cut the response), never crash.
    stream.on("error", () => (res.headersSent ? res.destroy() : res.status(404).json({ message: "Document not found" })));
    stream.pipe(res);
  });

  return router;
}
