// A conversation's messages (GET …/messages?limit&before, newest page first, each oldest to newest) and sending one.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageItem, MessagesPage, SendMessageInput } from "@shared/messages";
import { MESSAGE_PAGE_DEFAULT } from "@shared/messages";
import { ApiError, apiGet, apiRequest } from "@/lib/api-client";
import { applyMessage, threadQueryKey } from "../lib/message-cache";
import { pollInterval } from "./conversations";

export const messagesUrl = (id: number, before?: number) => {
  const params = new URLSearchParams({ limit: String(MESSAGE_PAGE_DEFAULT) });
  if (before !== undefined) params.set("before", String(before));
  return `/api/conversations/${id}/messages?${params}`;
};

export const threadQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: threadQueryKey(id),
    queryFn: async ({ pageParam }) => (await apiGet<MessagesPage>(messagesUrl(id, pageParam)))!,
    initialPageParam: undefined as number | undefined,
    // The next page is the one before the oldest message shown.
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.id : undefined),
    refetchInterval: pollInterval(),
  });

/** The thread's messages, oldest first, the conversation as the newest page tells it, and the query. */
export function useThread(id: number) {
  const query = useInfiniteQuery(threadQueryOptions(id));
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  const messages: MessageItem[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return { query, messages, conversation: pages[0]?.conversation };
}

/** POST …/messages: the message joins the thread and becomes the list's last message. */
export function useSendMessage(id: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      apiRequest<MessageItem>("POST", `/api/conversations/${id}/messages`, input),
    onSuccess: (message) => {
      applyMessage(queryClient, { conversationId: id, message }, { userId, openId: id });
    },
    // Refused as blocked: the thread is read again, so it shows why in place of the composer.
    onError: (error) =>
      error instanceof ApiError && error.status === 403
        ? queryClient.invalidateQueries({ queryKey: threadQueryKey(id) })
        : undefined,
  });
}
