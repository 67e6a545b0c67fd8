// Sessions and accounts (api.md "Sessions and accounts").
import { Router, type Request } from "express";
import type passport from "passport";
import { loginSchema, registerSchema } from "@shared/auth";
import type { z } from "zod";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import { HttpError } from "../http-error";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { canSelfRegisterAs } from "../users/users.rules";
import { createUser, toPublicUser } from "../users/users.service";
import type { Mailer } from "../mail/mailer";
import { hashPassword } from "./password";
import type { LoginRefusal } from "./passport";
import { capSessions } from "./sessions.service";
import { CAPS } from "@shared/constants";
import type { RateLimitRequestHandler } from "express-rate-limit";

function logIn(req: Request, user: PublicUser): Promise<void> {
  // passport ≥0.6 regenerates the session id here: no session fixation.
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

export function authRoutes(deps: {
  db: Db;
  auth: passport.PassportStatic;
  cookieName: string;
  mailer: Mailer;
  loginLimiter: RateLimitRequestHandler[];
  registerLimiter: RateLimitRequestHandler;
}): Router {
  const { db, auth } = deps;
  const router = Router();

  router.post("/register", deps.registerLimiter, validate(registerSchema), async (req, res, next) => {
    try {
      const input = req.body as z.output<typeof registerSchema>;
      if (!canSelfRegisterAs(input.role)) throw new HttpError(403, "Admin accounts are created by an administrator");
      const row = await createUser(db, { ...input, passwordHash: await hashPassword(input.password) });
      const user = toPublicUser(row);
      await logIn(req, user);
      if (user.emailPreferences.welcomeEmails) {
        // Not awaited: a slow mail server must not hold up the sign-up (failures are logged by the mailer).
        void deps.mailer.send({
          to: user.email,
          subject: "Welcome to Halaqa",
          text: `Assalamu alaikum ${user.firstName},\n\nWelcome to Halaqa. Your account is ready.\n\nThe Halaqa team`,
        });
      }
      res.status(201).json(user);
    } catch (err) {
      next(err);
    }
  });

  router.post("/login", ...deps.loginLimiter, validate(loginSchema), (req, res, next) => {
    auth.authenticate("local", async (err: unknown, user: PublicUser | false, info?: LoginRefusal) => {
      if (err) return next(err);
      // Said only to someone who knows the password: a wrong one is the usual 401, suspended or not.
      if (!user && info?.suspended) return res.status(403).json({ message: "This account is suspended" });
      if (!user) {
        // The typed username is not logged: people sometimes type their password into it.
        req.log?.info("login failed");
        return res.status(401).json({ message: "Invalid username or password" });
      }
      try {
        await logIn(req, user);
        // logIn has saved the new session, so it is among the user's sessions the cap counts; the oldest beyond
        // the cap end.
        await capSessions(db, user.id, CAPS.sessionsPerUser, req.sessionID);
        res.json(user);
      } catch (e) {
        next(e);
      }
    })(req, res, next);
  });

  router.post("/logout", requireAuth, (req, res, next) => {
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        res.clearCookie(deps.cookieName, { path: "/" });
        res.json({ message: "Logged out" });
      });
    });
  });

  // The client navigates here when a session is missing; the sign-in page lives at /auth.
  router.get("/login", (_req, res) => res.redirect(302, "/auth"));

  router.get(["/user", "/auth/user"], requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  return router;
}
