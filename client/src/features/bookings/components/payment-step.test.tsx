import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { booking } from "../test/booking-test-utils";
import { PaymentStep, type PaymentSlotArgs } from "./payment-step";

function renderStep(paymentStatus: "pending" | "paid") {
  const onBack = vi.fn();
  const onPaid = vi.fn();
  const renderPayment = vi.fn(({ booking: b }: PaymentSlotArgs) => <p>Payment for booking {b.id}</p>);
  const location = memoryLocation({ path: "/class/5/book" });
  render(
    <Router hook={location.hook}>
      <PaymentStep
        booking={booking({ amount: "18.50", paymentStatus })}
        viewerTimeZone="Europe/London"
        renderPayment={renderPayment}
        onPaid={onPaid}
        onBack={onBack}
      />
    </Router>,
  );
  return { onBack, onPaid, renderPayment };
}

describe("PaymentStep", () => {
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
});
