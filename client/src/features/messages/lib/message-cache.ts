// The messages' caches, changed in place when a message is sent or arrives live, so the thread, the list and the
// header's count follow at once without reading everything again.
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ConversationSummary, LiveMessageEvent, MessageItem, MessagesPage, UnreadAnswer } from "@shared/messages";

/** The list's pages (lib/paged-list.ts): every page size of GET /api/conversations starts with this. */
export const conversationsKeyPrefix = ["/api/conversations", "pages"] as const;
export const unreadKey = ["/api/conversations/unread"] as const;
/** A thread's pages, newest page first (each page oldest to newest). */
export const threadQueryKey = (id: number) => ["/api/conversations/messages", id] as const;

export type ThreadData = InfiniteData<MessagesPage, number | undefined>;
type ListPage = { items: ConversationSummary[]; total: number; headers?: Headers };
type ListData = InfiniteData<ListPage, number>;

/** Adds `message` to the newest page of its thread, once, when the thread is cached. */
export function appendToThread(queryClient: QueryClient, message: MessageItem): void {
  queryClient.setQueryData<ThreadData>(threadQueryKey(message.conversationId), (data) => {
    const first = data?.pages[0];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
    const items = [...first.items, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...first, items }, ...data.pages.slice(1)] };
  });
}

/** Changes conversation `id` wherever the list holds it; true when it did. */
export function setConversationInList(
  queryClient: QueryClient,
  id: number,
  change: (c: ConversationSummary) => ConversationSummary,
  toTop = false,
): boolean {
  let found = false;
  queryClient.setQueriesData<ListData>({ queryKey: conversationsKeyPrefix }, (data) => {
    if (!data) return data;
    let moved: ConversationSummary | undefined;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((c) => {
        if (c.id !== id) return [c];
        found = true;
        moved = change(c);
        return toTop ? [] : [moved];
      }),
    }));
    const first = pages[0];
    if (toTop && moved && first) pages[0] = { ...first, items: [moved, ...first.items] };
    return { ...data, pages };
  });
  return found;
}

/**
 * A message sent or received: into its thread, as the list's last message (the conversation first), and counted
 * unread when someone else sent it and its thread is not open. False when the list does not hold the conversation.
 */
export function applyMessage(
  queryClient: QueryClient,
  { conversationId, message }: LiveMessageEvent,
  { userId, openId }: { userId: number; openId: number | null },
): boolean {
  appendToThread(queryClient, message);
  const unread = message.senderUserId !== userId && openId !== conversationId;
  const { senderUserId, body, createdAt } = message;
  const found = setConversationInList(
    queryClient,
    conversationId,
    (c) => ({
      ...c,
      lastMessage: { senderUserId, body, createdAt },
      updatedAt: createdAt,
      unread: unread ? c.unread + 1 : c.unread,
    }),
    true,
  );
  if (unread) queryClient.setQueryData<UnreadAnswer>(unreadKey, (old) => (old ? { unread: old.unread + 1 } : old));
  return found;
}

/** The thread now open on this page, so that a message arriving in it is read, not counted. */
let openConversation: number | null = null;
export const setOpenConversation = (id: number | null) => {
  openConversation = id;
};
export const getOpenConversation = () => openConversation;
