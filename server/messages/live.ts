// New messages seen live (issue 35, decision 098): each process keeps its signed-in readers' event streams and hears of
// every message, its own and other processes', through PostgreSQL LISTEN/NOTIFY (a CacheBus on its own channel).
import type { Request, Response } from "express";
import { eq } from "drizzle-orm";
import type { LiveMessageEvent } from "@shared/messages";
import { messages } from "@shared/schema";
import type { Db } from "../db";
import { HttpError } from "../http-error";
import type { CacheBus } from "../middleware/cache-bus";
import { currentUser } from "../middleware/require-role";
import { messageItems } from "./messages.service";

/** Streams one user may hold open (tabs, devices), and one process in all: each holds a socket and a little memory. */
export const STREAMS_PER_USER = 5;
export const STREAMS_PER_PROCESS = 2_000;
const HEARTBEAT_MS = 25_000;

export interface MessageSent {
  conversationId: number;
  messageId: number;
  userIds: number[];
}

export interface MessageHub {
  publish(sent: MessageSent): void;
  /** Serves GET /api/conversations/stream: text/event-stream of `message` events for the signed-in user. */
  stream(req: Request, res: Response): void;
}

const TAG = /^m:(\d+):(\d+):(\d+(?:\.\d+)*)$/;

export function messageHub({
  db,
  bus,
  logger,
}: {
  db: Db;
  bus?: CacheBus;
  logger?: { warn: (o: object, m: string) => void };
}): MessageHub {
  const readers = new Map<number, Set<(e: LiveMessageEvent) => void>>();
  let open = 0;

  const deliver = async (sent: MessageSent) => {
    const here = sent.userIds.filter((id) => readers.has(id));
    if (here.length === 0) return;
    const [message] = await messageItems(db, eq(messages.id, sent.messageId), 1);
    if (!message) return;
    for (const id of here)
      for (const send of readers.get(id) ?? []) send({ conversationId: sent.conversationId, message });
  };
  const deliverSafely = (sent: MessageSent) =>
    void deliver(sent).catch((err: Error) =>
      logger?.warn({ err: { message: err.message } }, "live message not delivered"),
    );

  bus?.subscribe((tags) => {
    for (const tag of tags ?? []) {
      const m = TAG.exec(tag);
      if (m)
        deliverSafely({ conversationId: Number(m[1]), messageId: Number(m[2]), userIds: m[3].split(".").map(Number) });
    }
  });

  return {
    publish(sent) {
      deliverSafely(sent);
      bus?.publish([`m:${sent.conversationId}:${sent.messageId}:${sent.userIds.join(".")}`]);
    },
    stream(req, res) {
      const user = currentUser(req);
      const mine = readers.get(user.id) ?? new Set();
      if (mine.size >= STREAMS_PER_USER || open >= STREAMS_PER_PROCESS)
        throw new HttpError(429, "Too many open message streams. Please close another tab and try again.");
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
        // nginx and other proxies must pass each event at once.
        "X-Accel-Buffering": "no",
      });
      res.write("retry: 5000\n\n");
      const send = (e: LiveMessageEvent) => res.write(`event: message\ndata: ${JSON.stringify(e)}\n\n`);
      mine.add(send);
      readers.set(user.id, mine);
      open++;
      const beat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      beat.unref();
      res.on("close", () => {
        clearInterval(beat);
        mine.delete(send);
        if (mine.size === 0) readers.delete(user.id);
        open--;
      });
    },
  };
}
