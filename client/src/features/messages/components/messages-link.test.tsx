// The header's Messages link (its count in its name) and the live events (a stand-in EventSource): a message arriving
// joins the open thread and is read, or counts as unread in the list and the header.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiveMessageEvent } from "@shared/messages";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { conversation, listOf, message, page, renderAt } from "@/test/messages";
import { MESSAGES_POLL_MS, pollInterval } from "../api/conversations";
import { LiveMessages, MessagesLink } from "./messages-link";
import { MessagesView } from "./messages-view";

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, Set<(e: Event) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(fn));
  }
  removeEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, e: Event = new Event(type)) {
    act(() => this.listeners.get(type)?.forEach((fn) => fn(e)));
  }
  emit(event: LiveMessageEvent) {
    this.fire("message", new MessageEvent("message", { data: JSON.stringify(event) }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe("MessagesLink", () => {
  it.each([
    [3, "Messages, 3 unread", "3"],
    [150, "Messages, more than 99 unread", "99+"],
  ])("with %i unread its name is '%s' and its badge %s", async (unread, name, badge) => {
    mockRoutes({ "/api/conversations/unread": () => HttpResponse.json({ unread }) });
    renderAt(<MessagesLink compact />, "/");
    const link = await screen.findByRole("link", { name });
    expect(link).toHaveAttribute("href", "/messages");
    expect(link).toHaveTextContent(new RegExp(`^${badge.replace("+", "\\+")}$`));
  });

  it("is named plainly with nothing unread, its word shown", async () => {
    mockRoutes({ "/api/conversations/unread": () => HttpResponse.json({ unread: 0 }) });
    renderAt(<MessagesLink />, "/");
    await waitFor(() => expect(requests("GET", "/api/conversations/unread")).toHaveLength(1));
    expect(await screen.findByRole("link", { name: "Messages" })).toHaveTextContent(/^Messages$/);
  });
});

describe("live messages", () => {
  it("adds a message to the open thread and reads it; counts one elsewhere in the list and the header", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    mockRoutes({
      "/api/conversations/unread": () => HttpResponse.json({ unread: 0 }),
      "/api/conversations?limit=20": () =>
        listOf([
          conversation({ unread: 0 }),
          conversation({ id: 2, other: { id: 71, name: "Omar Haddad", role: "teacher" }, unread: 0 }),
        ]),
      "/api/conversations/1/messages?limit=50": () => HttpResponse.json(page([message(2)], false, { unread: 0 })),
      "POST /api/conversations/1/read": () => new HttpResponse(null, { status: 204 }),
    });
    renderAt(
      <>
        <LiveMessages userId={5} />
        <MessagesLink />
        <MessagesView userId={5} isParent={false} />
      </>,
      "/messages?c=1",
    );
    const thread = await screen.findByRole("list", { name: "Messages" });
    await screen.findByRole("link", { name: "Messages" });
    const source = FakeEventSource.last!;
    expect(source.url).toBe("/api/conversations/stream");

    source.emit({ conversationId: 1, message: message(4, { body: "Is Zayd better?" }) });
    expect(await within(thread).findByText("Is Zayd better?")).toBeInTheDocument();
    await waitFor(() => expect(requests("POST", "/api/conversations/1/read")).toHaveLength(1));
    expect(screen.getByRole("link", { name: /Khadija Osman/ })).toHaveTextContent("Is Zayd better?");
    // Read: the header's count is asked again (and stays 0), before the next message arrives.
    await waitFor(() => expect(requests("GET", "/api/conversations/unread")).toHaveLength(2));
    expect(screen.getByRole("link", { name: "Messages" })).toBeInTheDocument();

    source.emit({ conversationId: 2, message: message(8, { conversationId: 2, senderUserId: 71, body: "Salam" }) });
    const omar = await screen.findByRole("link", { name: /Omar Haddad.*1 unread/ });
    expect(omar).toHaveTextContent("Salam");
    // Latest first: Omar's conversation moved to the top.
    const rows = within(screen.getByRole("list", { name: "Conversations" })).getAllByRole("link");
    expect(rows[0]).toBe(omar);
    expect(screen.getByRole("link", { name: "Messages, 1 unread" })).toBeInTheDocument();
  });

  it("reads the list, the count and the open thread again when the connection comes back after a drop", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    mockRoutes({
      "/api/conversations/unread": () => HttpResponse.json({ unread: 0 }),
      "/api/conversations?limit=20": () => listOf([conversation({ unread: 0 })]),
      "/api/conversations/1/messages?limit=50": () => HttpResponse.json(page([message(2)], false, { unread: 0 })),
    });
    renderAt(
      <>
        <LiveMessages userId={5} />
        <MessagesLink />
        <MessagesView userId={5} isParent={false} />
      </>,
      "/messages?c=1",
    );
    await screen.findByRole("list", { name: "Messages" });
    await screen.findByRole("link", { name: "Messages" });
    const source = FakeEventSource.last!;
    source.fire("open");
    expect(requests("GET")).toHaveLength(3);
    source.fire("error");
    source.fire("open");
    await waitFor(() => expect(requests("GET")).toHaveLength(6));
    expect(requests("GET", "/api/conversations/1/messages")).toHaveLength(2);
  });

  it("closes the connection when the header goes, and polls every 30 s without EventSource", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const { unmount } = renderAt(<LiveMessages userId={5} />, "/");
    const source = FakeEventSource.last!;
    expect(source.closed).toBe(false);
    expect(pollInterval()).toBe(false);
    unmount();
    expect(source.closed).toBe(true);
    vi.stubGlobal("EventSource", undefined);
    expect(pollInterval()).toBe(MESSAGES_POLL_MS);
  });
});
