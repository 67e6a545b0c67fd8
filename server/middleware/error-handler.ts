// The last middleware: client mistakes get a 4xx sentence, anything else a bare 500. No stack, SQL or path leaves.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError } from "../http-error";
import { formatZodError } from "./validate";

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" });
};

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    res.status(err.status).json({ message: err.message });
    return;
  }
  if (err instanceof ZodError) {
    res.status(400).json(formatZodError(err));
    return;
  }
  // Text PostgreSQL cannot store (e.g. a NUL byte) is the client's mistake, whatever route it came through.
  const pgCode = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  if (pgCode === "22021" || pgCode === "22P05") {
    res.status(400).json({ message: "The request contains characters that are not allowed" });
    return;
  }
  // body-parser errors carry a status and a type.
  const type = (err as { type?: string }).type;
  const status = (err as { status?: number }).status;
  if (type === "entity.parse.failed") {
    res.status(400).json({ message: "Malformed JSON in request body" });
    return;
  }
  if (type === "entity.too.large") {
    res.status(413).json({ message: "Request body is too large" });
    return;
  }
  // Only errors made to be shown (http-errors' `expose`, as body-parser sets) pass their status and message on.
  if (typeof status === "number" && status >= 400 && status < 500 && (err as { expose?: boolean }).expose === true) {
    res.status(status).json({ message: (err as Error).message || "Bad request" });
    return;
  }
  req.log?.error({ err: safeError(err) }, "unhandled error");
  res.status(500).json({ message: "Internal server error" });
};

/**
 * What of an error may be logged: drizzle's query errors carry the bound parameters (password hashes,
 * emails) in their message, so only the underlying driver error's message, code and stack are kept.
 */
export function safeError(err: unknown): { type: string; message: string; code?: string; stack?: string } {
  const e = err as Error & { code?: string; cause?: Error & { code?: string } };
  const source = e?.cause instanceof Error ? e.cause : e;
  return { type: e?.name ?? typeof err, message: String(source?.message ?? err), code: source?.code, stack: source?.stack };
}
