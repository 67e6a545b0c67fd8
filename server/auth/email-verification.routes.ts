// Confirming an email address (issue 31): the link's token, and asking for the link again.
import { Router, type Request } from "express";
import { verifyEmailSchema, type VerifyEmailInput } from "@shared/auth";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import type { MakeLimiter } from "../middleware/rate-limit";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { confirmEmail, resendVerification, VERIFICATION_INVALID } from "./email-verification.service";

export function emailVerificationRoutes(deps: {
  db: Db;
  mailer?: Mailer;
  appUrl?: string;
  limiter: MakeLimiter;
  resendsPerUser?: number;
}): Router {
  const router = Router();
  const origin = (req: Request) => deps.appUrl ?? `${req.protocol}://${req.get("host")}`;
  const windowMs = 15 * 60 * 1000;
  // Each resend is an email to an address nobody confirmed: a few per account, and guesses of tokens per address.
  const resends = deps.limiter({
    name: "verify-resend",
    limit: deps.resendsPerUser ?? 3,
    windowMs,
    message: "Too many confirmation emails. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });
  const guesses = deps.limiter({
    name: "verify-guess",
    limit: 30,
    windowMs,
    message: "Too many attempts. Please wait a few minutes and try again.",
    skipSuccessfulRequests: true,
  });

  router.post("/email/verify", guesses, validate(verifyEmailSchema), async (req, res) => {
    const ok = await confirmEmail(
      { db: deps.db, mailer: deps.mailer, logger: req.log },
      (req.body as VerifyEmailInput).token,
    );
    if (!ok) {
      res
        .status(400)
        .json({ message: VERIFICATION_INVALID, errors: [{ path: "token", message: VERIFICATION_INVALID }] });
      return;
    }
    res.json({ message: "Your email address is confirmed." });
  });

  router.post("/email/verification", requireAuth, resends, async (req, res) => {
    await resendVerification({ db: deps.db, mailer: deps.mailer, logger: req.log }, currentUser(req).id, origin(req));
    res.status(202).json({ message: "We sent you a new confirmation link." });
  });

  return router;
}
