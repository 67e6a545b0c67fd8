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

// Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069): in stored text they make a title or a
// comment read differently from what it says (issue 31, finding 14). No language needs them typed in a form.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// Deeper than any request schema: what lies below is refused or dropped by the schema anyway.
const MAX_DEPTH = 8;
// Left as typed: secrets are compared, never shown; a person's name is refused with them (400, singleLineName), as
// api.md says, rather than changed behind the person's back.
const SECRET_KEY = /password|token|^(?:firstName|lastName|name)$/i;

/** The text without direction controls: what validate() hands the schema, for a limiter keyed on a body's field. */
export const stripDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, "");

/** The input with direction controls removed from every string; walks at most MAX_DEPTH levels, so a deep body costs little. */
export function withoutDirectionControls(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return stripDirectionControls(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => withoutDirectionControls(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // defineProperty, so a key "__proto__" stays an own key rather than setting the prototype.
    Object.defineProperty(out, k, {
      value: SECRET_KEY.test(k) ? v : withoutDirectionControls(v, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

export function validate<S extends z.ZodType>(schema: S, source: Source = "body") {
  return (req: Request, res: Response, next: NextFunction) => {
    const input = withoutDirectionControls(source === "body" ? (req.body ?? {}) : req.query);
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
