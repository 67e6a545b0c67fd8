// The Messages page in Arabic, right to left: the list, the thread with the child named, Halaqa's notice, the
// composer's refusal of a phone number in Arabic, and the header's count in Arabic words.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { conversation, listOf, message, page, renderAt } from "@/test/messages";
import { MessagesLink } from "./messages-link";
import { MessagesView } from "./messages-view";

describe("Messages in Arabic", () => {
  it("shows the page, the thread and the composer's reasons in Arabic, laid out with logical sides", async () => {
    await inArabic();
    mockRoutes({
      "/api/conversations/unread": () => HttpResponse.json({ unread: 3 }),
      "/api/conversations?limit=20": () =>
        listOf([conversation({ unread: 0, other: { id: 70, name: "خديجة عثمان", role: "teacher" } })]),
      "/api/conversations/1/messages?limit=50": () =>
        HttpResponse.json(
          page([message(1, { body: "السلام عليكم", student: { id: 3, firstName: "زيد" } }), message(2)], false, {
            unread: 0,
            other: { id: 70, name: "خديجة عثمان", role: "teacher" },
          }),
        ),
    });
    renderAt(
      <>
        <MessagesLink />
        <MessagesView userId={5} isParent={false} />
      </>,
      "/messages?c=1",
    );
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(await screen.findByRole("link", { name: "الرسائل، 3 رسائل غير مقروءة" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "الرسائل" })).toBeInTheDocument();
    const thread = await screen.findByRole("region", { name: "خديجة عثمان" });
    const [mine] = within(within(thread).getByRole("list", { name: "الرسائل" })).getAllByRole("listitem");
    expect(mine).toHaveTextContent("بخصوص زيد");
    expect(mine?.querySelector(".ms-auto")).not.toBeNull();
    expect(screen.getByText(/تبقى الرسائل على حلقة/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حظر" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "الرسالة" }), "رقمي 0791234567");
    expect(screen.getByRole("alert")).toHaveTextContent("لا يُسمح بأرقام الهواتف في الرسائل.");
    expect(screen.getByRole("button", { name: "إرسال" })).toBeDisabled();
    expect(screen.queryByText("Messages")).toBeNull();
  });
});
