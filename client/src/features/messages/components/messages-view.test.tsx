// The Messages page against the API as MSW answers it: the list, the empty state, a thread opened from the address
// (marked read, earlier messages, the child named), and sending with Enter.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { conversation, listOf, message, page, renderAt } from "@/test/messages";
import { MessagesView } from "./messages-view";

const LIST = "/api/conversations?limit=20";
const THREAD = "/api/conversations/1/messages?limit=50";

const renderView = (path = "/messages", { userId = 5, isParent = true } = {}) =>
  renderAt(<MessagesView userId={userId} isParent={isParent} />, path).location;

describe("MessagesView: the list", () => {
  it("shows each conversation's other party, last message's first line, time and unread count", async () => {
    mockRoutes({
      [LIST]: () =>
        listOf([
          conversation(),
          conversation({
            id: 2,
            other: { id: 71, name: "Omar Haddad", role: "teacher" },
            lastMessage: { senderUserId: 5, body: "Thank you", createdAt: "2026-11-20T09:00:00.000Z" },
            unread: 0,
          }),
        ]),
    });
    renderView();
    const list = await screen.findByRole("list", { name: "Conversations" });
    const [first, second] = within(list).getAllByRole("link");
    expect(first).toHaveTextContent("Khadija Osman");
    expect(first).toHaveTextContent("Wa alaykum salam.");
    expect(first).not.toHaveTextContent("Second line");
    expect(first).toHaveTextContent("2 unread");
    expect(first).toHaveAttribute("href", "/messages?c=1");
    expect(second).toHaveTextContent("You: Thank you");
    expect(second).toHaveTextContent("November 20, 2026");
    expect(second).not.toHaveTextContent("unread");
    expect(screen.getByText("Choose a conversation to read it.")).toBeInTheDocument();
  });

  it("tells a parent with no conversation where to start one", async () => {
    mockRoutes({ [LIST]: () => listOf([]) });
    renderView();
    expect(await screen.findByRole("heading", { name: "No messages yet." })).toBeInTheDocument();
    expect(
      screen.getByText("You can message a teacher from the teacher's profile or from one of your bookings."),
    ).toBeInTheDocument();
  });

  it("offers a retry when the list cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      [LIST]: () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 })
          : listOf([conversation()]),
    });
    renderView();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your conversations could not be loaded.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Khadija Osman/ })).toBeInTheDocument();
  });
});

describe("MessagesView: a thread", () => {
  it("opens the conversation in the address, marks it read, and shows mine on the end side with the child", async () => {
    mockRoutes({
      [LIST]: () => listOf([conversation()]),
      [THREAD]: () =>
        HttpResponse.json(
          page([message(1, { student: { id: 3, firstName: "Zayd" } }), message(2, { body: "Wa alaykum salam." })]),
        ),
      "POST /api/conversations/1/read": () => new HttpResponse(null, { status: 204 }),
    });
    renderView("/messages?c=1", { isParent: false });
    const thread = await screen.findByRole("region", { name: "Khadija Osman" });
    const bubbles = within(within(thread).getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(bubbles).toHaveLength(2);
    expect(bubbles[0]).toHaveTextContent("About Zayd");
    expect(bubbles[0]).toHaveTextContent("December 1, 2026");
    expect(bubbles[0]?.querySelector(".ms-auto")).not.toBeNull();
    expect(bubbles[1]?.querySelector(".me-auto")).not.toBeNull();
    expect(bubbles[1]).not.toHaveTextContent("December 1, 2026");
    await waitFor(() => expect(requests("POST", "/api/conversations/1/read")).toHaveLength(1));
    // The list shows it read at once.
    await waitFor(() => expect(screen.getByRole("link", { name: /Khadija Osman/ })).not.toHaveTextContent("unread"));
    expect(screen.getByText(/Messages stay on Halaqa, and parents can see everything/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to conversations" })).toBeInTheDocument();
  });

  it("loads earlier messages before the oldest one shown", async () => {
    mockRoutes({
      [LIST]: () => listOf([conversation({ unread: 0 })]),
      [THREAD]: () => HttpResponse.json(page([message(5), message(6)], true, { unread: 0 })),
      [`${THREAD}&before=5`]: () => HttpResponse.json(page([message(3), message(4)], false, { unread: 0 })),
    });
    renderView("/messages?c=1", { isParent: false });
    await userEvent.click(await screen.findByRole("button", { name: "Load earlier messages" }));
    const list = screen.getByRole("list", { name: "Messages" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(4));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("Message 3"),
      expect.stringContaining("Message 4"),
      expect.stringContaining("Message 5"),
      expect.stringContaining("Message 6"),
    ]);
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
    expect(requests("POST")).toEqual([]);
  });

  it("sends with Enter (Shift+Enter is a new line) about the chosen child, and shows the message", async () => {
    mockRoutes({
      [LIST]: () => listOf([conversation({ unread: 0 })]),
      [THREAD]: () => HttpResponse.json(page([message(2)], false, { unread: 0 })),
      "/api/student/profiles": () => HttpResponse.json([{ id: 3, name: "Zayd" }]),
      "POST /api/conversations/1/messages": () =>
        HttpResponse.json(message(7, { body: "Salam\nZayd is ill today", student: { id: 3, firstName: "Zayd" } }), {
          status: 201,
        }),
    });
    renderView("/messages?c=1");
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Which child is it about?" }), "3");
    await userEvent.type(box, "Salam{Shift>}{Enter}{/Shift}Zayd is ill today");
    expect(screen.getByText("23/2000 characters")).toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(requests("POST", "/api/conversations/1/messages")).toHaveLength(1));
    expect(await requests("POST", "/api/conversations/1/messages")[0]!.json()).toEqual({
      body: "Salam\nZayd is ill today",
      studentId: 3,
    });
    const list = screen.getByRole("list", { name: "Messages" });
    expect(await within(list).findByText(/Zayd is ill today/)).toBeInTheDocument();
    expect(box).toHaveValue("");
    // The list's last message follows.
    expect(screen.getByRole("link", { name: /Khadija Osman/ })).toHaveTextContent("You: Salam");
  });
});
