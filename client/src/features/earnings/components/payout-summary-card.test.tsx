// The admins' money summary against the API as MSW answers it: owed and paid as figures, the weeks as a table
// newest first, no weeks yet, and the error state.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { summary } from "@/test/payouts";
import { PayoutSummaryCard } from "./payout-summary-card";

const URL = "/api/admin/payouts/summary";

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutSummaryCard />
    </QueryClientProvider>,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("PayoutSummaryCard", () => {
  it("shows what is owed and paid, and each week's fees, refunds and payouts, newest first", async () => {
    mockRoutes({ [URL]: () => HttpResponse.json(summary()) });
    renderCard();
    const table = await screen.findByRole("table", { name: "Fees, refunds and payouts by week" });
    expect(figure("Owed, pending")).toHaveTextContent("$51.00");
    expect(figure("Owed, available")).toHaveTextContent("$34.00");
    expect(figure("Paid to teachers")).toHaveTextContent("$332.50");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Dec 7, 2026", "$18.75", "$20.00", "$182.50"],
      ["Nov 30, 2026", "$12.00", "$0.00", "$150.00"],
    ]);
  });

  it("says so when no week has money yet", async () => {
    mockRoutes({
      [URL]: () =>
        HttpResponse.json(summary({ weeks: [], owed: { pending: "0.00", available: "0.00" }, paidOut: "0.00" })),
    });
    renderCard();
    expect(await screen.findByText("No fees, refunds or payouts in the last 12 weeks.")).toBeInTheDocument();
    expect(figure("Paid to teachers")).toHaveTextContent("$0.00");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("offers a retry when the summary cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      [URL]: () =>
        ++calls === 1 ? HttpResponse.json({ message: "boom" }, { status: 500 }) : HttpResponse.json(summary()),
    });
    renderCard();
    expect(screen.getByText("Loading figures...")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("The payouts summary could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Fees, refunds and payouts by week" })).toBeInTheDocument();
  });
});
