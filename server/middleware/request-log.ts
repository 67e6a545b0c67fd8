// One log line per request, with an id the user can quote (X-Request-Id); never headers, bodies or secret tokens.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    // One id per request, on every log line of it (req.log carries only reqId) and in the X-Request-Id answer, so a
    // user's report can be matched with the log. A caller's own id is kept when it looks like one.
    genReqId: (req, res) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    quietReqLogger: true,
    // Only what a request log needs: no headers (cookies, Set-Cookie) and no bodies (passwords) are ever logged.
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        // A password reset link's token would be a working key to the account for an hour. A calendar feed's token
        // (/calendar/{token}.ics, also in an absolute-form URL) reads a family's lessons for as long as it is not
        // reset. Case-insensitive, as the route is.
        url: req.url
          .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
          .replace(/(?<!\/api)(\/calendar\/)[^/?#]*/gi, "$1[redacted]"),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
}
