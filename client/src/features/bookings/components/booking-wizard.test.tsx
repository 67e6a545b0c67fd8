import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { loadDraft, saveDraft } from "@/lib/drafts";
import { http, HttpResponse, requests } from "@/test/msw";
import {
  booking,
  bookingsById,
  chooseStudent,
  DRAFT_KEY,
  mockBookingApi,
  pickMonday2pm,
  renderWizard,
  setUpBookingClock,
  SLOT_KEY,
} from "../test/booking-test-utils";

// The wizard's steps and its draft (moved from app/pages/book-class.test.tsx); each step's own cases sit beside it.
setUpBookingClock();

describe("BookingWizard: steps", () => {
  it("shows the three steps", async () => {
    mockBookingApi();
    renderWizard();
    const steps = await screen.findByRole("list", { name: "Booking steps" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1Step 1: Select Date & Time", "2Step 2: Booking Details", "3Step 3: Payment"]);
  });

  it("asks for both date and time before moving on", async () => {
    mockBookingApi();
    renderWizard();
    await userEvent.click(await screen.findByRole("button", { name: /Continue to Booking Details/ }));
    expect(await screen.findByText("Please select both date and time")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Monday, December 7, 2026" }));
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    expect(screen.getByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Booking Details" })).toBeNull();
  });

  it("moves focus to each new step's heading, and confirms the payment", async () => {
    mockBookingApi([http.post("/api/bookings", () => HttpResponse.json(booking(), { status: 201 }))]);
    renderWizard();
    await pickMonday2pm();
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    expect(await screen.findByRole("heading", { name: "Booking Details" })).toHaveFocus();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Pay for booking 77" }));
    expect(await screen.findByRole("heading", { name: "Payment Complete" })).toHaveFocus();
    expect(screen.getByRole("list", { name: "Booking steps" }).querySelector("[aria-current=step]")).toBeNull();
  });
});

describe("BookingWizard: drafts", () => {
  it("saves the step and values after the debounce, and the slot separately, without the scheduled date", async () => {
    mockBookingApi();
    renderWizard();
    await pickMonday2pm();
    expect(loadDraft(SLOT_KEY)?.values).toEqual({
      date: "2026-12-07",
      time: "09:00",
      startsAt: "2026-12-07T14:00:00.000Z",
    });
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    await chooseStudent("Aminah (age 8)");
    await userEvent.type(screen.getByLabelText("Notes for the teacher (optional)"), "Hi");
    // Nothing within the 1000 ms debounce, then the last state.
    expect(loadDraft(DRAFT_KEY)?.values).not.toMatchObject({ notes: "Hi" });
    await waitFor(
      () => expect(loadDraft(DRAFT_KEY)).toMatchObject({ step: 1, values: { studentId: "13", notes: "Hi" } }),
      {
        timeout: 2500,
      },
    );
    expect(loadDraft(DRAFT_KEY)?.values).not.toHaveProperty("scheduledAt");
  });

  it("offers a saved draft and restores step, date, time and values", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "13", notes: "She knows Al-Fatiha.", bookingId: 0 }, step: 1 });
    saveDraft(SLOT_KEY, {
      values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" },
      step: 0,
    });
    mockBookingApi();
    renderWizard();
    expect(await screen.findByRole("heading", { name: "Continue Previous Booking?" })).toBeInTheDocument();
    expect(screen.getByText("We found your saved booking progress for this class.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Continue Booking" }));

    expect(await screen.findByText("Booking Draft Restored")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Booking Details" })).toBeInTheDocument();
    expect(screen.getByText("December 7, 2026")).toBeInTheDocument();
    expect(screen.getByText("2:00 PM")).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Student" })).toHaveTextContent("Aminah (age 8)");
    expect(screen.getByLabelText("Notes for the teacher (optional)")).toHaveValue("She knows Al-Fatiha.");
    expect(screen.queryByRole("heading", { name: "Continue Previous Booking?" })).toBeNull();
  });

  it("withdraws the offer once the parent carries on without answering it", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "13", notes: "", bookingId: 0 }, step: 1 });
    saveDraft(SLOT_KEY, {
      values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" },
      step: 0,
    });
    mockBookingApi();
    renderWizard();
    expect(await screen.findByRole("heading", { name: "Continue Previous Booking?" })).toBeInTheDocument();
    await pickMonday2pm();
    expect(screen.queryByRole("heading", { name: "Continue Previous Booking?" })).toBeNull();
  });

  it("starts fresh: clears the saved draft and slot", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "13", notes: "", bookingId: 0 }, step: 1 });
    saveDraft(SLOT_KEY, {
      values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" },
      step: 0,
    });
    mockBookingApi();
    renderWizard();
    await userEvent.click(await screen.findByRole("button", { name: "Start Fresh" }));
    expect(screen.queryByRole("heading", { name: "Continue Previous Booking?" })).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(SLOT_KEY)).toBeNull();
    expect(screen.getByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
  });

  it("restores a draft that reached payment with its booking instead of booking again", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "12", notes: "", bookingId: 77 }, step: 2 });
    saveDraft(SLOT_KEY, {
      values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" },
      step: 0,
    });
    mockBookingApi([bookingsById([booking()])]);
    renderWizard();
    await userEvent.click(await screen.findByRole("button", { name: "Continue Booking" }));
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(requests("POST", "/api/bookings")).toHaveLength(0);
  });

  it("forgets the draft once the booking is paid", async () => {
    mockBookingApi([http.post("/api/bookings", () => HttpResponse.json(booking(), { status: 201 }))]);
    renderWizard();
    await pickMonday2pm();
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Pay for booking 77" }));
    await screen.findByRole("heading", { name: "Payment Complete" });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(SLOT_KEY)).toBeNull();
  });
});

describe("BookingWizard: the unpaid hold (issue 17)", () => {
  it("counts down on the payment step of a new booking, with the Hijri date beside the chosen one", async () => {
    // Made now (10:00 UTC), held until 10:30.
    mockBookingApi([
      http.post("/api/bookings", () =>
        HttpResponse.json(booking({ expiresAt: "2026-12-02T10:30:00.000Z" }), { status: 201 }),
      ),
    ]);
    renderWizard();
    await pickMonday2pm();
    expect(screen.getByText("27 Jumada II 1448 AH")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    await screen.findByRole("heading", { name: "Booking Details" });
    // Step 2's summary gives the Hijri date too.
    expect(screen.getByText("27 Jumada II 1448 AH")).toBeInTheDocument();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await screen.findByRole("heading", { name: "Complete Payment" });
    expect(screen.getByText("Held for 30:00 — pay to keep this time")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay for booking 77" })).toBeInTheDocument();
  });

  it("resumes an expired booking without its payment, and starts over at the calendar", async () => {
    const expired = booking({ expiresAt: "2026-12-02T09:59:00.000Z", createdAt: "2026-12-02T09:29:00.000Z" });
    mockBookingApi([bookingsById([expired])]);
    renderWizard({ initialBookingId: 77 });
    expect(await screen.findByText("This booking expired; its time was released")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay for booking 77" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Choose another time" }));
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Monday, December 7, 2026" })).toHaveAttribute("aria-pressed", "false");
  });
});
