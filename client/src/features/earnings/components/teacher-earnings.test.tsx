// The teacher's Earnings tab against the API as MSW answers it: balances, lessons and their statuses, paging, the
// empty and error states.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { earning, earnings, noAddress } from "@/test/earnings";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { teacherPayouts } from "@/test/payouts";
import { TeacherEarnings } from "./teacher-earnings";

const EARNINGS = "/api/teacher/earnings?limit=20";

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherEarnings emptyAction={<button type="button">Go to Bookings</button>} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("TeacherEarnings", () => {
  it("shows the balances, the fee in force and each lesson's split with its status in words", async () => {
    mockRoutes({
      [EARNINGS]: () => HttpResponse.json(earnings({ paidOut: "40.00" }), { headers: { "X-Total-Count": "3" } }),
      "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
      "/api/teacher/payouts?limit=20": () => HttpResponse.json(teacherPayouts()),
    });
    renderTab();
    const table = await screen.findByRole("table", { name: "Your lessons and what each earned" });
    expect(figure("Pending")).toHaveTextContent("$17.00");
    expect(figure("Available")).toHaveTextContent("$17.00");
    expect(figure("Paid out")).toHaveTextContent("$40.00");
    expect(screen.getByText(/becomes available 48 hours after you report it held/)).toBeInTheDocument();
    expect(screen.getByText("Halaqa's fee: 15%")).toBeInTheDocument();

    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").at(-1)!.textContent)).toEqual([
      "Pending",
      "Available",
      "Reversed",
    ]);
    const first = within(rows[0]!);
    expect(first.getByRole("rowheader")).toHaveTextContent("Tajweed for Beginners");
    expect(first.getByText("Yusuf")).toBeInTheDocument();
    expect(first.getByText("Mar 4, 2030")).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/\$20\.00.*\$3\.00.*15%.*\$17\.00/);
    // A lesson keeps the fee in force when it was paid.
    expect(rows[2]).toHaveTextContent(/\$25\.00.*\$3\.13.*12\.5%.*\$21\.87/);
    // The phones' cards carry the same facts.
    const cards = within(screen.getByRole("list", { name: "Your lessons and what each earned" })).getAllByRole(
      "listitem",
    );
    expect(cards.map((card) => card.querySelector("[data-slot=badge]")?.textContent)).toEqual([
      "Pending",
      "Available",
      "Reversed",
    ]);
    expect(screen.queryByRole("button", { name: "Show more lessons" })).toBeNull();
  });

  it("loads the next lessons from the number already shown", async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => earning({ bookingId: 100 - i, studentName: `Child ${i}` }));
    mockRoutes({
      [EARNINGS]: () => HttpResponse.json(earnings({ items: firstPage, total: 21 })),
      [`${EARNINGS}&offset=20`]: () =>
        HttpResponse.json(earnings({ items: [earning({ bookingId: 5, studentName: "Last child" })], total: 21 })),
      "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
      "/api/teacher/payouts?limit=20": () => HttpResponse.json(teacherPayouts()),
    });
    renderTab();
    const table = await screen.findByRole("table", { name: "Your lessons and what each earned" });
    expect(screen.getByText("Showing 20 of 21")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more lessons" }));
    expect(await within(table).findByText("Last child")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(22);
    expect(screen.queryByRole("button", { name: "Show more lessons" })).toBeNull();
  });

  it("says what will appear when no lesson has earned yet, with the way to the bookings", async () => {
    mockRoutes({
      [EARNINGS]: () => HttpResponse.json(earnings({ items: [], total: 0, pending: "0.00", available: "0.00" })),
      "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
      "/api/teacher/payouts?limit=20": () => HttpResponse.json(teacherPayouts()),
    });
    renderTab();
    expect(await screen.findByRole("heading", { name: "No earnings yet" })).toBeInTheDocument();
    expect(figure("Pending")).toHaveTextContent("$0.00");
    expect(screen.getByRole("button", { name: "Go to Bookings" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Your lessons and what each earned" })).toBeNull();
  });

  it("shows a skeleton while loading, then offers a retry when the earnings cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      [EARNINGS]: () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 })
          : HttpResponse.json(earnings()),
      "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
      "/api/teacher/payouts?limit=20": () => HttpResponse.json(teacherPayouts()),
    });
    renderTab();
    expect(screen.getByText("Loading figures...")).toBeInTheDocument();
    const alert = await screen.findByText("Your earnings could not be loaded.");
    expect(alert.closest("[role=alert]")).toHaveTextContent("Database unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your lessons and what each earned" })).toBeInTheDocument();
    expect(requests("GET", "/api/teacher/earnings")).toHaveLength(2);
  });
});
