import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { CurrencyRates } from "@shared/currency";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { formatApproximate, Price } from "./price";

const user = (preferredCurrency: string) =>
  ({ id: 4, username: "umm.yusuf", firstName: "Khadija", lastName: "Ali", preferredCurrency }) as PublicUser;

const RATES: CurrencyRates = {
  base: "USD",
  rates: [
    { currency: "USD", rate: 1, updatedAt: "2025-10-01T00:00:00.000Z" },
    { currency: "GBP", rate: 0.79, updatedAt: "2026-11-20T09:00:00.000Z" },
    { currency: "SAR", rate: 3.75, updatedAt: "2026-11-02T09:00:00.000Z" },
    { currency: "IDR", rate: 16_650, updatedAt: "2026-11-20T09:00:00.000Z" },
  ],
};

/** Intl writes a no-break space between a code and its amount ("SAR 75.00"). */
const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ");

function renderAs(who: PublicUser | null, ui: ReactNode): QueryClient {
  const client = createQueryClient();
  // As the app shell leaves it: the signed-in user already read.
  if (who) client.setQueryData(userQueryKey, who);
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}

describe("Price", () => {
  it("shows the USD price alone to a viewer who prefers USD, and asks for no rates", async () => {
    renderAs(user("USD"), <Price amount="20.00" />);
    expect(screen.getByText("$20.00")).toBeInTheDocument();
    // Give a request the chance to go out, were one made.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/≈/)).toBeNull();
    expect(requests()).toEqual([]);
  });

  it("adds the approximate amount in the viewer's currency, saying it is approximate and dated", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json(RATES) });
    renderAs(user("GBP"), <Price amount="20.00" className="font-semibold" />);
    const approx = await screen.findByText("· ≈ £15.80", { normalizer: (s) => s.trim() });
    expect(screen.getByText("$20.00")).toHaveClass("font-semibold");
    expect(approx.closest("[title]")).toHaveAttribute(
      "title",
      "Approximate amount in GBP, at the rate of November 20, 2026. Payments are made in USD.",
    );
    expect(
      screen.getByText("(about £15.80 at the rate of November 20, 2026)", { normalizer: (s) => s.trim() }),
    ).toHaveClass("sr-only");
    expect(requests("GET", "/api/currency-rates")).toHaveLength(1);
  });

  it("reads the rates once for every price on the page", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json(RATES) });
    renderAs(
      user("GBP"),
      <>
        <Price amount="20.00" />
        <Price amount="35.50" />
      </>,
    );
    expect(await screen.findByText("· ≈ £28.05", { normalizer: (s) => s.trim() })).toBeInTheDocument();
    expect(screen.getByText("· ≈ £15.80", { normalizer: (s) => s.trim() })).toBeInTheDocument();
    expect(requests("GET", "/api/currency-rates")).toHaveLength(1);
  });

  it("converts a rate in another currency through USD, with the unit on both and the older rate's date", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json(RATES) });
    renderAs(user("GBP"), <Price amount="75" currency="SAR" unit="/hour" />);
    const approx = await screen.findByText("· ≈ £15.80/hour", { normalizer: (s) => s.trim() });
    expect(screen.getByText("SAR 75.00/hour")).toBeInTheDocument();
    expect(approx.closest("[title]")?.getAttribute("title")).toContain("November 2, 2026");
  });

  it("converts a teacher's rate set in another currency for a viewer who prefers USD", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json(RATES) });
    renderAs(user("USD"), <Price amount="75" currency="SAR" unit="/hour" />);
    const approx = await screen.findByText("· ≈ $20.00/hour", { normalizer: (s) => s.trim() });
    expect(approx.closest("[title]")?.getAttribute("title")).toContain("November 2, 2026");
  });

  it("shows nothing more for a price already in the viewer's currency, or without a rate for it", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json(RATES) });
    renderAs(
      user("SAR"),
      <>
        <Price amount="75" currency="SAR" unit="/hour" />
        <Price amount="20" currency="EUR" />
      </>,
    );
    await screen.findByText("EUR 20.00");
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it("shows the USD price alone when the rates cannot be read", async () => {
    mockRoutes({ "/api/currency-rates": () => HttpResponse.json({ message: "boom" }, { status: 500 }) });
    renderAs(user("GBP"), <Price amount="20.00" />);
    await new Promise((r) => setTimeout(r, 30));
    expect(requests("GET", "/api/currency-rates")).toHaveLength(1);
    expect(screen.getByText("$20.00")).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it("shows the price alone signed out, and outside a query client", async () => {
    renderAs(null, <Price amount="20.00" />);
    render(<Price amount="12.5" />);
    expect(screen.getByText("$20.00")).toBeInTheDocument();
    expect(screen.getByText("$12.50")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(requests()).toEqual([]);
  });
});

describe("formatApproximate", () => {
  it("writes the currency's own symbol or code, with two decimals below 1,000 and none above", () => {
    expect(formatApproximate(15.8, "GBP")).toBe("£15.80");
    expect(formatApproximate(17.04, "EUR")).toBe("€17.04");
    expect(plain(formatApproximate(6.111, "KWD"))).toBe("KWD 6.11");
    expect(plain(formatApproximate(333_000.4, "IDR"))).toBe("IDR 333,000");
    expect(formatApproximate(1_760, "INR")).toBe("₹1,760");
  });
});
