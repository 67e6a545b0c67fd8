// The booking wizard on a class with a trial lesson (issue 36): the choice, its price, a free one, a second refused.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SECOND_TRIAL_MESSAGE } from "@shared/matching";
import { http, HttpResponse, requests } from "@/test/msw";
import {
  booking,
  chooseStudent,
  mockBookingApi,
  pickMonday2pm,
  renderWizard,
  setUpBookingClock,
} from "../test/booking-test-utils";

setUpBookingClock();

const paidTrial = { trialMinutes: 20, trialPrice: "5.00" };
const freeTrial = { trialMinutes: 20, trialPrice: "0.00" };

async function toDetails() {
  await pickMonday2pm();
  await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
  await screen.findByRole("heading", { name: "Booking Details" });
  await chooseStudent("Yusuf (age 8)");
}

describe("BookingWizard: trial lessons", () => {
  it("offers no choice on a class without a trial", async () => {
    mockBookingApi();
    renderWizard();
    await screen.findByRole("button", { name: "Monday, December 7, 2026" });
    expect(screen.queryByRole("radio", { name: "Book a trial lesson" })).toBeNull();
  });

  it("books the trial: its length and price on the side card, trial:true sent, 'Trial lesson' in the summary", async () => {
    mockBookingApi([
      http.post("/api/bookings", () =>
        HttpResponse.json(booking({ trial: true, amount: "5.00", endsAt: "2026-12-07T14:20:00.000Z" }), {
          status: 201,
        }),
      ),
    ]);
    renderWizard({ classOver: paidTrial });
    const full = await screen.findByRole("radio", { name: "Book a full lesson" });
    expect(full).toBeChecked();
    const side = screen.getByRole("heading", { name: "Tajweed for Beginners" }).closest("[data-slot=card]");
    expect(within(side as HTMLElement).getByText("45 minutes")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Book a trial lesson" }));
    expect(screen.getByRole("radio", { name: "Book a trial lesson" })).toHaveAccessibleDescription("20 minutes, $5.00");
    expect(within(side as HTMLElement).getByText("20 minutes")).toBeInTheDocument();
    expect(within(side as HTMLElement).getByText("$5.00")).toBeInTheDocument();
    expect(within(side as HTMLElement).getByText("Trial lesson")).toBeInTheDocument();

    await toDetails();
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await screen.findByRole("heading", { name: "Complete Payment" });
    const [post] = requests("POST");
    expect(await post.json()).toMatchObject({ classId: 5, studentId: 12, trial: true });
    const summary = screen.getByRole("region", { name: "Payment summary" });
    expect(within(summary).getByText("Trial lesson")).toBeInTheDocument();
    expect(within(summary).getAllByText("$5.00").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Pay for booking 77" })).toBeInTheDocument();
  });

  it("a free trial (?trial=1 preselects it) is booked paid and ends on the confirmation, with no payment", async () => {
    mockBookingApi([
      http.post("/api/bookings", () =>
        HttpResponse.json(booking({ trial: true, amount: "0.00", paymentStatus: "paid" }), { status: 201 }),
      ),
    ]);
    renderWizard({ classOver: freeTrial, initialTrial: true });
    expect(await screen.findByRole("radio", { name: "Book a trial lesson" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Book a trial lesson" })).toHaveAccessibleDescription("20 minutes, Free");
    await toDetails();
    expect(screen.queryByRole("button", { name: /Proceed to Payment/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Book the Free Trial" }));
    expect(await screen.findByRole("heading", { name: "Trial Lesson Booked" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you. The free trial lesson is booked, and you will find it with its time on your dashboard.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay for booking/ })).toBeNull();
    expect(await requests("POST")[0].json()).toMatchObject({ trial: true });
  });

  it("shows the 409 of a second trial and books a full lesson instead", async () => {
    let calls = 0;
    mockBookingApi([
      http.post("/api/bookings", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: SECOND_TRIAL_MESSAGE }, { status: 409 })
          : HttpResponse.json(booking(), { status: 201 });
      }),
    ]);
    renderWizard({ classOver: freeTrial, initialTrial: true });
    await screen.findByRole("radio", { name: "Book a trial lesson" });
    await toDetails();
    await userEvent.click(screen.getByRole("button", { name: "Book the Free Trial" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SECOND_TRIAL_MESSAGE);
    // Still on the details: a refused trial is not a taken slot.
    expect(screen.getByRole("heading", { name: "Booking Details" })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Book a full lesson" }));
    expect(screen.getByRole("radio", { name: "Book a full lesson" })).toBeChecked();
    expect(screen.queryByText(SECOND_TRIAL_MESSAGE)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await screen.findByRole("heading", { name: "Complete Payment" });
    const [first, second] = requests("POST");
    expect(await first.json()).toMatchObject({ trial: true });
    expect(await second.json()).not.toHaveProperty("trial");
  });
});
