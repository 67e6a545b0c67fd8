// The signed-in user's own notifications (decisions, interviews, reminders).
import { Router } from "express";
import { notificationReadSchema } from "@shared/admin";
import { idParam } from "@shared/fields";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { listOwn, setRead } from "./notifications.service";

export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/notifications", requireAuth, validate(pageQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listOwn(db, currentUser(req).id, parsed<PageQuery>(res, "query")));
  });
  router.patch("/notifications/:id", requireAuth, validate(notificationReadSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await setRead(db, id, currentUser(req).id, (req.body as { read: boolean }).read));
  });
  return router;
}
