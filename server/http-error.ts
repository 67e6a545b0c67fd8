// A thrown HttpError becomes `{message}` with its status; everything else is a 500 without details.
export class HttpError extends Error {
  /**
   * Set when the refusal comes after a change was committed (a payment captured for a lesson cancelled meanwhile,
   * then refunded): the read cache then empties what the request could change, as for a success.
   */
  afterChange = false;

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, "Unauthorized");
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** PostgreSQL unique_violation, with the constraint that fired. */
export function uniqueViolation(err: unknown): string | undefined {
  const src = pgError(err);
  return src.code === "23505" ? (src.constraint ?? "") : undefined;
}

/** The PostgreSQL error code and constraint of a failed query (drizzle wraps the driver's error as `cause`). */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.code ? e : (e?.cause ?? {});
}
