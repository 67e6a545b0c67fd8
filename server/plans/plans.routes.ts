// Weekly plans (api.md "Plans"): made, changed, paused and cancelled by the family; read by it, the teacher and admins.
import { Router } from "express";
import { idParam } from "@shared/fields";
import type { PageQuery } from "@shared/paging";
import {
  changePlanSchema,
  createPlanSchema,
  pausePlanSchema,
  plansQuerySchema,
  type ChangePlanValues,
  type CreatePlanValues,
  type PausePlanValues,
} from "@shared/plans";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import type { PaymentGateway } from "../payments/gateway";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import type { MakeLimiter } from "../middleware/rate-limit";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { getPlanFor, listPlans } from "./plans.queries";
import { cancelPlan, createPlan } from "./plans.service";
import { changePlan } from "./plan-change.service";
import { pausePlan, resumePlan } from "./plan-pauses.service";

export function planRoutes({
  db,
  mailer,
  gateway,
  limiter,
  plansPerUser = 20,
}: {
  db: Db;
  mailer?: Mailer;
  /** Refunds an ended plan's credits when it is cancelled (decision 092). */
  gateway?: PaymentGateway;
  limiter: MakeLimiter;
  plansPerUser?: number;
}): Router {
  const router = Router();
  const deps = { db, mailer, gateway };
  // A plan holds up to 28 slots while unpaid: making and cancelling them in a loop is slowed like bookings (issue 31).
  const planRate = limiter({
    name: "plan-create",
    limit: plansPerUser,
    windowMs: 15 * 60 * 1000,
    message: "Too many plans in a short time. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });

  // Each pause cancels and credits lessons and each change checks a week of slots under locks: slowed alike.
  const changeRate = limiter({
    name: "plan-change",
    limit: plansPerUser,
    windowMs: 15 * 60 * 1000,
    message: "Too many changes to plans in a short time. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });

  router.get("/plans", requireAuth, validate(plansQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listPlans(db, currentUser(req), parsed<PageQuery>(res, "query")));
  });

  router.get("/plans/:id", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await getPlanFor(db, currentUser(req), id));
  });

  router.post("/plans", requireRole("parent"), planRate, validate(createPlanSchema), async (req, res) => {
    res.status(201).json(await createPlan(deps, currentUser(req), parsed<CreatePlanValues>(res)));
  });

  router.post("/plans/:id/cancel", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await cancelPlan(deps, currentUser(req), id));
  });

  router.patch("/plans/:id", requireAuth, changeRate, validate(changePlanSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await changePlan(db, currentUser(req), id, parsed<ChangePlanValues>(res)));
  });

  router.post("/plans/:id/pause", requireAuth, changeRate, validate(pausePlanSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await pausePlan(deps, currentUser(req), id, parsed<PausePlanValues>(res)));
  });

  router.post("/plans/:id/resume", requireAuth, changeRate, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await resumePlan(db, currentUser(req), id));
  });

  return router;
}
