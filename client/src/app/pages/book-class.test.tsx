import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import {
  booking,
  bookingsById,
  chooseStudent,
  DRAFT_KEY,
  goToDetails,
  klass,
  mockBookingApi,
  NOW,
  SLOT_KEY,
} from "@/features/bookings/test/booking-test-utils";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, requests } from "@/test/msw";
import BookClassPage from "./book-class";
// The page loads the wizard lazily; load it here, as the page's static import used to, so that its date
// library is set up with the real Date before the tests fake it.
import "@/features/bookings/components/booking-wizard";

// The viewer sits in London, the teacher in New York (5 hours behind in December); it is Wednesday 2 December 2026.
// The class, its slots and bookings are the wizard's tests' (features/bookings/test/booking-test-utils.tsx).
const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

const parent = {
  id: 2,
  username: "umm.yusuf",
  firstName: "Maryam",
  lastName: "Khan",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;

/** Answers the page's reads (the user, the class, the payment provider's setup) and the wizard's; `handlers` first. */
function mockPageApi(handlers: RequestHandler[] = [], { classAnswer = () => HttpResponse.json(klass()) } = {}) {
  mockBookingApi([
    ...handlers,
    http.get("/api/user", () => HttpResponse.json(parent)),
    http.get("/api/classes/5", classAnswer),
    http.get("/setup", () => HttpResponse.json({ clientToken: "sandbox-token", mode: "simulator", clientId: null })),
  ]);
}

function renderPage(path = "/class/5/book") {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/class/:id/book">
          <BookClassPage />
        </Route>
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("BookClassPage: class", () => {
  it("shows 'Class Not Found' with a way back when the class does not exist", async () => {
    mockPageApi([], { classAnswer: () => HttpResponse.json({ message: "Class not found" }, { status: 404 }) });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Class Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The class you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Other Classes" })).toHaveAttribute("href", "/browse-teachers");
  });

  it("says 'Failed to fetch class' on another failure and retries", async () => {
    let failures = 1;
    mockPageApi([], {
      classAnswer: () =>
        failures-- > 0
          ? HttpResponse.json({ message: "Internal server error" }, { status: 500 })
          : HttpResponse.json(klass()),
    });
    renderPage();
    expect(await screen.findByText("Failed to fetch class")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Tajweed for Beginners" })).toBeInTheDocument();
  });

  it("shows the class, a new teacher's summary, duration and price in the side card", async () => {
    mockPageApi();
    renderPage();
    const card = await screen
      .findByRole("heading", { name: "Tajweed for Beginners" })
      .then((h) => h.closest("[data-slot=card]") as HTMLElement);
    expect(within(card).getByText("Quran Recitation")).toBeInTheDocument();
    expect(within(card).getByText("Beginner")).toBeInTheDocument();
    expect(within(card).getByText(/Learn the rules of recitation/)).toBeInTheDocument();
    expect(within(card).getByText("Aisha Rahman")).toBeInTheDocument();
    expect(within(card).getByText("Qualified Teacher")).toBeInTheDocument();
    expect(within(card).getByText("New teacher")).toBeInTheDocument();
    expect(within(card).queryByText(/4\.9/)).toBeNull();
    expect(within(card).getByText("45 minutes")).toBeInTheDocument();
    expect(within(card).getByText("$20.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Teachers" })).toHaveAttribute("href", "/browse-teachers");
  });

  it("shows the teacher's real rating once they have reviews", async () => {
    mockPageApi([], { classAnswer: () => HttpResponse.json(klass({ rating: 4.8, reviewCount: 17 })) });
    renderPage();
    // The class page's teacher box says it as browse cards do (one TeacherRating).
    expect(await screen.findByText("4.8 (17 reviews)")).toBeInTheDocument();
    expect(screen.queryByText("New teacher")).toBeNull();
  });
});

// The wizard's own cases (steps, calendar, details, drafts) sit beside it in features/bookings/components/.
describe("BookClassPage: payment", () => {
  it("shows the payment provider's button on the payment step", async () => {
    mockPageApi([http.post("/api/bookings", () => HttpResponse.json(booking(), { status: 201 }))]);
    renderPage();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(screen.getByText("Secure payment powered by PayPal")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Sandbox payment" })).toBeInTheDocument();
    expect(screen.getByText(/no real money is charged/)).toBeInTheDocument();
  });

  it("pays in the sandbox: creates the order for the booking, captures it and confirms", async () => {
    mockPageApi([
      http.post("/api/bookings", () => HttpResponse.json(booking(), { status: 201 })),
      http.post("/order", () =>
        HttpResponse.json({ id: "SIM-1", status: "CREATED", bookingId: 77, paymentStatus: "pending" }),
      ),
      http.post("/order/SIM-1/capture", () =>
        HttpResponse.json({ id: "SIM-1", status: "COMPLETED", bookingId: 77, paymentStatus: "paid" }),
      ),
    ]);
    renderPage();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Sandbox payment" }));

    expect(await screen.findByRole("heading", { name: "Payment Complete" })).toBeInTheDocument();
    expect(screen.getByText("Your class is confirmed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Parent Dashboard" })).toHaveAttribute("href", "/parent/dashboard");
    expect(screen.queryByRole("button", { name: "Back to Details" })).toBeNull();
    const [order] = requests("POST", "/order");
    expect(await order.json()).toEqual({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: 77 });
    expect(requests("POST", "/order/SIM-1/capture")).toHaveLength(1);
    // The finished draft is gone.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(SLOT_KEY)).toBeNull();
  });

  it("opens an unpaid booking from ?booking= straight at payment", async () => {
    mockPageApi([bookingsById([booking({ id: 90, classId: 9 }), booking()])]);
    renderPage("/class/5/book?booking=77");
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(screen.getByText("Yusuf")).toBeInTheDocument();
    expect(screen.getByText("December 7, 2026, 2:00 PM")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Sandbox payment" })).toBeInTheDocument();
    expect(requests("POST", "/api/bookings")).toHaveLength(0);
  });

  it("shows a paid booking from ?booking= as confirmed, and ignores an unknown one", async () => {
    mockPageApi([bookingsById([booking({ paymentStatus: "paid" })])]);
    renderPage("/class/5/book?booking=77");
    expect(await screen.findByRole("heading", { name: "Payment Complete" })).toBeInTheDocument();
  });

  it("starts at step 1 when ?booking= names no booking of this class", async () => {
    mockPageApi([bookingsById([booking({ id: 78, classId: 9 })])]);
    renderPage("/class/5/book?booking=78");
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
  });
});
