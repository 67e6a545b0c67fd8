// The signed-in user's notifications (the header bell, the Notifications tab): their own, and an admin's the shared
// admin feed too (decision 045).
import { Router } from "express";
import { notificationReadSchema } from "@shared/admin";
import { idParam } from "@shared/fields";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import { currentUser, requireAuth } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { UNREAD_COUNT_HEADER } from "@shared/paging";
import { listFor, readAllFor, setReadFor } from "./notifications.service";

export function notificationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/notifications", requireAuth, validate(pageQuerySchema, "query"), async (req, res) => {
    const page = await listFor(db, currentUser(req), parsed<PageQuery>(res, "query"));
    res.set(UNREAD_COUNT_HEADER, String(page.unread));
    sendPage(res, page);
  });
  router.patch("/notifications/:id", requireAuth, validate(notificationReadSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await setReadFor(db, currentUser(req), id, (req.body as { read: boolean }).read));
  });
  router.post("/notifications/read-all", requireAuth, async (req, res) => {
    res.json(await readAllFor(db, currentUser(req)));
  });
  return router;
}
