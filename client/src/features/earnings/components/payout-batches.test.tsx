// The admins' payout batches against the API as MSW answers it: each batch's facts and results, a batch opened to its
// payouts with their statuses in words and reasons, paging, and the empty and error states.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { adminPayout, batch } from "@/test/payouts";
import { PayoutBatches } from "./payout-batches";

const BATCHES = "/api/admin/payout-batches?limit=20";
const PAYOUTS_OF_7 = "/api/admin/payouts?batchId=7&limit=20";

const twoBatches = () => ({
  total: 2,
  items: [
    batch(),
    batch({
      id: 6,
      senderBatchId: "halaqa-2026-W49",
      status: "failed",
      runBy: "admin",
      createdAt: "2026-11-30T12:00:00.000Z",
      count: 2,
      total: "60.00",
      succeeded: 0,
      pending: 0,
      failed: 2,
      unclaimed: 0,
      failureReason: "Insufficient funds in the PayPal account.",
    }),
  ],
});

const payoutsOf7 = () => ({
  total: 3,
  items: [
    adminPayout({ id: 51, teacherName: "Aisha Rahman", amount: "85.00", status: "succeeded" }),
    adminPayout({ id: 52, teacherName: "Omar Haddad", amount: "42.50", status: "pending" }),
    adminPayout({
      id: 53,
      teacherName: "Hafsa Ali",
      amount: "30.00",
      status: "failed",
      failureReason: "The receiver's account is locked.",
    }),
  ],
});

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutBatches />
    </QueryClientProvider>,
  );
}

describe("PayoutBatches", () => {
  it("shows each batch's id, date, who ran it, count, total, results and why PayPal refused it", async () => {
    mockRoutes({ [BATCHES]: () => HttpResponse.json(twoBatches(), { headers: { "X-Total-Count": "2" } }) });
    renderList();
    const table = await screen.findByRole("table", { name: "Payout batches" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const [week50, week49] = rows as [HTMLElement, HTMLElement];
    expect(within(week50).getByRole("rowheader")).toHaveTextContent(/^halaqa-2026-W50Sent$/);
    expect(week50).toHaveTextContent("Dec 7, 2026 · Weekly schedule");
    expect(week50).toHaveTextContent("$182.50");
    expect(week50).toHaveTextContent(/Paid1Pending1Failed1Unclaimed1/);
    expect(within(week49).getByRole("rowheader")).toHaveTextContent(/^halaqa-2026-W49Failed$/);
    expect(week49).toHaveTextContent("Nov 30, 2026 · An admin");
    expect(week49).toHaveTextContent(/Paid0Pending0Failed2Unclaimed0/);
    expect(week49).toHaveTextContent("Insufficient funds in the PayPal account.");
    // The phones' cards carry the same batches.
    const cards = within(screen.getByRole("list", { name: "Payout batches" })).getAllByRole("listitem");
    expect(cards.map((card) => card.querySelector("p")?.textContent)).toEqual(["halaqa-2026-W50", "halaqa-2026-W49"]);
    expect(requests("GET", "/api/admin/payouts")).toEqual([]);
  });

  it("opens a batch to its payouts: teacher, amount, status in words and why one came back; closes it again", async () => {
    mockRoutes({
      [BATCHES]: () => HttpResponse.json(twoBatches()),
      [PAYOUTS_OF_7]: () => HttpResponse.json(payoutsOf7()),
    });
    renderList();
    const table = await screen.findByRole("table", { name: "Payout batches" });
    const toggle = within(table).getByRole("button", { name: "Show payouts of batch halaqa-2026-W50" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const payouts = await within(table).findByRole("table", { name: "Payouts of batch halaqa-2026-W50" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Hide payouts of batch halaqa-2026-W50");
    const rows = within(payouts).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Aisha Rahman",
      "Omar Haddad",
      "Hafsa Ali",
    ]);
    expect(rows.map((row) => row.querySelector("[data-slot=badge]")?.textContent)).toEqual([
      "Paid",
      "Pending",
      "Failed",
    ]);
    expect(rows[1]).toHaveTextContent("$42.50");
    expect(rows[2]).toHaveTextContent("The receiver's account is locked.");
    expect(rows[2]).toHaveTextContent("The amount went back to the teacher's available balance.");
    expect(rows[0]).not.toHaveTextContent("went back");
    // The phones' cards say where each payout went, as the table does.
    const cards = within(screen.getByRole("list", { name: "Payouts of batch halaqa-2026-W50" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveTextContent(/Sent to \S+@\S+/);
    // Only the opened batch is read, once for the table and the phones' cards together.
    expect(requests("GET", "/api/admin/payouts").map((r) => r.path)).toEqual([PAYOUTS_OF_7]);
    await userEvent.click(toggle);
    expect(within(table).queryByRole("table", { name: "Payouts of batch halaqa-2026-W50" })).toBeNull();
  });

  it("says so when a batch's payouts cannot be loaded, and tries again", async () => {
    let calls = 0;
    mockRoutes({
      [BATCHES]: () => HttpResponse.json(twoBatches()),
      [PAYOUTS_OF_7]: () =>
        ++calls === 1 ? HttpResponse.json({ message: "boom" }, { status: 500 }) : HttpResponse.json(payoutsOf7()),
    });
    renderList();
    const table = await screen.findByRole("table", { name: "Payout batches" });
    await userEvent.click(within(table).getByRole("button", { name: /^Show payouts of batch halaqa-2026-W50/ }));
    const alert = await within(table).findByRole("alert");
    expect(alert).toHaveTextContent("The batch's payouts could not be loaded.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(table).findByText("Hafsa Ali")).toBeInTheDocument();
  });

  it("loads the next batches from the number already shown", async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => batch({ id: 100 - i, senderBatchId: `halaqa-b${i}` }));
    mockRoutes({
      [BATCHES]: () => HttpResponse.json({ total: 21, items: firstPage }),
      [`${BATCHES}&offset=20`]: () =>
        HttpResponse.json({ total: 21, items: [batch({ id: 1, senderBatchId: "halaqa-2026-W01" })] }),
    });
    renderList();
    const table = await screen.findByRole("table", { name: "Payout batches" });
    expect(screen.getByText("Showing 20 of 21")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more batches" }));
    expect(await within(table).findByText("halaqa-2026-W01")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(22);
    expect(screen.queryByRole("button", { name: "Show more batches" })).toBeNull();
  });

  it("says what will appear while there is no batch", async () => {
    mockRoutes({ [BATCHES]: () => HttpResponse.json({ total: 0, items: [] }) });
    renderList();
    expect(await screen.findByRole("heading", { name: "No payout batches yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("offers a retry when the batches cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      [BATCHES]: () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 })
          : HttpResponse.json(twoBatches()),
    });
    renderList();
    expect(screen.getByText("Loading the payout batches...")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The payout batches could not be loaded.");
    expect(alert).toHaveTextContent("Database unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Payout batches" })).toBeInTheDocument();
  });
});
