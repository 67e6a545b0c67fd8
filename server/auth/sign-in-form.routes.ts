// POST /auth: the sign-in form as the page draws it, posted before or without the page's script (decision 081). It
// signs in under the limits of POST /api/login and answers with a redirect: home, or back to the page saying why.
import express, { Router, type RequestHandler, type Response } from "express";
import type passport from "passport";
import { loginSchema } from "@shared/auth";
import type { SignInFormError } from "@shared/pages";
import type { Db } from "../db";
import { signInFormPost } from "../app-pages";
import { answerAsPage, markFailed } from "../middleware/rate-limit";
import { CROSS_SITE_MESSAGE, formPostFrom } from "../middleware/security";
import { signIn } from "./auth.service";

const back = (res: Response, error: SignInFormError) => res.redirect(303, `/auth?error=${error}`);

export function signInFormRoutes(deps: {
  db: Db;
  auth: passport.PassportStatic;
  /** The session middleware, run here for this route alone: it comes before the app's cross-site check. */
  session: RequestHandler;
  loginLimiter: RequestHandler[];
}): Router {
  const router = Router();
  // A sign-in form holds two short fields: a larger body is not one.
  const fields = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 });

  // Before the body is read. The browser sends this post with `Origin: null` (the Referrer-Policy is no-referrer), so
  // the app's cross-site check would refuse it: Sec-Fetch-Site says whether it came from our page (login CSRF).
  const fromOurPage: RequestHandler = (req, res, next) => {
    // The sign-up form still only comes back to its page (decision 033).
    if (req.query.tab === "signup") return signInFormPost(req, res, next);
    const from = formPostFrom(req);
    if (from === "cross-site") {
      res.status(403).json({ message: CROSS_SITE_MESSAGE });
      return;
    }
    // A browser that cannot say where the post came from: back to the page, nothing read, as before.
    if (from === "unknown") {
      res.redirect(303, "/auth");
      return;
    }
    next();
  };

  const asForm: RequestHandler = (req, res, next) => {
    const body = req.body as { username?: unknown; password?: unknown } | undefined;
    // Not the sign-in form's fields: back to the page.
    if (body?.username === undefined && body?.password === undefined) {
      res.redirect(303, "/auth");
      return;
    }
    // A limit reached is a page too: /auth saying so, with "Forgot password?" beside it.
    answerAsPage(res, () => back(res, "limited"));
    next();
  };

  router.post("/auth", fromOurPage, fields, asForm, deps.session, deps.auth.initialize(), ...deps.loginLimiter, (async (
    req,
    res,
  ) => {
    // A failure answered with a redirect still counts against the limits (markFailed), as the API's 4xx does.
    if (!loginSchema.safeParse(req.body).success) {
      markFailed(res);
      back(res, "signin");
      return;
    }
    const result = await signIn(deps, req, res);
    if (result.user) {
      res.redirect(303, "/");
      return;
    }
    markFailed(res);
    req.log?.info("login failed");
    back(res, result.suspended ? "suspended" : "signin");
  }) as RequestHandler);
  return router;
}
