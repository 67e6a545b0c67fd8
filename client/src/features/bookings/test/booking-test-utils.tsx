// What the booking wizard's tests share: the class and its slots, MSW answers to the wizard's reads, the wizard as its
// page composes it, and a parent's steps. The viewer sits in London, the teacher in New York.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestHandler } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BookingItem } from "@shared/bookings";
import type { ClassDetail, Slot } from "@shared/classes";
import type { StudentItem } from "@shared/students";
import { Toaster } from "@/components/ui/toaster";
import { useStudents } from "@/features/students";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { BookingWizard } from "../components/booking-wizard";

// It is Wednesday 2 December 2026; New York is 5 hours behind London in December.
export const NOW = new Date("2026-12-02T10:00:00.000Z");

/** London for the viewer and a fixed "now" (only Date is faked: timers stay real for the draft's debounce). */
export function setUpBookingClock() {
  // A test walks the wizard with real clicks and typing: allow for a slow, busy CI machine.
  vi.setConfig({ testTimeout: 15_000 });
  const previousTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "Europe/London";
  });
  afterAll(() => {
    if (previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = previousTz;
  });
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const DRAFT_KEY = "draft:booking:2:5";
export const SLOT_KEY = "booking-slot-5:2";

export const klass = (teacher: Partial<ClassDetail["teacher"]> = {}): ClassDetail => ({
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

export const student = (id: number, name: string): StudentItem => ({
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
export const slotsOn = (day: number, bookedTimes: string[] = []): Slot[] =>
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
export const slots = (): Slot[] => [...slotsOn(5), ...slotsOn(7, ["14:00"])];

/** GET /api/bookings/{id} as the server answers it, from the bookings the parent has: the one, or 404. */
export const bookingsById = (list: BookingItem[]) =>
  http.get("/api/bookings/:id", ({ params }) => {
    const found = list.find((b) => b.id === Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: "Booking not found" }, { status: 404 });
  });

export const booking = (over: Partial<BookingItem> = {}): BookingItem => ({
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
  expiresAt: null,
  // Issue 16: nothing reported or reviewed yet.
  attendance: null,
  hasReport: false,
  reviewId: null,
  awaitingReport: false,
  onHold: false,
  movedAtShortNotice: false,
  ...over,
});

/** Answers the wizard's reads with sensible defaults; `handlers` answer first. */
export function mockBookingApi(
  handlers: RequestHandler[] = [],
  { students = [student(12, "Yusuf"), student(13, "Aminah")] } = {},
) {
  mockApi(
    ...handlers,
    http.get("/api/classes/5/availability", () => HttpResponse.json(slots())),
    http.get("/api/student/profiles", () => HttpResponse.json(students)),
    http.get("/api/bookings", () => HttpResponse.json([])),
  );
}

/** The wizard as the page composes it: the parent's children asked for, and a stand-in for the payment button. */
export function renderWizard({
  initialBookingId = null,
  classOver = {},
  initialTrial = false,
}: {
  initialBookingId?: number | null;
  classOver?: Partial<ClassDetail>;
  initialTrial?: boolean;
} = {}) {
  const theClass = { ...klass(), ...classOver };
  function Wizard() {
    const students = useStudents();
    return (
      <BookingWizard
        klass={theClass}
        userId={2}
        students={students}
        initialBookingId={initialBookingId}
        initialTrial={initialTrial}
        renderPayment={({ booking: b, onPaid }) => (
          <button type="button" onClick={onPaid}>
            Pay for booking {b.id}
          </button>
        )}
      />
    );
  }
  const location = memoryLocation({ path: "/class/5/book", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Wizard />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

export async function pickMonday2pm() {
  await userEvent.click(await screen.findByRole("button", { name: "Monday, December 7, 2026" }));
  await userEvent.click(await screen.findByRole("button", { name: "2:00 PM, 09:00 in America/New_York" }));
}

export async function goToDetails() {
  await pickMonday2pm();
  await userEvent.click(screen.getByRole("button", { name: /Continue to Booking Details/ }));
  await screen.findByRole("heading", { name: "Booking Details" });
}

export async function chooseStudent(name: string) {
  await userEvent.click(await screen.findByRole("combobox", { name: "Student" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}
