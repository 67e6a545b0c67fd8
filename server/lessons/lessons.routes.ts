// The lesson after the booking (api.md "Lessons after the booking"): its report, a child's progress, and the parent's
// dismissal of the request to review it.
import { Router } from "express";
import type { z } from "zod";
import { idParam } from "@shared/fields";
import { createReportSchema, updateReportSchema, type CreateReportValues } from "@shared/lessons";
import { pageQuerySchema, TOTAL_COUNT_HEADER, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireAuth } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import type { PaymentGateway } from "../payments/gateway";
import { studentBadgeList, studentLedger, verifyCertificate } from "./hifz.service";
import { studentProgress } from "./progress.service";
import { correctReport, dismissReviewRequest, getReport, writeReport } from "./reports.service";

export function lessonRoutes({ db, gateway, mailer }: { db: Db; gateway: PaymentGateway; mailer?: Mailer }): Router {
  const router = Router();

  router.post("/bookings/:id/report", requireAuth, validate(createReportSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.status(201).json(await writeReport({ db, gateway, mailer, logger: req.log }, currentUser(req), id, req.body as CreateReportValues));
  });

  router.patch("/bookings/:id/report", requireAuth, validate(updateReportSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await correctReport({ db, mailer, logger: req.log }, currentUser(req), id, req.body as z.output<typeof updateReportSchema>));
  });

  router.get("/bookings/:id/report", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await getReport(db, currentUser(req), id));
  });

  router.post("/bookings/:id/review-request/dismiss", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    await dismissReviewRequest(db, currentUser(req), id);
    res.status(204).end();
  });

  // The body is one object (attendance, lessons, reports); the number of all reports rides in the header.
  router.get("/students/:id/progress", requireAuth, validate(pageQuerySchema, "query"), async (req, res) => {
    const { id } = idParam.parse(req.params);
    const progress = await studentProgress(db, currentUser(req), id, parsed<PageQuery>(res, "query"));
    res.set(TOTAL_COUNT_HEADER, String(progress.total)).json(progress);
  });

  router.get("/students/:id/hifz", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await studentLedger(db, currentUser(req), id));
  });

  router.get("/students/:id/badges", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await studentBadgeList(db, currentUser(req), id));
  });

  // Public: anyone holding a certificate may check it; only the first name and the achievement are told.
  router.get("/certificates/:code", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await verifyCertificate(db, String(req.params.code).slice(0, 64)));
  });

  return router;
}
