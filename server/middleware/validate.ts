// Parses req.body / req.query with a shared zod schema; a failure is a 400 naming the first bad field.
import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";

export function formatZodError(error: z.ZodError) {
  const errors = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request";
  return { message, errors };
}

type Source = "body" | "query";

export function validate<S extends z.ZodType>(schema: S, source: Source = "body") {
  return (req: Request, res: Response, next: NextFunction) => {
    const input = source === "body" ? (req.body ?? {}) : req.query;
    const result = schema.safeParse(input);
    if (!result.success) {
      res.status(400).json(formatZodError(result.error));
      return;
    }
    // Express 5's req.query is a getter; keep parsed values on res.locals for both sources.
    res.locals[source] = result.data;
    if (source === "body") req.body = result.data;
    next();
  };
}

/** The parsed, typed input set by validate(). */
export function parsed<T>(res: Response, source: Source = "body"): T {
  return res.locals[source] as T;
}
