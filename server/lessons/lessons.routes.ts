// The lesson after the booking (api.md "Lessons after the booking"): its report, a child's progress, and the parent's
// dismissal of the request to review it.
import { Router, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { z } from "zod";
import { idParam } from "@shared/fields";
import { createReportSchema, updateReportSchema, type CreateReportValues } from "@shared/lessons";
import { pageQuerySchema, TOTAL_COUNT_HEADER, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import type { MakeLimiter } from "../middleware/rate-limit";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import type { PaymentGateway } from "../payments/gateway";
import { studentBadgeList } from "./badges.service";
import { makeCertificatePdf } from "./certificate";
import { confirmBadge, withdrawTeacherCertificates } from "./certificate-trust.service";
import { certificateExists, certificateOf, verifyCertificate } from "./certificates.service";
import { studentLedger } from "./hifz.service";
import { studentProgress } from "./progress.service";
import { correctReport, dismissReviewRequest, getReport, writeReport } from "./reports.service";

/** Certificates per window: PDFs made per user, and unknown codes checked per address. Tests lower them. */
export interface CertificateLimits {
  pdfsPerUser?: number;
  missesPerAddress?: number;
  /** Reports written and corrected per teacher. */
  reportsPerUser?: number;
  windowMs?: number;
}

/**
 * `appUrl`: the app's public origin (APP_URL), for the verification link a certificate prints; without it, the origin
 * the request came to (as the calendar's links).
 */
export function lessonRoutes({
  db,
  gateway,
  mailer,
  appUrl,
  limiter,
  limits = {},
}: {
  db: Db;
  gateway: PaymentGateway;
  mailer?: Mailer;
  appUrl?: string;
  limiter: MakeLimiter;
  limits?: CertificateLimits;
}): Router {
  const router = Router();
  const originOf = (req: Request) => appUrl ?? `${req.protocol}://${req.get("host")}`;
  const windowMs = limits.windowMs ?? 15 * 60 * 1000;
  // A PDF costs tens of milliseconds of processor time: a family downloads a few, a script asking in a loop is stopped.
  const pdfsPerUser = limiter({
    name: "certificate-pdf",
    // Above the 33 certificates one child can hold, for a family downloading them all at once.
    limit: limits.pdfsPerUser ?? 100,
    windowMs,
    message: "Too many certificate downloads. Please try again later.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });
  // Codes are 64 random bits, but guessing is still slowed: only unknown codes count, and a real code is looked up
  // before the limiter and never refused, so guesses from one school's network cannot stop its certificates verifying.
  const missesPerAddress = limiter({
    name: "certificate-miss",
    limit: limits.missesPerAddress ?? 30,
    windowMs,
    message: "Too many certificate checks. Please try again later.",
    skip: (req) => certificateExists(db, String(req.params.code).slice(0, 64)),
    keyGenerator: (req) => `miss:${ipKeyGenerator(req.ip ?? "")}`,
  });

  // Reports and corrections tell the family (and award or withdraw badges), per teacher: six corrections sent 174
  // emails (issue 31).
  const reportRate = limiter({
    name: "report-write",
    limit: limits.reportsPerUser ?? 60,
    windowMs,
    message: "Too many reports in a short time. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });

  router.post("/bookings/:id/report", requireAuth, reportRate, validate(createReportSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res
      .status(201)
      .json(
        await writeReport(
          { db, gateway, mailer, logger: req.log },
          currentUser(req),
          id,
          req.body as CreateReportValues,
        ),
      );
  });

  router.patch("/bookings/:id/report", requireAuth, reportRate, validate(updateReportSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(
      await correctReport(
        { db, mailer, logger: req.log },
        currentUser(req),
        id,
        req.body as z.output<typeof updateReportSchema>,
      ),
    );
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

  // The parent's certificate of a surah, juz, Juz 'Amma or khatm badge: one PDF page, made afresh each time (tens of
  // milliseconds) and never cached on the way, as it names the child.
  router.get("/students/:id/badges/:code/certificate", requireAuth, pdfsPerUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const code = String(req.params.code).slice(0, 64);
    const pdf = await makeCertificatePdf(await certificateOf(db, currentUser(req), id, code, originOf(req)));
    res
      .set({
        "Content-Type": "application/pdf",
        // The code is one certifiable() let through: lower-case letters, digits and hyphens.
        "Content-Disposition": `attachment; filename="halaqa-certificate-${code}.pdf"`,
        "Cache-Control": "no-store",
      })
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  // A second person vouches for a juz, half-Quran or khatm certificate before it verifies (issue 31, decision 075).
  router.post("/students/:id/badges/:code/confirm", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await confirmBadge(db, currentUser(req), id, String(req.params.code).slice(0, 64)));
  });

  // A teacher rejected or suspended for cause: the certificates issued from their reports stop verifying.
  router.post("/admin/teachers/:id/withdraw-certificates", requireRole("admin"), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await withdrawTeacherCertificates({ db, mailer, logger: req.log }, currentUser(req).id, id));
  });

  // Public: anyone holding a certificate may check it; only the first name and the achievement are told.
  router.get("/certificates/:code", missesPerAddress, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await verifyCertificate(db, String(req.params.code).slice(0, 64)));
  });

  return router;
}
