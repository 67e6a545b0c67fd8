// Calendars (api.md "Scheduling"): a booking's .ics, the private feed URL, and the feed itself (decision 047).
import crypto from "node:crypto";
import { Router, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { MakeLimiter } from "../middleware/rate-limit";
import { idParam } from "@shared/fields";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { bookingCalendar, feedFor, feedToken, feedUrl, resetFeedToken } from "./calendar.service";
import { ICS_CONTENT_TYPE } from "./ics";

/** The app's public origin (APP_URL), else the one the request came to. */
const originOf = (appUrl: string | undefined, req: Request) => appUrl ?? `${req.protocol}://${req.get("host")}`;

/** GET /api/bookings/{id}/calendar.ics and the feed URL's two routes, inside the API router (signed in). */
export function calendarRoutes({ db, appUrl }: { db: Db; appUrl?: string }): Router {
  const router = Router();

  router.get("/bookings/:id/calendar.ics", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const text = await bookingCalendar(db, currentUser(req), id, originOf(appUrl, req));
    res.type(ICS_CONTENT_TYPE).set("Content-Disposition", `attachment; filename="halaqa-lesson-${id}.ics"`).send(text);
  });

  router.get("/calendar/feed-url", requireAuth, async (req, res) => {
    res.json({ url: feedUrl(originOf(appUrl, req), await feedToken(db, currentUser(req).id)) });
  });

  router.post("/calendar/feed-url/reset", requireAuth, async (req, res) => {
    res.json({ url: feedUrl(originOf(appUrl, req), await resetFeedToken(db, currentUser(req).id)) });
  });

  return router;
}

export interface FeedLimits {
  /** Answers per feed URL and window: a subscribed calendar asks every hour or so (default 60 per 15 minutes). */
  perFeed?: number;
  /** Unknown feed URLs asked per address and window (default 30): only misses count, so a calendar service fetching many users' feeds from one address is not slowed. */
  missesPerAddress?: number;
  windowMs?: number;
}

/**
 * GET /calendar/{token}.ics: public, the token is the credential. Mounted before the app's pages, which would
 * otherwise answer it (a calendar asks with Accept: * / *). Unknown tokens and suspended accounts: 404, nothing more.
 */
export function calendarFeedRoutes({
  db,
  appUrl,
  limiter,
  limits = {},
}: {
  db: Db;
  appUrl?: string;
  limiter: MakeLimiter;
  limits?: FeedLimits;
}): Router {
  const router = Router();
  const windowMs = limits.windowMs ?? 15 * 60 * 1000;
  const message = "Too many calendar requests. Please try again later.";
  const missesPerAddress = limiter({
    name: "calendar-miss",
    limit: limits.missesPerAddress ?? 30,
    windowMs,
    message,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `miss:${ipKeyGenerator(req.ip ?? "")}`,
  });
  const perFeed = limiter({
    name: "calendar-feed",
    limit: limits.perFeed ?? 60,
    windowMs,
    message,
    // A digest: the counts table never holds a working feed URL, and a long token fits its key.
    keyGenerator: (req) => `feed:${crypto.createHash("sha256").update(String(req.params.token)).digest("base64url")}`,
  });

  router.get("/calendar/:token.ics", missesPerAddress, perFeed, async (req, res) => {
    const text = await feedFor(db, String(req.params.token), originOf(appUrl, req));
    if (text === null) {
      res.set("Cache-Control", "no-store").status(404).json({ message: "Not found" });
      return;
    }
    // Private: no shared cache may keep a secret URL's answer. Five minutes spares a client asking twice in a row;
    // ETag (Express's) lets it revalidate for nothing after that.
    res.set({ "Cache-Control": "private, max-age=300", "X-Robots-Tag": "noindex" }).type(ICS_CONTENT_TYPE).send(text);
  });

  return router;
}
