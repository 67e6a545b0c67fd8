import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import { createQueryClient } from "@/lib/query-client";
import { booking, NOW } from "../test/booking-test-utils";
import { PaymentStep, type PaymentSlotArgs } from "./payment-step";

function renderStep(paymentStatus: "pending" | "paid", over: Partial<BookingItem> = {}) {
  const onBack = vi.fn();
  const onPaid = vi.fn();
  const onStartOver = vi.fn();
  const renderPayment = vi.fn(({ booking: b }: PaymentSlotArgs) => <p>Payment for booking {b.id}</p>);
  const location = memoryLocation({ path: "/class/5/book" });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <PaymentStep
          booking={booking({ amount: "18.50", paymentStatus, ...over })}
          viewerTimeZone="Europe/London"
          renderPayment={renderPayment}
          onPaid={onPaid}
          onBack={onBack}
          onStartOver={onStartOver}
        />
      </Router>
    </QueryClientProvider>,
  );
  return { onBack, onPaid, onStartOver, renderPayment, client };
}

describe("PaymentStep", () => {
  // Five days before the fixture's lesson: outside the 12-hour window, whatever today's date.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the booking made, its sums and the payment, and goes back to the details", async () => {
    const { onBack, onPaid, renderPayment } = renderStep("pending");
    expect(screen.getByText("Booking Created Successfully!")).toBeInTheDocument();
    expect(screen.getByText("Tajweed for Beginners")).toBeInTheDocument();
    expect(screen.getByText("Yusuf")).toBeInTheDocument();
    expect(screen.getByText("December 7, 2026, 2:00 PM")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Payment summary" });
    expect(within(summary).getByText("Class Fee").nextElementSibling).toHaveTextContent("$18.50");
    expect(within(summary).getByText("Platform Fee").nextElementSibling).toHaveTextContent("$0.00");
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$18.50");
    expect(screen.getByText("Payment for booking 77")).toBeInTheDocument();
    expect(renderPayment.mock.calls[0][0].onPaid).toBe(onPaid);
    await userEvent.click(screen.getByRole("button", { name: "Back to Details" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("once paid, confirms and leads to the dashboard, with no payment and no way back", () => {
    const { renderPayment } = renderStep("paid");
    expect(screen.getByText(/The booking is paid/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Parent Dashboard" })).toHaveAttribute("href", "/parent/dashboard");
    expect(screen.queryByText("Booking Created Successfully!")).toBeNull();
    expect(renderPayment).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Back to Details" })).toBeNull();
  });

  it("shows nothing of a hold for a booking without one (paid, or made before holds)", () => {
    renderStep("pending", { expiresAt: null });
    expect(screen.queryByText(/Held for/)).toBeNull();
    expect(screen.getByText("Payment for booking 77")).toBeInTheDocument();
  });
});

describe("PaymentStep's refund rule (issue 32)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const HOUR = 3_600_000;
  const startsIn = (ms: number) => ({ scheduledAt: new Date(NOW.getTime() + ms).toISOString() });

  it("states the rule before paying, and asks nothing more of a lesson 12 hours or more ahead", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const { renderPayment } = renderStep("pending", startsIn(12 * HOUR));
    const rule = screen.getByText(/cancelled by the family 12 hours or more before the start, it is refunded in full/);
    expect(rule).toHaveTextContent("later, it is not refunded");
    expect(screen.getByRole("heading", { name: "Cancellation and refunds" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByText("Payment for booking 77")).toBeInTheDocument();
    expect(renderPayment.mock.calls.at(-1)?.[0].acknowledgeNoRefund).toBe(false);
  });

  it("warns of a lesson inside 12 hours and shows the payment only once the parent confirmed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const { renderPayment } = renderStep("pending", startsIn(3 * HOUR));
    const warning = screen.getByRole("region", { name: "This lesson cannot be refunded once paid" });
    expect(warning).toHaveTextContent(
      "It starts in less than 12 hours. If you pay now and then cancel it, the payment is not refunded.",
    );
    expect(warning).toHaveTextContent(/12 hours or more before the start, it is refunded in full/);
    const confirm = within(warning).getByRole("checkbox", {
      name: "I understand that this lesson will not be refunded if I cancel it.",
    });
    expect(confirm).not.toBeChecked();
    expect(renderPayment).not.toHaveBeenCalled();
    expect(screen.getByText("Tick the box above to confirm, and the payment appears here.")).toBeInTheDocument();

    await userEvent.click(confirm);
    expect(confirm).toBeChecked();
    expect(screen.getByText("Payment for booking 77")).toBeInTheDocument();
    expect(renderPayment.mock.calls.at(-1)?.[0].acknowledgeNoRefund).toBe(true);
    // Unticked, the payment goes again.
    await userEvent.click(confirm);
    expect(screen.queryByText("Payment for booking 77")).toBeNull();
  });

  it("asks for the confirmation as soon as the lesson enters the window while the page is open", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    renderStep("pending", startsIn(12 * HOUR + 2000));
    expect(screen.getByText("Payment for booking 77")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole("checkbox", { name: /will not be refunded if I cancel it/ })).toBeInTheDocument();
    expect(screen.queryByText("Payment for booking 77")).toBeNull();
  });
});

describe("PaymentStep's hold countdown (issue 17)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts the 30-minute hold down each second, tells screen readers the minutes only, then drops the payment at zero", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-12-02T10:28:50.000Z"));
    const { renderPayment, onStartOver, client } = renderStep("pending", { expiresAt: "2026-12-02T10:30:00.000Z" });
    client.setQueryData(["/api/bookings"], []);
    expect(screen.getByText("Held for 01:10 — pay to keep this time")).toBeInTheDocument();
    // The seconds are for the eyes; the live region says the minutes, and changes only when they do.
    const live = document.querySelector("[aria-live=polite]")!;
    expect(live).toHaveTextContent("Held for 1 minute — pay to keep this time");
    expect(screen.getByText("Held for 01:10 — pay to keep this time")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Payment for booking 77")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText("Held for 01:09 — pay to keep this time")).toBeInTheDocument();
    expect(live).toHaveTextContent("Held for 1 minute — pay to keep this time");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText("Held for 00:59 — pay to keep this time")).toBeInTheDocument();
    expect(document.querySelector("[aria-live=polite]")).toHaveTextContent(
      "Held for less than a minute — pay to keep this time",
    );
    expect(client.getQueryState(["/api/bookings"])?.isInvalidated).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText("This booking expired; its time was released")).toBeInTheDocument();
    expect(screen.queryByText(/Held for/)).toBeNull();
    expect(screen.queryByText("Payment for booking 77")).toBeNull();
    expect(renderPayment).toHaveBeenCalled();
    // The server's cancelled state is read again.
    expect(client.getQueryState(["/api/bookings"])?.isInvalidated).toBe(true);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Choose another time" }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Back to Details" })).toBeNull();
  });

  it("opens already expired when the hold ran out before the page was shown", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-02T11:00:00.000Z"));
    renderStep("pending", { expiresAt: "2026-12-02T10:30:00.000Z" });
    expect(screen.getByText("This booking expired; its time was released")).toBeInTheDocument();
    expect(screen.queryByText("Payment for booking 77")).toBeNull();
  });
});
