// Messages between a family and a teacher (api.md "Messages between a family and a teacher", decision 098): the two
// people of a conversation, and admins for reported ones; limits on sending, reporting and open streams.
import { Router, type Request } from "express";
import {
  messagesQuerySchema,
  MESSAGES_PER_MINUTE,
  openConversationSchema,
  reportConversationSchema,
  sendMessageSchema,
  type MessagesQuery,
  type OpenConversationInput,
  type ReportConversationInput,
  type SendMessageInput,
} from "@shared/messages";
import { idParam } from "@shared/fields";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { sendPage } from "../paging";
import type { MakeLimiter } from "../middleware/rate-limit";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import {
  adminReports,
  listConversations,
  markRead,
  openConversation,
  reportConversation,
  setBlock,
  unreadCount,
} from "./conversations.service";
import type { MessageHub } from "./live";
import { messagesPage, sendMessage } from "./messages.service";

export function messageRoutes(deps: {
  db: Db;
  mailer: Mailer;
  limiter: MakeLimiter;
  hub: MessageHub;
  appUrl?: string;
}): Router {
  const router = Router();
  const { db, hub } = deps;
  const perUser = (req: Request) => `user:${currentUser(req).id}`;
  const sends = deps.limiter({
    name: "messages-send",
    limit: MESSAGES_PER_MINUTE,
    windowMs: 60_000,
    message: "You are sending messages too quickly. Please wait a minute.",
    keyGenerator: perUser,
  });
  // Each report tells every admin; each opening may start a conversation with a stranger.
  const reports = deps.limiter({
    name: "messages-report",
    limit: 10,
    windowMs: 60 * 60_000,
    message: "Too many reports. Please wait an hour, or write to us through the contact page.",
    keyGenerator: perUser,
  });
  const opens = deps.limiter({
    name: "messages-open",
    limit: 30,
    windowMs: 60 * 60_000,
    message: "Too many new conversations. Please wait an hour and try again.",
    keyGenerator: perUser,
  });
  const siteHosts = (req: Request) =>
    [req.get("host"), deps.appUrl ? new URL(deps.appUrl).host : undefined].filter((h): h is string => Boolean(h));
  const id = (req: Request) => idParam.parse(req.params).id;
  const people = requireRole("parent", "teacher");

  // `?probe=1` asks only whether the caller may listen (204): the security suites' way in, as a stream never ends.
  router.get("/conversations/stream", people, (req, res) => {
    if (req.query.probe === "1") return void res.status(204).end();
    hub.stream(req, res);
  });

  router.get("/conversations/unread", people, async (req, res) => {
    res.json({ unread: await unreadCount(db, currentUser(req).id) });
  });

  router.get("/conversations", people, validate(pageQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listConversations(db, currentUser(req).id, parsed<PageQuery>(res, "query")));
  });

  router.post("/conversations", people, opens, validate(openConversationSchema), async (req, res) => {
    const { created, summary } = await openConversation(db, currentUser(req), parsed<OpenConversationInput>(res));
    res.status(created ? 201 : 200).json(summary);
  });

  router.get("/conversations/:id/messages", requireAuth, validate(messagesQuerySchema, "query"), async (req, res) => {
    res.json(await messagesPage(db, currentUser(req), id(req), parsed<MessagesQuery>(res, "query")));
  });

  router.post("/conversations/:id/messages", people, sends, validate(sendMessageSchema), async (req, res) => {
    const item = await sendMessage(
      { db, mailer: deps.mailer, logger: req.log, hub, siteHosts: siteHosts(req) },
      currentUser(req),
      id(req),
      parsed<SendMessageInput>(res),
    );
    res.status(201).json(item);
  });

  router.post("/conversations/:id/read", people, async (req, res) => {
    await markRead(db, id(req), currentUser(req).id);
    res.status(204).end();
  });

  router.post("/conversations/:id/block", people, async (req, res) => {
    await setBlock(db, id(req), currentUser(req).id, true);
    res.status(204).end();
  });

  router.delete("/conversations/:id/block", people, async (req, res) => {
    await setBlock(db, id(req), currentUser(req).id, false);
    res.status(204).end();
  });

  router.post("/conversations/:id/report", people, reports, validate(reportConversationSchema), async (req, res) => {
    const { reason } = parsed<ReportConversationInput>(res);
    res
      .status(201)
      .json(
        await reportConversation({ db, mailer: deps.mailer, logger: req.log }, id(req), currentUser(req).id, reason),
      );
  });

  router.get("/admin/reports", requireRole("admin"), validate(pageQuerySchema, "query"), async (req, res) => {
    sendPage(res, await adminReports(db, parsed<PageQuery>(res, "query")));
  });

  return router;
}
