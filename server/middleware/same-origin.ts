// The CSRF check's question (server/middleware/security.ts): does a request's Origin name this server?
import type { Request } from "express";

/** Does the Origin header name this server (scheme, host and port as the request reached us)? */
export function sameOrigin(origin: string, req: Request): boolean {
  try {
    const o = new URL(origin);
    return o.host === req.get("host") && o.protocol === `${req.protocol}:`;
  } catch {
    return false; // "null" (sandboxed frames, file://) or garbage
  }
}
