// Forgot, reset and change password (api.md "Accounts", decision 016).
import { Router, type Request, type RequestHandler } from "express";
import type { RateLimitRequestHandler } from "express-rate-limit";
import type { Logger } from "pino";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  RESET_LINK_INVALID,
  resetPasswordSchema,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "@shared/auth";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { findById } from "../users/users.service";
import { refusingCommon } from "./common-passwords";
import { changePassword, emailResetLink, resetPassword } from "./password-reset.service";

const resetPasswordChecked = refusingCommon(resetPasswordSchema, "password");
const changePasswordChecked = refusingCommon(changePasswordSchema, "newPassword");

export const FORGOT_PASSWORD_ANSWER =
  "If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.";
export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";

export function passwordRoutes(deps: {
  db: Db;
  mailer: Mailer;
  /** The app's public origin for links (APP_URL); else the origin the request came to. */
  appUrl?: string;
  logger?: Logger;
  forgotLimiter: RateLimitRequestHandler[];
  changeLimiter: RateLimitRequestHandler;
  /** Forgets the account's failed sign-ins (server/auth/auth-limiters.ts). */
  clearSignInLimits: (req: Request, username: string) => Promise<void>;
}): Router {
  const { db } = deps;
  const router = Router();

  const origin = (req: Request) => deps.appUrl ?? `${req.protocol}://${req.get("host")}`;

  router.post("/password/forgot", ...deps.forgotLimiter, validate(forgotPasswordSchema), (req, res) => {
    const { email } = req.body as ForgotPasswordInput;
    const base = origin(req);
    // The answer goes first, the same for every address: the lookup, the token and the email happen after it, so
    // how long the answer takes says nothing about whether the address has an account (decision 016).
    res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
    void emailResetLink(deps, email, base).catch((err: unknown) => {
      (req.log ?? deps.logger)?.error({ err: { message: (err as Error).message } }, "password reset email failed");
    });
  });

  const invalidLink = { message: RESET_LINK_INVALID, errors: [{ path: "token", message: RESET_LINK_INVALID }] };
  // A malformed token gets the very answer an unknown one gets; other fields are validated as usual.
  const validateReset: RequestHandler = (req, res, next) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    if (!resetPasswordSchema.shape.token.safeParse(token).success) {
      res.status(400).json(invalidLink);
      return;
    }
    validate(resetPasswordChecked)(req, res, next);
  };

  router.post("/password/reset", validateReset, async (req, res) => {
    const { token, password } = req.body as ResetPasswordInput;
    const userId = await resetPassword(db, token, password);
    if (userId === null) {
      res.status(400).json(invalidLink);
      return;
    }
    // The owner proved they hold the inbox: their own lockout ends (issue 32). A store that fails here leaves the
    // lockout to run out; the new password is set all the same.
    const user = await findById(db, userId);
    if (user)
      await deps.clearSignInLimits(req, user.username).catch((err: unknown) => {
        (req.log ?? deps.logger)?.error({ err: { message: (err as Error).message } }, "sign-in limits not cleared");
      });
    res.json({
      message: "Your password has been reset. Every session of the account has ended: sign in with the new password.",
    });
  });

  router.patch("/user/password", requireAuth, deps.changeLimiter, validate(changePasswordChecked), async (req, res) => {
    const changed = await changePassword(db, currentUser(req).id, req.body as ChangePasswordInput, req.sessionID);
    if (!changed) {
      res.status(400).json({
        message: WRONG_CURRENT_PASSWORD,
        errors: [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }],
      });
      return;
    }
    res.json({ message: "Your password has been changed. Your other sessions have been signed out." });
  });

  return router;
}
