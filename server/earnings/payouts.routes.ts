// Payouts (api.md "Teachers' earnings and payouts", decision 097): a teacher's own payouts and statements; every
// payout, batch and the weekly figures for admins, who can also run the week's payouts now.
import { Router } from "express";
import {
  adminPayoutsQuerySchema,
  payoutsQuerySchema,
  statementMonthSchema,
  type AdminPayoutsQuery,
} from "@shared/payouts";
import { TOTAL_COUNT_HEADER, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import { badRequest, HttpError } from "../http-error";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireRole } from "../middleware/require-role";
import type { MakeLimiter } from "../middleware/rate-limit";
import { parsed, validate } from "../middleware/validate";
import type { PaymentGateway } from "../payments/gateway";
import { payTeachers } from "../jobs/payouts";
import { adminPayouts, payoutBatchList, payoutSummary, teacherPayouts } from "./payouts.service";
import { monthlyStatement } from "./statements";

export function payoutRoutes(deps: { db: Db; mailer: Mailer; gateway: PaymentGateway; limiter: MakeLimiter }): Router {
  const router = Router();
  const { db } = deps;
  // Each run calls PayPal: a few a minute are plenty, and a stuck button cannot hammer it.
  const runs = deps.limiter({
    name: "payouts-run",
    limit: 5,
    windowMs: 60_000,
    message: "Too many payout runs. Please wait a minute and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });

  router.get("/teacher/payouts", requireRole("teacher"), validate(payoutsQuerySchema, "query"), async (req, res) => {
    const answer = await teacherPayouts(db, currentUser(req).id, parsed<PageQuery>(res, "query"));
    res.set(TOTAL_COUNT_HEADER, String(answer.total)).json(answer);
  });

  router.get("/teacher/statements/:file", requireRole("teacher"), async (req, res) => {
    const month = /^(.{1,16})\.csv$/.exec(String(req.params.file))?.[1] ?? "";
    const checked = statementMonthSchema.safeParse(month);
    if (!checked.success) throw badRequest("Ask for a month's statement as YYYY-MM.csv, such as 2026-12.csv");
    const csv = await monthlyStatement(db, currentUser(req).id, checked.data);
    if (csv === null) throw badRequest("This month has too many entries for one statement; please contact us");
    res
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="halaqa-statement-${checked.data}.csv"`)
      .set("Cache-Control", "private, no-store")
      .send(csv);
  });

  router.get("/admin/payouts", requireRole("admin"), validate(adminPayoutsQuerySchema, "query"), async (req, res) => {
    const answer = await adminPayouts(db, parsed<AdminPayoutsQuery>(res, "query"));
    res.set(TOTAL_COUNT_HEADER, String(answer.total)).json(answer);
  });

  router.get(
    "/admin/payout-batches",
    requireRole("admin"),
    validate(payoutsQuerySchema, "query"),
    async (_req, res) => {
      const answer = await payoutBatchList(db, parsed<PageQuery>(res, "query"));
      res.set(TOTAL_COUNT_HEADER, String(answer.total)).json(answer);
    },
  );

  router.get("/admin/payouts/summary", requireRole("admin"), async (_req, res) => {
    res.json(await payoutSummary(db));
  });

  router.post("/admin/payouts/run", requireRole("admin"), runs, async (req, res) => {
    const { made } = await payTeachers(
      { db, mailer: deps.mailer, logger: req.log, gateway: deps.gateway },
      new Date(),
      currentUser(req).id,
    );
    if (!made) throw new HttpError(503, "Payouts are not available: no payment provider pays teachers");
    const batch = made.batchId ? (await payoutBatchList(db, { limit: 1, offset: 0 }, made.batchId)).items[0] : null;
    res.status(made.created ? 201 : 200).json({ created: made.created, batch: batch ?? null, message: made.message });
  });

  return router;
}
