// The last middleware: client mistakes get a 4xx sentence, a database outage a 503, anything else a bare 500.
// No stack, SQL or path leaves.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError } from "../http-error";
import { formatZodError } from "./validate";

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" });
};

export const UNAVAILABLE_MESSAGE = "Service temporarily unavailable. Please try again.";

// PostgreSQL shutting down, starting up or unreachable (class 08, 57P01-57P03), and the socket-level failures
// the pg driver reports when the server is gone. drizzle wraps the driver's error as `cause`.
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// Anchored: drizzle's own message ("Failed query: … params: …") carries user input and must never match.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated unexpectedly$/,
  /^Connection terminated due to connection timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/** True when the error (or an error it wraps) means the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  // A dual-stack connect attempt fails with an AggregateError of the per-address errors.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    // express-session reports a failed session touch or save (e.g. the database just went away) after it has
    // finished the response: that response stands. Handing the error on would make Express reset the socket.
    if (res.writableEnded) {
      req.log?.warn({ err: safeError(err) }, "error after the response was sent");
      return;
    }
    return next(err);
  }
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    // The read cache empties what this request could change even though it answers 4xx (read-cache.ts).
    if (err.afterChange) res.locals.dataChanged = true;
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
  // A path with malformed percent-encoding (/api/classes/%E0%A4%A): the router's decodeURIComponent throws.
  if (err instanceof URIError) {
    res.status(400).json({ message: "The address is not valid" });
    return;
  }
  // After the 4xx branches: a client resetting its socket mid-body is a body-parser 400 with code ECONNRESET.
  // Also reached by session-store errors (express-session passes them to next). The pool reconnects by itself.
  if (isDatabaseUnavailable(err)) {
    const { stack: _stack, ...logged } = safeError(err);
    req.log?.warn({ err: logged }, "database unavailable");
    // No session touch for this response: the store is the database that just failed, and its error would come
    // after this handler (the last one), where Express resets the connection.
    if (req.session) (req as { session?: unknown }).session = undefined;
    res.setHeader("Retry-After", "5");
    res.status(503).json({ message: UNAVAILABLE_MESSAGE });
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
  return {
    type: e?.name ?? typeof err,
    message: String(source?.message ?? err),
    code: source?.code,
    stack: source?.stack,
  };
}
