// Teachers (api.md "Teachers").
import { Router } from "express";
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import {
  teacherProfileSchema,
  teacherReviewSchema,
  teachersQuerySchema,
  type TeacherProfileValues,
  type TeacherReviewInput,
  type TeachersQuery,
} from "@shared/teachers";
import { idParam } from "@shared/fields";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import type { PaymentGateway } from "../payments/gateway";
import { sendCached, type ReadCache } from "../middleware/read-cache";
import { forbidden } from "../http-error";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { pageJson } from "../paging";
import { can } from "../viewer";
import { browseTeachers } from "./browse.service";
import { getOwnProfile, reviewProfile, saveOwnProfile } from "./teachers.service";
import { getPublicProfile } from "./profile.service";

export function teacherRoutes({
  db,
  mailer,
  cache,
  gateway,
}: {
  db: Db;
  mailer: Mailer;
  cache: ReadCache;
  gateway: PaymentGateway;
}): Router {
  const router = Router();

  router.post("/teacher/profile", requireRole("teacher"), validate(teacherProfileSchema), async (req, res) => {
    const { created, profile } = await saveOwnProfile(db, currentUser(req), req.body as TeacherProfileValues);
    res.status(created ? 201 : 200).json(profile);
  });

  router.get("/teacher/profile", requireRole("teacher"), async (req, res) => {
    res.json(await getOwnProfile(db, currentUser(req).id));
  });

  router.patch("/teacher/profile/:id", requireRole("admin"), validate(teacherReviewSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await reviewProfile(db, id, req.body as TeacherReviewInput, mailer, { gateway, logger: req.log }));
  });

  router.get("/teachers", requireAuth, validate(teachersQuerySchema, "query"), async (req, res) => {
    const query = parsed<TeachersQuery>(res, "query");
    const isAdmin = can(currentUser(req), "list unlisted teachers");
    if (!isAdmin) {
      if (query.status && query.status !== "approved") throw forbidden("Only approved teachers are listed");
      query.status = "approved";
    }
    // The admin's listing carries phone numbers and documents: computed for each request, no copy anywhere.
    if (isAdmin) {
      const { items, total } = await browseTeachers(db, query, true);
      return void res
        .set({ [TOTAL_COUNT_HEADER]: String(total), "Cache-Control": "no-store" })
        .type("application/json")
        .send(pageJson(items).body);
    }
    // Everyone else sees the same public listing: served from the read cache (decision 024). The body stays a list
    // (spec §7); the size of the whole result rides in a header.
    const answer = await cache.getOrCompute(`teachers:${JSON.stringify(query)}`, async () => {
      const { items, total, capped } = await browseTeachers(db, query, false);
      // Counted up to BROWSE_TOTAL_CAP (decision 058): beyond it the total is a lower bound, and says so.
      // Always sent: a 304 keeps the headers it does not carry, so a "true" left out would outlive the cap.
      return {
        body: pageJson(items).body,
        headers: { [TOTAL_COUNT_HEADER]: String(total), [TOTAL_CAPPED_HEADER]: String(capped) },
      };
    });
    sendCached(res, answer);
  });

  // The teacher's page (issue 16): by user id, as `teacherId` everywhere else (api.md "Reviews").
  router.get("/teachers/:id", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await getPublicProfile(db, currentUser(req), id));
  });

  return router;
}
