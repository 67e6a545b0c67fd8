import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CurrencyRates } from "@shared/currency";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { deferred, HttpResponse, mockRoutes, requests } from "@/test/msw";
import { CurrencyRatesCard } from "./currency-rates-card";

const RATES: CurrencyRates = {
  base: "USD",
  rates: [
    { currency: "USD", rate: 1, updatedAt: "2025-10-01T00:00:00.000Z" },
    { currency: "EUR", rate: 0.852, updatedAt: "2025-10-01T00:00:00.000Z" },
    { currency: "GBP", rate: 0.744, updatedAt: "2025-10-01T00:00:00.000Z" },
    { currency: "LBP", rate: 89_500, updatedAt: "2025-10-01T00:00:00.000Z" },
  ],
};

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CurrencyRatesCard />
      <Toaster />
    </QueryClientProvider>,
  );
}

const field = (code: string) => screen.getByLabelText(new RegExp(`^${code} —`));

describe("CurrencyRatesCard", () => {
  it("lists every currency with its rate and date, and saves only the rates edited", async () => {
    const saved = new Date().toISOString();
    const answer = deferred();
    mockRoutes({
      "/api/currency-rates": () => HttpResponse.json(RATES),
      "PUT /api/admin/currency-rates": () => answer.promise,
    });
    renderCard();
    expect(screen.getByRole("status")).toHaveTextContent("Loading currency rates...");
    expect(await screen.findByLabelText(/^GBP —/)).toHaveValue("0.744");
    expect(field("LBP")).toHaveValue("89500");
    expect(field("USD")).toBeDisabled();
    expect(screen.getAllByText("Set October 1, 2025")).toHaveLength(3);
    // Rates over 30 days old are flagged.
    expect(screen.getAllByText("Over 30 days old")).toHaveLength(3);
    const save = screen.getByRole("button", { name: "Save Rates" });
    expect(save).toBeDisabled();

    await userEvent.clear(field("GBP"));
    await userEvent.type(field("GBP"), "0.79");
    expect(screen.getByText("1 rate changed")).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    answer.resolve(
      HttpResponse.json({
        ...RATES,
        rates: RATES.rates.map((r) => (r.currency === "GBP" ? { ...r, rate: 0.79, updatedAt: saved } : r)),
      }),
    );
    expect(await screen.findByText("Currency rates saved")).toBeInTheDocument();
    expect(screen.getByText("GBP is now dated today.")).toBeInTheDocument();
    const [put] = requests("PUT");
    expect(put.path).toBe("/api/admin/currency-rates");
    expect(await put.json()).toEqual({ rates: { GBP: 0.79 } });
    // The card shows the table as the server now holds it.
    expect(field("GBP")).toHaveValue("0.79");
    const gbpRow = field("GBP").closest("li")!;
    expect(within(gbpRow).queryByText("Over 30 days old")).toBeNull();
    expect(screen.getByText("No changes")).toBeInTheDocument();
  });

  it("says what is wrong with a rate under its field, and sends nothing", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json(RATES) });
    renderCard();
    await userEvent.clear(await screen.findByLabelText(/^EUR —/));
    await userEvent.type(field("EUR"), "0");
    await userEvent.clear(field("GBP"));
    await userEvent.type(field("GBP"), "abc");
    await userEvent.click(screen.getByRole("button", { name: "Save Rates" }));
    expect(field("EUR")).toHaveAccessibleDescription("Must be at least 0.001");
    expect(field("GBP")).toHaveAccessibleDescription("Enter the rate as a number");
    expect(field("EUR")).toHaveAttribute("aria-invalid", "true");
    expect(requests("PUT")).toEqual([]);
    // Typing again clears that field's message.
    await userEvent.type(field("EUR"), ".9");
    expect(field("EUR")).not.toHaveAttribute("aria-invalid");
    // Only plain decimals: Number() alone would read these as 16, 1000 and 1.
    for (const typed of ["0x10", "1e3", "+1"]) {
      await userEvent.clear(field("GBP"));
      await userEvent.type(field("GBP"), typed);
      await userEvent.click(screen.getByRole("button", { name: "Save Rates" }));
      expect(field("GBP"), typed).toHaveAccessibleDescription("Enter the rate as a number");
    }
    expect(requests("PUT")).toEqual([]);
  });

  it("shows the server's refusal in a toast and keeps what was typed", async () => {
    mockRoutes({
      "/api/currency-rates": () => HttpResponse.json(RATES),
      "PUT /api/admin/currency-rates": () =>
        HttpResponse.json(
          {
            message: "rates.GBP: Must be at most 1,000,000",
            errors: [{ path: "rates.GBP", message: "Must be at most 1,000,000" }],
          },
          { status: 400 },
        ),
    });
    renderCard();
    await userEvent.clear(await screen.findByLabelText(/^GBP —/));
    await userEvent.type(field("GBP"), "0.8");
    await userEvent.click(screen.getByRole("button", { name: "Save Rates" }));
    expect(await screen.findByText("rates.GBP: Must be at most 1,000,000")).toBeInTheDocument();
    expect(field("GBP")).toHaveValue("0.8");
    expect(screen.getByRole("button", { name: "Save Rates" })).toBeEnabled();
  });

  it("offers a retry when the rates cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      "/api/currency-rates": () =>
        ++calls === 1 ? HttpResponse.json({ message: "boom" }, { status: 500 }) : HttpResponse.json(RATES),
    });
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("Currency rates could not be loaded.");
    expect(screen.queryByRole("button", { name: "Save Rates" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText(/^GBP —/)).toHaveValue("0.744");
  });
});
