import { Router } from "express";
import type { Db } from "../db";
import { currentUser, requireRole } from "../middleware/require-role";
import { listInterviews } from "./interviews.service";

export function interviewRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/interviews", requireRole("admin", "teacher"), async (req, res) => {
    res.json(await listInterviews(db, currentUser(req)));
  });
  return router;
}
