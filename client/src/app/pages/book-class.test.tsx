import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import type { ClassDetail, Slot } from "@shared/classes";
import type { StudentItem } from "@shared/students";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { loadDraft, saveDraft } from "@/lib/drafts";
import { createQueryClient } from "@/lib/query-client";
import BookClassPage from "./book-class";
// The page loads the wizard lazily; load it here, as the page's static import used to, so that its date
// library is set up with the real Date before the tests fake it.
import "@/features/bookings/components/booking-wizard";

// The viewer sits in London, the teacher in New York (5 hours behind in December); it is Wednesday 2 December 2026.
const NOW = new Date("2026-12-02T10:00:00.000Z");
const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

const DRAFT_KEY = "draft:booking:2:5";
const SLOT_KEY = "booking-slot-5:2";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const parent = {
  id: 2,
  username: "umm.yusuf",
  firstName: "Maryam",
  lastName: "Khan",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;

const klass = (teacher: Partial<ClassDetail["teacher"]> = {}): ClassDetail => ({
  id: 5,
  teacherId: 3,
  title: "Tajweed for Beginners",
  description: "Learn the rules of recitation step by step, with lots of practice.",
  subject: "Quran Recitation",
  level: "beginner",
  duration: 45,
  price: "20.00",
  currency: "USD",
  maxStudents: 1,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  teacher: {
    id: 3,
    firstName: "Aisha",
    lastName: "Rahman",
    experience: 8,
    specializations: ["Quran Recitation"],
    timeZone: "America/New_York",
    rating: null,
    reviewCount: 0,
    ...teacher,
  },
});

const student = (id: number, name: string): StudentItem => ({
  id,
  parentId: 2,
  name,
  age: 8,
  level: "beginner",
  goals: null,
  specialNeeds: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

// Monday 7 December in New York: 09:00 there is 14:00 UTC (2:00 PM in London); 14:00 there is 7:00 PM in London.
const TIMES = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"];
const slotsOn = (day: number, bookedTimes: string[] = []): Slot[] =>
  TIMES.map((time) => {
    const [h, m] = time.split(":").map(Number);
    return {
      date: `2026-12-${String(day).padStart(2, "0")}`,
      time,
      startsAt: new Date(Date.UTC(2026, 11, day, h + 5, m)).toISOString(),
      available: !bookedTimes.includes(time),
    };
  });
// Saturday the 5th and Monday the 7th have times; 14:00 on the 7th is taken.
const slots = (): Slot[] => [...slotsOn(5), ...slotsOn(7, ["14:00"])];

/** GET /api/bookings/{id} as the server answers it, from the bookings the parent has: the one, or 404. */
const bookingById = (url: string, list: BookingItem[]) => {
  const m = /^\/api\/bookings\/(\d+)$/.exec(url);
  if (!m) return undefined;
  const found = list.find((b) => b.id === Number(m[1]));
  return found ? json(found) : json({ message: "Booking not found" }, 404);
};

const booking = (over: Partial<BookingItem> = {}): BookingItem => ({
  id: 77,
  classId: 5,
  studentId: 12,
  parentId: 2,
  teacherId: 3,
  scheduledAt: "2026-12-07T14:00:00.000Z",
  endsAt: "2026-12-07T14:45:00.000Z",
  status: "scheduled",
  paymentStatus: "pending",
  amount: "20.00",
  notes: null,
  classTitle: "Tajweed for Beginners",
  studentName: "Yusuf",
  teacherName: "Aisha Rahman",
  createdAt: "2026-12-02T10:00:00.000Z",
  ...over,
});

type Handler = (method: string, url: string, body: unknown) => Response | undefined;

/** Answers the page's reads with sensible defaults; `handler` answers first. */
function stubApi(
  handler: Handler = () => undefined,
  { classAnswer = () => json(klass()), students = [student(12, "Yusuf"), student(13, "Aminah")] } = {},
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = handler(method, url, body);
    if (answer) return answer;
    if (url === "/api/user") return json(parent);
    if (url === "/api/classes/5") return classAnswer();
    if (url.startsWith("/api/classes/5/availability?")) return json(slots());
    if (url === "/api/student/profiles") return json(students);
    if (url === "/api/bookings" && method === "GET") return json([]);
    if (url === "/setup") return json({ clientToken: "sandbox-token", mode: "simulator", clientId: null });
    return json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof stubApi>, method: string, prefix: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url).startsWith(prefix));

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

async function pickMonday2pm() {
  await userEvent.click(await screen.findByRole("button", { name: "Monday, December 7, 2026" }));
  await userEvent.click(await screen.findByRole("button", { name: "2:00 PM, 09:00 in America/New_York" }));
}

async function goToDetails() {
  await pickMonday2pm();
  await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
  await screen.findByRole("heading", { name: "Booking Details" });
}

async function chooseStudent(name: string) {
  await userEvent.click(await screen.findByRole("combobox", { name: "Student" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("BookClassPage: class", () => {
  it("shows 'Class Not Found' with a way back when the class does not exist", async () => {
    stubApi(undefined, { classAnswer: () => json({ message: "Class not found" }, 404) });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Class Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The class you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Other Classes" })).toHaveAttribute("href", "/browse-teachers");
  });

  it("says 'Failed to fetch class' on another failure and retries", async () => {
    let failures = 1;
    stubApi(undefined, {
      classAnswer: () => (failures-- > 0 ? json({ message: "Internal server error" }, 500) : json(klass())),
    });
    renderPage();
    expect(await screen.findByText("Failed to fetch class")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Tajweed for Beginners" })).toBeInTheDocument();
  });

  it("shows the class, a new teacher's summary, duration and price in the side card", async () => {
    stubApi();
    renderPage();
    const card = await screen.findByRole("heading", { name: "Tajweed for Beginners" }).then((h) => h.closest("[data-slot=card]") as HTMLElement);
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
    stubApi(undefined, { classAnswer: () => json(klass({ rating: 4.8, reviewCount: 17 })) });
    renderPage();
    expect(await screen.findByText("4.8 rating")).toBeInTheDocument();
    expect(screen.getByText("(17 reviews)")).toBeInTheDocument();
    expect(screen.queryByText("New teacher")).toBeNull();
  });
});

describe("BookClassPage: step 1", () => {
  it("shows the three steps and disables past dates, Sundays and months before this one", async () => {
    const fetch = stubApi();
    renderPage();
    const steps = await screen.findByRole("list", { name: "Booking steps" });
    expect(within(steps).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "1Step 1: Select Date & Time",
      "2Step 2: Booking Details",
      "3Step 3: Payment",
    ]);
    expect(screen.getByRole("button", { name: "Tuesday, December 1, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sunday, December 6, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sunday, December 13, 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Wednesday, December 2, 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Monday, December 7, 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
    // The visible month's dates from today, in the teacher's calendar.
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/api/classes/5/availability?from=2026-12-02&to=2026-12-31", expect.anything()),
    );
    // Days with nothing left to book are disabled once the times are in (only the 5th and 7th have slots here).
    await waitFor(() => expect(screen.getByRole("button", { name: "Tuesday, December 8, 2026" })).toBeDisabled());

    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByRole("heading", { name: "January 2027" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sunday, January 3, 2027" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeEnabled();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/api/classes/5/availability?from=2027-01-01&to=2027-01-31", expect.anything()),
    );
  });

  it("moves between days with the arrow keys, skipping the disabled ones", async () => {
    stubApi();
    renderPage();
    await waitFor(() => expect(screen.getByRole("button", { name: "Friday, December 4, 2026" })).toBeDisabled());
    const saturday = screen.getByRole("button", { name: "Saturday, December 5, 2026" });
    // One tab stop: the first bookable day.
    expect(saturday).toHaveAttribute("tabindex", "0");
    saturday.focus();
    await userEvent.keyboard("{ArrowRight}");
    // Sunday the 6th is skipped.
    expect(screen.getByRole("button", { name: "Monday, December 7, 2026" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(saturday).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(saturday).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("heading", { name: "Available times for Saturday, December 5" })).toBeInTheDocument();
  });

  it("lists the nine times in the viewer's zone with the teacher's time, and disables a booked one", async () => {
    stubApi();
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Monday, December 7, 2026" }));
    expect(await screen.findByText("Times shown in your time zone (Europe/London)")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Time slots" });
    expect(within(list).getAllByRole("button")).toHaveLength(9);
    const booked = within(list).getByRole("button", { name: "7:00 PM, 14:00 in America/New_York, Booked" });
    expect(booked).toBeDisabled();
    const open = within(list).getByRole("button", { name: "2:00 PM, 09:00 in America/New_York" });
    expect(open).toBeEnabled();
    await userEvent.click(open);
    expect(open).toHaveAttribute("aria-pressed", "true");
  });

  it("asks for both date and time before moving on", async () => {
    stubApi();
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: /Continue to Booking Details/ }));
    expect(await screen.findByText("Please select both date and time")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Monday, December 7, 2026" }));
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    expect(screen.getByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Booking Details" })).toBeNull();
  });
});

describe("BookClassPage: step 2", () => {
  it("shows the chosen date and time and asks for a student when the parent has no child yet", async () => {
    const fetch = stubApi(undefined, { students: [] });
    renderPage();
    await goToDetails();
    expect(screen.getByText("December 7, 2026")).toBeInTheDocument();
    expect(screen.getByText("2:00 PM")).toBeInTheDocument();
    expect(screen.getByText("09:00 in America/New_York")).toBeInTheDocument();
    expect(await screen.findByText("No children added yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Child Profile" })).toHaveAttribute("href", "/parent/dashboard");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByText("Please select a student")).toBeInTheDocument();
    expect(calls(fetch, "POST", "/api/bookings")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
  });

  it("creates the booking with the slot's instant, then shows the payment step", async () => {
    const fetch = stubApi((method, url) =>
      method === "POST" && url === "/api/bookings" ? json(booking({ studentId: 13, studentName: "Aminah" }), 201) : undefined,
    );
    renderPage();
    await goToDetails();
    await chooseStudent("Aminah (age 8)");
    await userEvent.type(screen.getByLabelText("Notes for the teacher (optional)"), "She knows Al-Fatiha.");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));

    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    const [, init] = calls(fetch, "POST", "/api/bookings")[0];
    expect(JSON.parse(String(init?.body))).toEqual({
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
    expect(screen.getByText("Secure payment powered by PayPal")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Sandbox payment" })).toBeInTheDocument();
    expect(screen.getByText(/no real money is charged/)).toBeInTheDocument();

    // Back to the details and on again: the booking is reused, never made twice.
    await userEvent.click(screen.getByRole("button", { name: "Back to Details" }));
    expect(await screen.findByRole("heading", { name: "Booking Details" })).toBeInTheDocument();
    expect(screen.getByText("This booking is reserved for you. Continue to payment to confirm it.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(calls(fetch, "POST", "/api/bookings")).toHaveLength(1);
  });

  it("on a 409 toasts the server's message, refreshes the times and goes back to choose another", async () => {
    const fetch = stubApi((method, url) =>
      method === "POST" && url === "/api/bookings"
        ? json({ message: "This time slot is no longer available" }, 409)
        : undefined,
    );
    renderPage();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    const availabilityCalls = calls(fetch, "GET", "/api/classes/5/availability").length;
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByText("This time slot is no longer available")).toBeInTheDocument();
    expect(screen.getByText("Booking Failed")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch, "GET", "/api/classes/5/availability").length).toBeGreaterThan(availabilityCalls));
    expect(screen.getByRole("button", { name: "2:00 PM, 09:00 in America/New_York" })).toHaveAttribute("aria-pressed", "false");
  });

  it("toasts the generic failure for other errors", async () => {
    stubApi((method, url) =>
      method === "POST" && url === "/api/bookings" ? json({ message: "Internal server error" }, 500) : undefined,
    );
    renderPage();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    expect(await screen.findByText("Failed to create booking. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Booking Details" })).toBeInTheDocument();
  });
});

describe("BookClassPage: payment", () => {
  it("pays in the sandbox: creates the order for the booking, captures it and confirms", async () => {
    const fetch = stubApi((method, url) => {
      if (method === "POST" && url === "/api/bookings") return json(booking(), 201);
      if (method === "POST" && url === "/order") return json({ id: "SIM-1", status: "CREATED", bookingId: 77, paymentStatus: "pending" });
      if (method === "POST" && url === "/order/SIM-1/capture")
        return json({ id: "SIM-1", status: "COMPLETED", bookingId: 77, paymentStatus: "paid" });
      return undefined;
    });
    renderPage();
    await goToDetails();
    await chooseStudent("Yusuf (age 8)");
    await userEvent.click(screen.getByRole("button", { name: /Proceed to Payment/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Sandbox payment" }));

    expect(await screen.findByRole("heading", { name: "Payment Complete" })).toBeInTheDocument();
    expect(screen.getByText("Your class is confirmed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Parent Dashboard" })).toHaveAttribute("href", "/parent/dashboard");
    expect(screen.queryByRole("button", { name: "Back to Details" })).toBeNull();
    const [, order] = calls(fetch, "POST", "/order")[0];
    expect(JSON.parse(String(order?.body))).toEqual({ amount: "20.00", currency: "USD", intent: "CAPTURE", bookingId: 77 });
    expect(calls(fetch, "POST", "/order/SIM-1/capture")).toHaveLength(1);
    // The finished draft is gone.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(SLOT_KEY)).toBeNull();
  });

  it("opens an unpaid booking from ?booking= straight at payment", async () => {
    const fetch = stubApi((method, url) => (method === "GET" ? bookingById(url, [booking({ id: 90, classId: 9 }), booking()]) : undefined));
    renderPage("/class/5/book?booking=77");
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(screen.getByText("Yusuf")).toBeInTheDocument();
    expect(screen.getByText("December 7, 2026, 2:00 PM")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Sandbox payment" })).toBeInTheDocument();
    expect(calls(fetch, "POST", "/api/bookings")).toHaveLength(0);
  });

  it("shows a paid booking from ?booking= as confirmed, and ignores an unknown one", async () => {
    stubApi((method, url) => (method === "GET" ? bookingById(url, [booking({ paymentStatus: "paid" })]) : undefined));
    renderPage("/class/5/book?booking=77");
    expect(await screen.findByRole("heading", { name: "Payment Complete" })).toBeInTheDocument();
  });

  it("starts at step 1 when ?booking= names no booking of this class", async () => {
    stubApi((method, url) => (method === "GET" ? bookingById(url, [booking({ id: 78, classId: 9 })]) : undefined));
    renderPage("/class/5/book?booking=78");
    expect(await screen.findByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
  });
});

describe("BookClassPage: drafts", () => {
  it("saves the step and values after the debounce, and the slot separately, without the scheduled date", async () => {
    stubApi();
    renderPage();
    await pickMonday2pm();
    expect(loadDraft(SLOT_KEY)?.values).toEqual({ date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" });
    await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
    await chooseStudent("Aminah (age 8)");
    await userEvent.type(screen.getByLabelText("Notes for the teacher (optional)"), "Hi");
    // Nothing within the 1000 ms debounce, then the last state.
    expect(loadDraft(DRAFT_KEY)?.values).not.toMatchObject({ notes: "Hi" });
    await waitFor(() => expect(loadDraft(DRAFT_KEY)).toMatchObject({ step: 1, values: { studentId: "13", notes: "Hi" } }), {
      timeout: 2500,
    });
    expect(loadDraft(DRAFT_KEY)?.values).not.toHaveProperty("scheduledAt");
  });

  it("offers a saved draft and restores step, date, time and values", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "13", notes: "She knows Al-Fatiha.", bookingId: 0 }, step: 1 });
    saveDraft(SLOT_KEY, { values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" }, step: 0 });
    stubApi();
    renderPage();
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

  it("starts fresh: clears the saved draft and slot", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "13", notes: "", bookingId: 0 }, step: 1 });
    saveDraft(SLOT_KEY, { values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" }, step: 0 });
    stubApi();
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Start Fresh" }));
    expect(screen.queryByRole("heading", { name: "Continue Previous Booking?" })).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(SLOT_KEY)).toBeNull();
    expect(screen.getByRole("heading", { name: "Select Date & Time" })).toBeInTheDocument();
  });

  it("restores a draft that reached payment with its booking instead of booking again", async () => {
    saveDraft(DRAFT_KEY, { values: { studentId: "12", notes: "", bookingId: 77 }, step: 2 });
    saveDraft(SLOT_KEY, { values: { date: "2026-12-07", time: "09:00", startsAt: "2026-12-07T14:00:00.000Z" }, step: 0 });
    const fetch = stubApi((method, url) => (method === "GET" ? bookingById(url, [booking()]) : undefined));
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Continue Booking" }));
    expect(await screen.findByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(calls(fetch, "POST", "/api/bookings")).toHaveLength(0);
  });
});
