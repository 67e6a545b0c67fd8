// Interviews (api.md "Interviews").
import { Router } from "express";
import {
  createInterviewSchema,
  updateInterviewSchema,
  type CreateInterviewInput,
  type UpdateInterviewInput,
} from "@shared/admin";
import { idParam } from "@shared/fields";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { createInterview, listInterviews, updateInterview } from "./interviews.service";

export function interviewRoutes({ db, mailer }: { db: Db; mailer: Mailer }): Router {
  const router = Router();
  router.get("/interviews", requireRole("admin", "teacher"), validate(pageQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listInterviews(db, currentUser(req), parsed<PageQuery>(res, "query")));
  });
  router.post("/interviews", requireRole("admin"), validate(createInterviewSchema), async (req, res) => {
    res.status(201).json(await createInterview(db, mailer, currentUser(req).id, req.body as CreateInterviewInput));
  });
  router.patch("/interviews/:id", requireRole("admin"), validate(updateInterviewSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await updateInterview(db, mailer, id, req.body as UpdateInterviewInput));
  });
  return router;
}
