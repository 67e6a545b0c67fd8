import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { PaymentButton } from "./payment-button";

describe("PaymentButton in Arabic", () => {
  it("labels the sandbox payment and its note in Arabic", async () => {
    await inArabic();
    mockApi(http.get("/setup", () => HttpResponse.json({ clientToken: "sim", mode: "simulator", clientId: null })));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PaymentButton bookingId={77} amount="20.00" onPaid={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("button", { name: "دفع تجريبي" })).toBeEnabled();
    expect(
      screen.getByText(/^وضع الاختبار: دفع مبلغ .*20\.00.* محاكاة فقط، ولن تُخصم أي أموال حقيقية\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText("دفع آمن عبر PayPal")).toBeInTheDocument();
    expect(screen.queryByText("Sandbox payment")).toBeNull();
  });
});
