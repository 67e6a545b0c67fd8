// The Earnings tab's payouts against the API as MSW answers it: the next payout, each payout's status in words and
// why one came back, paging, the empty and error states, the statement's link, and an earning paid out.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { earning, earnings, noAddress } from "@/test/earnings";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { payout, teacherPayouts } from "@/test/payouts";
import { TeacherEarnings } from "./teacher-earnings";

const PAYOUTS = "/api/teacher/payouts?limit=20";
const CAPTION = "Your payouts";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-15T12:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

function renderTab(payouts: Record<string, () => Response> = { [PAYOUTS]: () => HttpResponse.json(teacherPayouts()) }) {
  mockRoutes({
    "/api/teacher/earnings?limit=20": () =>
      HttpResponse.json(earnings({ items: [earning({ status: "paid_out" }), earning({ bookingId: 11 })] })),
    "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
    ...payouts,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherEarnings />
    </QueryClientProvider>,
  );
}

const statusCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("[data-slot=badge]")?.textContent);

describe("TeacherEarnings' payouts", () => {
  it("shows the next payout and each payout with its status in words, address and, if it came back, why", async () => {
    renderTab();
    const table = await screen.findByRole("table", { name: CAPTION });
    expect(screen.getByText("Next payout: Dec 14, 2026")).toBeInTheDocument();
    expect(statusCells(table)).toEqual(["Pending", "Paid", "Failed", "Unclaimed"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByRole("rowheader")).toHaveTextContent("Dec 7, 2026");
    expect(rows[0]).toHaveTextContent("$42.50");
    expect(rows[0]).toHaveTextContent("aisha@example.com");
    expect(rows[2]).toHaveTextContent("old@example.com");
    expect(rows[2]).toHaveTextContent("The receiver's account is locked.");
    // A payout that came back says where its money is; one paid or on its way does not.
    const back = "The amount is back in your available balance.";
    expect(rows.map((row) => row.textContent!.includes(back))).toEqual([false, false, true, true]);
    // The phones' cards carry the same facts.
    const cards = within(screen.getByRole("list", { name: CAPTION })).getAllByRole("listitem");
    expect(cards.map((card) => card.querySelector("[data-slot=badge]")?.textContent)).toEqual([
      "Pending",
      "Paid",
      "Failed",
      "Unclaimed",
    ]);
    expect(cards[2]).toHaveTextContent(back);
    expect(screen.queryByRole("button", { name: "Show more payouts" })).toBeNull();
    // An earning already paid out says so in words.
    const lessons = screen.getByRole("table", { name: "Your lessons and what each earned" });
    expect(statusCells(lessons)).toEqual(["Paid out", "Pending"]);
    expect(requests("GET", "/api/teacher/payouts")).toHaveLength(1);
  });

  it("loads the next payouts from the number already shown", async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => payout({ id: 100 - i }));
    renderTab({
      [PAYOUTS]: () => HttpResponse.json(teacherPayouts({ items: firstPage, total: 21 })),
      [`${PAYOUTS}&offset=20`]: () =>
        HttpResponse.json(teacherPayouts({ items: [payout({ id: 1, amount: "999.00" })], total: 21 })),
    });
    const table = await screen.findByRole("table", { name: CAPTION });
    expect(screen.getByText("Showing 20 of 21")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more payouts" }));
    expect(await within(table).findByText("$999.00")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(22);
    expect(screen.queryByRole("button", { name: "Show more payouts" })).toBeNull();
  });

  it("says when payouts are sent while there is none", async () => {
    renderTab({ [PAYOUTS]: () => HttpResponse.json(teacherPayouts({ items: [], total: 0 })) });
    expect(await screen.findByRole("heading", { name: "No payouts yet" })).toBeInTheDocument();
    expect(
      screen.getByText("Payouts are sent weekly by PayPal once your available balance reaches $20.00."),
    ).toBeInTheDocument();
    expect(screen.getByText("Next payout: Dec 14, 2026")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: CAPTION })).toBeNull();
  });

  it("offers a retry when the payouts cannot be loaded, the earnings still shown", async () => {
    let calls = 0;
    renderTab({
      [PAYOUTS]: () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 })
          : HttpResponse.json(teacherPayouts()),
    });
    const alert = await screen.findByText("Your payouts could not be loaded.");
    expect(alert.closest("[role=alert]")).toHaveTextContent("Database unavailable");
    expect(screen.getByRole("table", { name: "Your lessons and what each earned" })).toBeInTheDocument();
    expect(screen.queryByText(/^Next payout/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: CAPTION })).toBeInTheDocument();
    expect(screen.getByText("Next payout: Dec 14, 2026")).toBeInTheDocument();
  });

  it("links the chosen month's statement, this month and the eleven before", async () => {
    renderTab();
    const month = await screen.findByLabelText("Month");
    const link = screen.getByRole("link", { name: "Download CSV" });
    expect(month).toHaveValue("2026-12");
    expect(link).toHaveAttribute("href", "/api/teacher/statements/2026-12.csv");
    expect(link).toHaveAttribute("download");
    const options = within(month).getAllByRole("option");
    expect(options).toHaveLength(12);
    expect(options.at(-1)).toHaveTextContent("January 2026");
    await userEvent.selectOptions(month, "November 2026");
    expect(link).toHaveAttribute("href", "/api/teacher/statements/2026-11.csv");
  });
});
