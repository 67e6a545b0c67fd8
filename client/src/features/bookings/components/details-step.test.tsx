import { zodResolver } from "@hookform/resolvers/zod";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import {
  createBookingSchema,
  type BookingItem,
  type CreateBookingInput,
  type CreateBookingValues,
} from "@shared/bookings";
import { studentsQueryOptions, useStudents } from "@/features/students";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, requests } from "@/test/msw";
import { emptyBookingValues } from "../lib/booking-form";
import {
  booking,
  chooseStudent,
  goToDetails,
  mockBookingApi,
  renderWizard,
  setUpBookingClock,
  student,
} from "../test/booking-test-utils";
import { DetailsStep } from "./details-step";

setUpBookingClock();

// Step 2 through the wizard (moved from app/pages/book-class.test.tsx): the slot chosen on step 1, the booking made.
describe("DetailsStep in the wizard", () => {
  it("shows the chosen date and time and asks for a student when the parent has no child yet", async () => {
    mockBookingApi([], { students: [] });
    renderWizard();
    await goToDetails();
    expect(screen.getByText("December 7, 2026")).toBeInTheDocument();
    expect(screen.getByText("2:00 PM")).toBeInTheDocument();
    expect(screen.getByText("09:00 in America/New_York")).toBeInTheDocument();
    expect(await screen.findByText("No children added yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Child Profile" })).toHaveAttribute("href", "/parent/dashboard");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByText("Please select a student")).toBeInTheDocument();
    expect(requests("POST", "/api/bookings")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
  });

  it("creates the booking with the slot's instant, then shows the payment step", async () => {
    mockBookingApi([
      http.post("/api/bookings", () =>
        HttpResponse.json(booking({ studentId: 13, studentName: "Aminah" }), { status: 201 }),
      ),
    ]);
    renderWizard();
    await goToDetails();
    await chooseStudent("Aminah (age 8)");
    await userEvent.type(screen.getByLabelText("Notes for the teacher (optional)"), "She knows Al-Fatiha.");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));

    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    const [post] = requests("POST", "/api/bookings");
    expect(await post.json()).toEqual({
      classId: 5,
      studentId: 13,
      scheduledAt: "2026-12-07T14:00:00.000Z",
      notes: "She knows Al-Fatiha.",
    });
    expect(screen.getByText("Booking Created Successfully!")).toBeInTheDocument();
    expect(screen.getByText("Please complete the payment to confirm your class booking.")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Payment summary" });
    expect(within(summary).getByText("Class Fee").nextElementSibling).toHaveTextContent("$20.00");
    expect(within(summary).getByText("Platform Fee").nextElementSibling).toHaveTextContent("$0.00");
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$20.00");
    // The payment provider's button is the page's (its texts: app/pages/book-class.test.tsx); here a stand-in.
    expect(screen.getByRole("button", { name: "Pay for booking 77" })).toBeInTheDocument();

    // Back to the details and on again: the booking is reused, never made twice.
    await userEvent.click(screen.getByRole("button", { name: "Back to Details" }));
    expect(await screen.findByRole("heading", { name: "Booking Details" })).toBeInTheDocument();
    expect(
      screen.getByText("This booking is reserved for you. Continue to payment to confirm it."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(requests("POST", "/api/bookings")).toHaveLength(1);
  });

  it("on a 409 toasts the server's message, refreshes the times and goes back to choose another", async () => {
    mockBookingApi([
      http.post("/api/bookings", () =>
        HttpResponse.json({ message: "This time slot is no longer available" }, { status: 409 }),
      ),
    ]);
    renderWizard();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    const availabilityCalls = requests("GET", "/api/classes/5/availability").length;
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByText("This time slot is no longer available")).toBeInTheDocument();
    expect(screen.getByText("Booking Failed")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests("GET", "/api/classes/5/availability").length).toBeGreaterThan(availabilityCalls),
    );
    expect(screen.getByRole("button", { name: "2:00 PM, 09:00 in America/New_York" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("toasts the generic failure for other errors", async () => {
    mockBookingApi([
      http.post("/api/bookings", () => HttpResponse.json({ message: "Internal server error" }, { status: 500 })),
    ]);
    renderWizard();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByText("Failed to create booking. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Booking Details" })).toBeInTheDocument();
  });
});

/** The step on its own, with the wizard's form (the slot already chosen: Monday 2:00 PM in London). */
function renderStep({ reserved = null, pending = false }: { reserved?: BookingItem | null; pending?: boolean } = {}) {
  const onSubmit = vi.fn<(values: CreateBookingValues) => void>();
  const onBack = vi.fn();
  function Step() {
    const form = useForm<CreateBookingInput, unknown, CreateBookingValues>({
      resolver: zodResolver(createBookingSchema),
      defaultValues: { ...emptyBookingValues(5), scheduledAt: "2026-12-07T14:00:00.000Z" },
    });
    const students = useStudents();
    return (
      <DetailsStep
        form={form}
        students={students}
        booking={reserved}
        selected={{ date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" }}
        teacherTimeZone="America/New_York"
        viewerTimeZone="Europe/London"
        pending={pending}
        onSubmit={onSubmit}
        onBack={onBack}
      />
    );
  }
  const location = memoryLocation({ path: "/class/5/book" });
  // The children as the page has them already: the step asks the server for nothing.
  const client = createQueryClient();
  client.setQueryData(studentsQueryOptions.queryKey, [student(12, "Yusuf")]);
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <Step />
      </Router>
    </QueryClientProvider>,
  );
  return { onSubmit, onBack };
}

describe("DetailsStep", () => {
  it("hands over the child and notes with the slot, and goes back on Back", async () => {
    const { onSubmit, onBack } = renderStep();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.type(screen.getByLabelText("Notes for the teacher (optional)"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      classId: 5,
      studentId: 12,
      scheduledAt: "2026-12-07T14:00:00.000Z",
      notes: "Hello",
    });
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows a booking made already instead of the fields, without Back", () => {
    renderStep({ reserved: booking({ notes: "She knows Al-Fatiha." }) });
    expect(screen.getByText("Yusuf")).toBeInTheDocument();
    expect(screen.getByText("She knows Al-Fatiha.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Notes for the teacher (optional)")).toBeNull();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  });

  it("says the booking is being created and takes no second submit meanwhile", () => {
    renderStep({ pending: true });
    expect(screen.getByRole("button", { name: "Creating Booking..." })).toBeDisabled();
  });
});
