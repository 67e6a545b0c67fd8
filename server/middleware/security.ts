// What every request passes before a route: the security headers (CSP), the cross-site refusal (CSRF) and the body
// formats a route may receive.
import helmet from "helmet";
import type { Request, RequestHandler } from "express";
import { sameOrigin } from "./same-origin";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

/** Helmet's headers; `paypalSources` are allowed scripts and frames only when PayPal is in use. */
export function securityHeaders(paypalSources: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "img-src": ["'self'", "data:", ...paypalSources],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...paypalSources],
        "script-src": ["'self'", ...paypalSources],
        "frame-src": paypalSources.length ? paypalSources : ["'none'"],
        // Plain http://localhost must keep working; TLS is the proxy's job.
        "upgrade-insecure-requests": null,
      },
    },
    // HSTS only makes sense behind HTTPS, which a proxy adds.
    strictTransportSecurity: false,
  });
}

/**
 * CSRF: a state-changing request must come from our own pages. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); a cross-site one is refused before it reaches a route or the session. Requests
 * without these headers (curl, server-to-server) carry no ambient browser cookies of a victim, so they pass.
 */
export const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const crossSite = site === "cross-site" || (origin !== undefined && !sameOrigin(origin, req));
  if (crossSite) {
    res.status(403).json({ message: CROSS_SITE_MESSAGE });
    return;
  }
  next();
};

/**
 * Where a form's post comes from: our page, another site, or "unknown" (`Origin: null` and no Sec-Fetch-Site: an
 * older browser, or a sandboxed frame). Without either header it is no browser, so it carries no victim's cookies.
 */
export function formPostFrom(req: Request): "ours" | "cross-site" | "unknown" {
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const originOk = origin === undefined || origin === "null" || sameOrigin(origin, req);
  if (site !== undefined) return site === "same-origin" && originOk ? "ours" : "cross-site";
  if (origin === "null") return "unknown";
  return originOk ? "ours" : "cross-site";
}

/**
 * A body in another format would otherwise parse as {} and be answered with misleading field errors; and an
 * HTML form (urlencoded, text/plain, multipart) can never post to a JSON route. Only the upload takes multipart.
 */
export const requireJsonBodies: RequestHandler = (req, res, next) => {
  const empty =
    req.headers["content-length"] === "0" || (!req.headers["content-length"] && !req.headers["transfer-encoding"]);
  const upload = req.method === "POST" && req.originalUrl.split("?")[0] === "/api/documents/upload";
  if (!empty && req.is(upload ? ["multipart/form-data"] : ["application/json"]) === false) {
    res.status(415).json({
      message: upload
        ? "Send the file as multipart/form-data"
        : "Send the request body as JSON (Content-Type: application/json)",
    });
    return;
  }
  next();
};
