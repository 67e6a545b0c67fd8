// A thread's safety against the API as MSW answers it: contact details refused before sending with the reason, the
// server's 422/429 shown, blocking and unblocking, the blocked states, and reporting with a reason.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { message, page, renderAt } from "@/test/messages";
import { sentence } from "@/test/text";
import { Thread } from "./thread";

const THREAD = "/api/conversations/1/messages?limit=50";

function renderThread(over: Parameters<typeof page>[2] = {}, routes: Parameters<typeof mockRoutes>[0] = {}) {
  mockRoutes({ [THREAD]: () => HttpResponse.json(page([message(2)], false, { unread: 0, ...over })), ...routes });
  return renderAt(<Thread conversationId={1} userId={5} />);
}

describe("Thread: the composer", () => {
  it("says why a phone number or an email cannot be sent and keeps Send disabled until it is gone", async () => {
    renderThread();
    const box = await screen.findByRole("textbox", { name: "Message" });
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await userEvent.type(box, "Call me on 0791 234 5678");
    expect(screen.getByRole("alert")).toHaveTextContent("Phone numbers are not allowed in messages.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(send).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await userEvent.clear(box);
    await userEvent.type(box, "write to me at amina@example.com");
    expect(screen.getByRole("alert")).toHaveTextContent("Email addresses are not allowed in messages.");
    await userEvent.clear(box);
    await userEvent.type(box, "See you at the lesson on 12/03 at 5pm, surah 2:255");
    expect(screen.getByRole("alert")).toHaveTextContent(/^$/);
    expect(send).toBeEnabled();
    expect(requests("POST")).toEqual([]);
  });

  it("shows the server's 422 reason in place, and nothing joins the thread", async () => {
    renderThread(
      {},
      {
        "POST /api/conversations/1/messages": () =>
          HttpResponse.json(
            { message: "Contact details and outside links are not allowed in messages." },
            { status: 422 },
          ),
      },
    );
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Salam, see you on Tuesday");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Contact details and outside links are not allowed in messages.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(box).toHaveValue("Salam, see you on Tuesday");
    expect(within(screen.getByRole("list", { name: "Messages" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("says to slow down on a 429 without a message", async () => {
    renderThread(
      {},
      { "POST /api/conversations/1/messages": () => new HttpResponse("Too Many Requests", { status: 429 }) },
    );
    await userEvent.type(await screen.findByRole("textbox", { name: "Message" }), "Salam");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You are sending messages too quickly.");
  });
});

describe("Thread: blocking and reporting", () => {
  it("blocks, then says so with Unblock in place of the composer", async () => {
    let blocked = false;
    renderThread(
      {},
      {
        "POST /api/conversations/1/block": () => {
          blocked = true;
          return new HttpResponse(null, { status: 204 });
        },
        "DELETE /api/conversations/1/block": () => {
          blocked = false;
          return new HttpResponse(null, { status: 204 });
        },
        [THREAD]: () => HttpResponse.json(page([message(2)], false, { unread: 0, blockedByMe: blocked })),
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Block" }));
    expect(await screen.findByText(sentence("You blocked Khadija Osman."))).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Unblock" }));
    expect(await screen.findByRole("textbox", { name: "Message" })).toBeInTheDocument();
    expect(requests("POST", "/api/conversations/1/block")).toHaveLength(1);
    expect(requests("DELETE", "/api/conversations/1/block")).toHaveLength(1);
  });

  it("shows the server's 403 and then why: the other party blocked the user meanwhile", async () => {
    let blocked = false;
    renderThread(
      {},
      {
        [THREAD]: () => HttpResponse.json(page([message(2)], false, { unread: 0, blockedByThem: blocked })),
        "POST /api/conversations/1/messages": () => {
          blocked = true;
          return HttpResponse.json({ message: "You cannot send messages in this conversation." }, { status: 403 });
        },
      },
    );
    await userEvent.type(await screen.findByRole("textbox", { name: "Message" }), "Salam");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("You can't reply in this conversation.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(requests("GET", "/api/conversations/1/messages")).toHaveLength(2);
  });

  it("says the user can't reply when the other party blocked them", async () => {
    renderThread({ blockedByThem: true });
    expect(await screen.findByText("You can't reply in this conversation.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unblock" })).toBeNull();
  });

  it("reports the conversation with a reason, refusing one too short", async () => {
    renderThread({}, { "POST /api/conversations/1/report": () => HttpResponse.json({ id: 9 }, { status: 201 }) });
    await userEvent.click(await screen.findByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this conversation" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    await userEvent.type(reason, "no");
    await userEvent.click(within(dialog).getByRole("button", { name: "Report the conversation" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please say what is wrong, in 3 to 1000 characters");
    expect(requests("POST", "/api/conversations/1/report")).toEqual([]);
    await userEvent.type(reason, "t kind: he asked for WhatsApp");
    await userEvent.click(within(dialog).getByRole("button", { name: "Report the conversation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await requests("POST", "/api/conversations/1/report")[0]!.json()).toEqual({
      reason: "not kind: he asked for WhatsApp",
    });
    expect(await screen.findByText("Conversation reported")).toBeInTheDocument();
  });
});
