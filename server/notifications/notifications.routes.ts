// The signed-in user's own notifications (decisions, interviews, reminders).
import { Router } from "express";
import { idParamSchema, notificationReadSchema } from "@shared/admin";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { listOwn, setRead } from "./notifications.service";

export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/notifications", requireAuth, async (req, res) => {
    res.json(await listOwn(db, currentUser(req).id));
  });
  router.patch("/notifications/:id", requireAuth, validate(notificationReadSchema), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    res.json(await setRead(db, id, currentUser(req).id, (req.body as { read: boolean }).read));
  });
  return router;
}
