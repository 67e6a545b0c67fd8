import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "@/test/msw";
import {
  booking,
  chooseStudent,
  goToDetails,
  mockBookingApi,
  renderWizard,
  setUpBookingClock,
} from "../test/booking-test-utils";

// Issue 32: the wizard's steps are browser history, so the browser's Back and Forward walk them.
setUpBookingClock();

const heading = (name: string) => screen.findByRole("heading", { name });
const browser = (move: "back" | "forward") =>
  act(async () => {
    const moved = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history[move]();
    await moved;
  });

describe("BookingWizard: steps as browser history", () => {
  it("adds an entry per step: Back returns to the previous step, Forward to the next, with ?step= in the address", async () => {
    mockBookingApi([http.post("/api/bookings", () => HttpResponse.json(booking(), { status: 201 }))]);
    renderWizard();
    await heading("Select Date & Time");
    expect(new URLSearchParams(window.location.search).get("step")).toBeNull();
    await goToDetails();
    expect(new URLSearchParams(window.location.search).get("step")).toBe("2");
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await heading("Complete Payment");
    expect(new URLSearchParams(window.location.search).get("step")).toBe("3");

    await browser("back");
    expect(await heading("Booking Details")).toHaveFocus();
    await browser("back");
    expect(await heading("Select Date & Time")).toBeInTheDocument();
    // The chosen time is still chosen: the step is shown again, nothing is lost.
    expect(screen.getByRole("button", { name: "2:00 PM, 09:00 in America/New_York" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await browser("forward");
    await heading("Booking Details");
    await browser("forward");
    await heading("Complete Payment");
    expect(screen.getByRole("button", { name: "Pay for booking 77" })).toBeInTheDocument();
  });

  it("makes the wizard's own Back the browser's Back, so the history does not grow", async () => {
    mockBookingApi();
    renderWizard();
    await goToDetails();
    expect(new URLSearchParams(window.location.search).get("step")).toBe("2");
    const length = window.history.length;
    await userEvent.click(screen.getByRole("button", { name: /Back/ }));
    await heading("Select Date & Time");
    expect(new URLSearchParams(window.location.search).get("step")).toBeNull();
    expect(window.history.length).toBe(length);
  });
});
