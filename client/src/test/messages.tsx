// Messages as the server answers them (shared/messages.ts), for the client's tests: a parent (5) and a teacher (70).
import type { ConversationReportItem, ConversationSummary, MessageItem, MessagesPage } from "@shared/messages";
import type { PublicUser } from "@shared/users";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse } from "@/test/msw";

export const parentUser = {
  id: 5,
  username: "fatima",
  firstName: "Fatima",
  lastName: "Khan",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;

export const teacherUser = {
  id: 70,
  username: "khadija",
  firstName: "Khadija",
  lastName: "Osman",
  userType: "teacher",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;

export const conversation = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 1,
  other: { id: 70, name: "Khadija Osman", role: "teacher" },
  lastMessage: { senderUserId: 70, body: "Wa alaykum salam.\nSecond line", createdAt: "2026-12-01T10:05:00.000Z" },
  unread: 2,
  blockedByMe: false,
  blockedByThem: false,
  updatedAt: "2026-12-01T10:05:00.000Z",
  ...over,
});

export const message = (id: number, over: Partial<MessageItem> = {}): MessageItem => ({
  id,
  conversationId: 1,
  senderUserId: id % 2 === 1 ? 5 : 70,
  body: `Message ${id}`,
  createdAt: `2026-12-01T10:0${id % 10}:00.000Z`,
  student: null,
  ...over,
});

export const page = (items: MessageItem[], hasMore = false, over: Partial<ConversationSummary> = {}): MessagesPage => ({
  conversation: conversation(over),
  items,
  hasMore,
});

export const report = (over: Partial<ConversationReportItem> = {}): ConversationReportItem => ({
  id: 9,
  conversationId: 1,
  parent: { id: 5, name: "Fatima Khan", role: "parent" },
  teacher: { id: 70, name: "Khadija Osman", role: "teacher" },
  reportedBy: { id: 5, name: "Fatima Khan", role: "parent" },
  reason: "The teacher asked for my phone number.",
  createdAt: "2026-12-02T09:00:00.000Z",
  ...over,
});

/** A list answer with its total. */
export const listOf = <T,>(items: T[], total = items.length) =>
  HttpResponse.json(items, { headers: { "X-Total-Count": String(total) } });

/** Renders `ui` at `path` with a fresh cache and the toasts; returns the location (its history recorded). */
export function renderAt(ui: ReactNode, path = "/messages") {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { location, client, unmount };
}
