// Teachers' earnings and the platform fee (api.md "Teachers' earnings and payouts"): the teacher reads their own
// rows only; the fee is the admins'.
import { Router } from "express";
import {
  earningsQuerySchema,
  payoutMethodSchema,
  platformFeeSchema,
  type PayoutMethodInput,
  type PlatformFeeInput,
} from "@shared/earnings";
import { TOTAL_COUNT_HEADER, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireRole } from "../middleware/require-role";
import type { MakeLimiter } from "../middleware/rate-limit";
import { parsed, validate } from "../middleware/validate";
import { getPlatformFee, setPlatformFee, teacherEarnings } from "./earnings.service";
import { getPayoutMethod, setPayoutMethod } from "./payout-method.service";

export function earningsRoutes({ db, mailer, limiter }: { db: Db; mailer: Mailer; limiter: MakeLimiter }): Router {
  const router = Router();
  // Each change emails the account and restarts the 48-hour hold: a few an hour is plenty for a person.
  const changes = limiter({
    name: "payout-method",
    limit: 5,
    windowMs: 60 * 60_000,
    message: "Too many changes of your payout address. Please wait an hour and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });

  router.get("/admin/platform-fee", requireRole("admin"), async (_req, res) => {
    res.json(await getPlatformFee(db));
  });

  router.put("/admin/platform-fee", requireRole("admin"), validate(platformFeeSchema), async (req, res) => {
    res.json(await setPlatformFee(db, currentUser(req).id, parsed<PlatformFeeInput>(res).percent));
  });

  router.get("/teacher/earnings", requireRole("teacher"), validate(earningsQuerySchema, "query"), async (req, res) => {
    const answer = await teacherEarnings(db, currentUser(req).id, parsed<PageQuery>(res, "query"));
    res.set(TOTAL_COUNT_HEADER, String(answer.total)).json(answer);
  });

  router.get("/teacher/payout-method", requireRole("teacher"), async (req, res) => {
    res.json(await getPayoutMethod(db, currentUser(req).id));
  });

  router.put(
    "/teacher/payout-method",
    requireRole("teacher"),
    changes,
    validate(payoutMethodSchema),
    async (req, res) => {
      res.json(await setPayoutMethod({ db, mailer }, currentUser(req).id, parsed<PayoutMethodInput>(res).paypalEmail));
    },
  );

  return router;
}
