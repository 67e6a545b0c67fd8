// POST /api/contact (issue 32): anyone writes to the admins; the message becomes a notification in their shared feed.
// Limited per sender (the account, else the address) and per email address named, so nobody floods the feed.
import { Router, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { CONTACT_SENT, contactSchema, TOO_MANY_MESSAGES, type ContactMessage } from "@shared/contact";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import type { MakeLimiter } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { recordInApp } from "../notify/notify";
import { emailIn } from "../auth/auth-limiters";

/** Messages per sender and per email address in an hour; tests lower or raise it. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

const signedInUser = (req: Request): PublicUser | null =>
  req.isAuthenticated?.() && req.user ? (req.user as PublicUser) : null;

export function contactRoutes(deps: { db: Db; limiter: MakeLimiter; perHour?: number }): Router {
  const router = Router();
  const windowMs = 60 * 60 * 1000;
  const limit = deps.perHour ?? CONTACT_MESSAGES_PER_HOUR;
  const limits = [
    deps.limiter({
      name: "contact-sender",
      limit,
      windowMs,
      message: TOO_MANY_MESSAGES,
      // A signed-in family counts alone: one family writing never stops another on the madrasa's network.
      keyGenerator: (req) => {
        const user = signedInUser(req);
        return user ? `user:${user.id}` : `ip:${ipKeyGenerator(req.ip ?? "")}`;
      },
    }),
    deps.limiter({
      name: "contact-email",
      limit,
      windowMs,
      message: TOO_MANY_MESSAGES,
      keyGenerator: (req) => `email:${emailIn(req.body)}`,
      // A family writing from its own account's address counts as a sender only: nobody else can use it up for them.
      skip: async (req) => signedInUser(req)?.email.toLowerCase() === emailIn(req.body),
    }),
  ];

  router.post("/contact", validate(contactSchema), ...limits, async (req, res) => {
    const input = req.body as ContactMessage;
    const user = signedInUser(req);
    // Written here rather than by notify(), which only logs a failure: the sender must not be thanked for a lost message.
    await deps.db.transaction((tx) => recordInApp(tx, { kind: "contact_message", userId: user?.id ?? null, ...input }));
    res.status(201).json({ message: CONTACT_SENT });
  });
  return router;
}
