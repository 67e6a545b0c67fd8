// Sessions and accounts (api.md "Sessions and accounts").
import { Router, type RequestHandler } from "express";
import type passport from "passport";
import type { RateLimitRequestHandler } from "express-rate-limit";
import { loginSchema, registerSchema } from "@shared/auth";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { register, signIn, signOut, type RegisterInput } from "./auth.service";
import { refusingCommon } from "./common-passwords";

const registerChecked = refusingCommon(registerSchema, "password");

export function authRoutes(deps: {
  db: Db;
  auth: passport.PassportStatic;
  cookieName: string;
  mailer: Mailer;
  loginLimiter: RequestHandler[];
  registerLimiter: RateLimitRequestHandler[];
  appUrl?: string;
}): Router {
  const router = Router();

  router.post("/register", ...deps.registerLimiter, validate(registerChecked), async (req, res) => {
    const origin = deps.appUrl ?? `${req.protocol}://${req.get("host")}`;
    res.status(201).json(await register({ ...deps, origin }, req, req.body as RegisterInput));
  });

  router.post("/login", ...deps.loginLimiter, validate(loginSchema), async (req, res) => {
    const result = await signIn(deps, req, res);
    if (result.user) {
      res.json(result.user);
      return;
    }
    // Said only to someone who knows the password: a wrong one is the usual 401, suspended or not.
    if (result.suspended) {
      res.status(403).json({ message: "This account is suspended" });
      return;
    }
    // The typed username is not logged: people sometimes type their password into it.
    req.log?.info("login failed");
    res.status(401).json({ message: "Invalid username or password" });
  });

  router.post("/logout", requireAuth, async (req, res) => {
    await signOut(req);
    res.clearCookie(deps.cookieName, { path: "/" });
    res.json({ message: "Logged out" });
  });

  // The client navigates here when a session is missing; the sign-in page lives at /auth.
  router.get("/login", (_req, res) => res.redirect(302, "/auth"));

  router.get(["/user", "/auth/user"], requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  return router;
}
