// New messages without reloading: GET /api/conversations/stream (server-sent events, `event: message`). The browser's
// EventSource reconnects by itself; without it the lists poll (api/conversations.ts).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { LiveMessageEvent } from "@shared/messages";
import { apiRequest } from "@/lib/api-client";
import { applyMessage, conversationsKeyPrefix, getOpenConversation, threadQueryKey, unreadKey } from "./message-cache";

export const STREAM_URL = "/api/conversations/stream";

function parseEvent(data: unknown): LiveMessageEvent | null {
  if (typeof data !== "string") return null;
  try {
    const event = JSON.parse(data) as Partial<LiveMessageEvent>;
    return typeof event.conversationId === "number" && event.message && typeof event.message.id === "number"
      ? (event as LiveMessageEvent)
      : null;
  } catch {
    return null;
  }
}

/** Listens while `userId` is signed in (a parent or a teacher), one connection for the whole page. */
export function useLiveMessages(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource === "undefined") return;
    const source = new EventSource(STREAM_URL, { withCredentials: true });
    const onMessage = (e: MessageEvent) => {
      const event = parseEvent(e.data);
      if (!event) return;
      const openId = getOpenConversation();
      const found = applyMessage(queryClient, event, { userId, openId });
      // A conversation the list does not hold yet (a new one): the list is read again to show it.
      if (!found) void queryClient.invalidateQueries({ queryKey: conversationsKeyPrefix });
      // The thread on screen is read as the message arrives.
      if (openId === event.conversationId && event.message.senderUserId !== userId) {
        void apiRequest("POST", `/api/conversations/${openId}/read`).then(
          () => queryClient.invalidateQueries({ queryKey: unreadKey }),
          () => undefined,
        );
      }
    };
    // Back after a drop: what arrived meanwhile is read again (the stream does not replay it).
    let dropped = false;
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (!dropped) return;
      dropped = false;
      void queryClient.invalidateQueries({ queryKey: conversationsKeyPrefix });
      void queryClient.invalidateQueries({ queryKey: unreadKey });
      const openId = getOpenConversation();
      if (openId !== null) void queryClient.invalidateQueries({ queryKey: threadQueryKey(openId) });
    };
    source.addEventListener("message", onMessage);
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => {
      source.removeEventListener("message", onMessage);
      source.removeEventListener("error", onError);
      source.removeEventListener("open", onOpen);
      source.close();
    };
  }, [queryClient, userId]);
}
