// The conversations between a family and a teacher (issue 35): the list, the header's unread count, and what a
// participant does to a conversation (open it, mark it read, block, unblock, report).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConversationSummary, OpenConversationInput, UnreadAnswer } from "@shared/messages";
import { apiGet, apiRequest } from "@/lib/api-client";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";
import { conversationsKeyPrefix, setConversationInList, threadQueryKey, unreadKey } from "../lib/message-cache";

export const CONVERSATIONS_URL = "/api/conversations";
export const CONVERSATIONS_PAGE = 20;
/** Without server-sent events, the list, the count and the open thread are read again this often. */
export const MESSAGES_POLL_MS = 30_000;

/** False in a browser without EventSource: the reads then poll. */
export const liveAvailable = () => typeof EventSource !== "undefined";
export const pollInterval = (): number | false => (liveAvailable() ? false : MESSAGES_POLL_MS);

export const conversationsQueryOptions = () => ({
  ...pagedQueryOptions<ConversationSummary>(CONVERSATIONS_URL, CONVERSATIONS_PAGE),
  refetchInterval: pollInterval(),
});

export function useConversations() {
  return usePagedList<ConversationSummary>(conversationsQueryOptions());
}

export const unreadQueryKey = unreadKey;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: unreadQueryKey,
    queryFn: async () => (await apiGet<UnreadAnswer>(`${CONVERSATIONS_URL}/unread`))!,
    refetchInterval: pollInterval(),
  });

export function useUnreadMessages(enabled = true) {
  return useQuery({ ...unreadQueryOptions(), enabled });
}

/** POST /api/conversations: the one conversation with this teacher (a parent) or this family (a teacher). */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenConversationInput) => apiRequest<ConversationSummary>("POST", CONVERSATIONS_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKeyPrefix }),
  });
}

/** POST …/read: the list shows it read at once, and the header's count is read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("POST", `${CONVERSATIONS_URL}/${id}/read`),
    onMutate: (id) => {
      setConversationInList(queryClient, id, (c) => ({ ...c, unread: 0 }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}

/** Block (POST) or unblock (DELETE): the thread and the list say so once the server has. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      apiRequest<void>(blocked ? "POST" : "DELETE", `${CONVERSATIONS_URL}/${id}/block`),
    onSuccess: (_answer, { id, blocked }) => {
      setConversationInList(queryClient, id, (c) => ({ ...c, blockedByMe: blocked }));
      return queryClient.invalidateQueries({ queryKey: threadQueryKey(id) });
    },
  });
}

/** POST …/report {reason}. */
export function useReport() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<unknown>("POST", `${CONVERSATIONS_URL}/${id}/report`, { reason }),
  });
}
