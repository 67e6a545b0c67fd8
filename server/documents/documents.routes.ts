// Documents (api.md "Documents"): upload checked by content, private download for the owner and admins.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Router, type NextFunction, type Request, type Response } from "express";
import type { MakeLimiter } from "../middleware/rate-limit";
import { fileTypeFromFile } from "file-type";
import multer from "multer";
import { LIMITS } from "@shared/constants";
import { documentUploadSchema } from "@shared/documents";
import { idParam } from "@shared/fields";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { HttpError, notFound } from "../http-error";
import { safeError } from "../middleware/error-handler";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { StorageUnavailableError, type DocumentStorage } from "../storage/document-storage";
import { createLocalStorage } from "../storage/local-storage";
import { can } from "../viewer";
import { judgeUpload, safeFileName } from "./documents.rules";
import {
  findDocument,
  incomingDirFor,
  listOwnDocuments,
  removeStaleIncoming,
  storeDocument,
} from "./documents.service";

/** The temporary files a request's upload wrote, so every way out of the route can remove them. */
const tempFiles = new WeakMap<Request, Set<string>>();

async function discardTempFiles(req: Request): Promise<void> {
  const files = tempFiles.get(req);
  if (!files) return;
  await Promise.all([...files].map((f) => fs.promises.rm(f, { force: true })));
  files.clear();
}

/**
 * Receives the one file to disk (decision 015): streamed into the incoming folder beside the documents, never held
 * in memory, so 30 uploads at once cost 30 small buffers rather than 300 MB.
 */
function fileReceiver(incomingDir: string) {
  let swept = false;
  const upload = multer({
    storage: multer.diskStorage({
      // Made on demand (0700), also if the folder was removed while the server runs.
      destination: (_req, _file, cb) =>
        fs.mkdir(incomingDir, { recursive: true, mode: 0o700 }, (err) => {
          // Once per process: files a crashed process left half-received (an hour outlasts any upload in flight).
          if (!err && !swept) {
            swept = true;
            void removeStaleIncoming(incomingDir, 60 * 60 * 1000);
          }
          cb(err ?? null, incomingDir);
        }),
      filename: (req, _file, cb) => {
        const name = crypto.randomBytes(16).toString("hex");
        tempFiles.get(req)?.add(path.join(incomingDir, name));
        cb(null, name);
      },
    }),
    // File names are UTF-8 (e.g. Arabic names), not latin1.
    defParamCharset: "utf8",
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024 },
  }).single("document");

  /** multer's errors become our status codes: too large is 413, the rest are the client's mistakes. */
  return function receiveFile(req: Request, res: Response, next: NextFunction) {
    tempFiles.set(req, new Set());
    // A client that goes away mid-upload: multer removes its part file, and this catches anything left over.
    res.once("close", () => void discardTempFiles(req));
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
  };
}

/** Any refusal after the file arrived (400, 413, 415, a failed store) removes it before the answer goes out. */
async function discardOnError(err: unknown, req: Request, _res: Response, next: NextFunction) {
  await discardTempFiles(req);
  next(err);
}

/** The store down (or refusing us) is a 503 with a sentence, its cause logged; never a 500 with details. */
function storageOutage(err: unknown, req: Request, _res: Response, next: NextFunction) {
  if (!(err instanceof StorageUnavailableError)) return next(err);
  const { stack: _stack, ...cause } = safeError(err.cause);
  req.log?.warn({ err: cause }, "document storage unavailable");
  next(
    new HttpError(503, "Document storage is unavailable. Please try again in a few minutes.", { "Retry-After": "30" }),
  );
}

/**
 * `uploadsDir`: this host's folder; uploads arrive beside it (`<uploadsDir>-incoming`) whatever the storage.
 * `storage`: where documents are kept; by default that same folder.
 */
export function documentRoutes({
  db,
  uploadsDir,
  storage = createLocalStorage(uploadsDir),
  limiter: makeLimiter,
  uploadLimit = 30,
  mailer,
}: {
  db: Db;
  /** The families of a teacher's lessons are emailed when a replaced check puts them on hold. */
  mailer?: Mailer;
  uploadsDir: string;
  storage?: DocumentStorage;
  /** The app's limiter factory: uploads are counted in the store every process shares. */
  limiter: MakeLimiter;
  uploadLimit?: number;
}): Router {
  const router = Router();
  const receiveFile = fileReceiver(incomingDirFor(uploadsDir));
  const limiter = makeLimiter({
    name: "upload",
    windowMs: 15 * 60 * 1000,
    limit: uploadLimit,
    message: "Too many uploads. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${(req.user as { id: number } | undefined)?.id ?? "anon"}`,
  });

  router.post(
    "/documents/upload",
    requireRole("teacher"),
    limiter,
    receiveFile,
    async (req: Request, res: Response) => {
      // Parsed here rather than by validate(), which answers by itself: the ZodError (a 400 naming the field) must
      // pass discardOnError so the received file is gone before the answer.
      const { documentType } = documentUploadSchema.parse(req.body ?? {});
      const file = req.file;
      if (!file || file.size === 0) throw new HttpError(400, "document: choose a file to upload");
      // Judged by the bytes on disk (file-type reads only the headers it needs), whatever the name says.
      const verdict = judgeUpload(file.originalname, await fileTypeFromFile(file.path));
      if (!verdict.ok) throw new HttpError(415, verdict.message);
      const info = await storeDocument(
        db,
        storage,
        {
          userId: currentUser(req).id,
          documentType,
          fileName: safeFileName(file.originalname),
          mime: verdict.mime,
          tempPath: file.path,
          size: file.size,
        },
        { mailer, logger: req.log },
      );
      res.status(201).json(info);
    },
    discardOnError,
    storageOutage,
  );

  // (+) The caller's own documents, also before a profile exists (uploads come before the first submit).
  router.get("/documents", requireRole("teacher"), async (req, res) => {
    res.json(await listOwnDocuments(db, currentUser(req).id));
  });

  router.get(
    "/documents/:id/file",
    requireAuth,
    async (req: Request, res: Response) => {
      const { id } = idParam.parse(req.params);
      const user = currentUser(req);
      const row = await findDocument(db, id);
      // Anyone but the owner or an admin learns nothing, not even that it exists.
      if (!row || !can(user, "read document", row)) throw notFound("Document not found");
      // Opened before any header goes out: a missing object is still a 404, a store that is down a 503.
      const object = await storage.open(row.fileUrl);
      if (!object) throw notFound("Document not found");
      res.setHeader("Content-Type", row.mimeType);
      res.setHeader("Content-Length", String(object.size));
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cache-Control", "private, no-store");
      res.attachment(row.fileName);
      // Streamed through, chunk by chunk (from S3 too), never buffered whole. A failure half way (the store, or a
      // client that leaves) can only cut the response; pipeline closes both ends so no socket or handle is left open.
      await pipeline(object.stream, res).catch(() => res.destroy());
    },
    storageOutage,
  );

  return router;
}
