import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingItem, CancelOutcome } from "@shared/bookings";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { useDashboard } from "@/features/dashboard";
import { sentence } from "@/test/text";
import { useBookings } from "../api/get-bookings";
import { REFUND_CHANGED } from "@shared/scheduling";
import { booking } from "../test/booking-test-utils";
import { CancelBookingButton, cancelledText, cancelPolicy, type Canceller } from "./cancel-booking-button";

// Issue 17's policy at its edges: a lesson at 14:00 UTC; 12 hours before it is 02:00 UTC.
const START = "2026-12-07T14:00:00.000Z";
const BOUNDARY = Date.parse(START) - 12 * 3_600_000;
const at = (offsetMs: number) => new Date(BOUNDARY + offsetMs);
const lesson = (over: Partial<BookingItem> = {}) =>
  booking({ scheduledAt: START, amount: "25.00", paymentStatus: "paid", ...over });

function renderButton(b: BookingItem, by: Canceller = "parent") {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <CancelBookingButton booking={b} by={by} when="Mon, Dec 7, 2:00 PM" />
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

async function openDialog(user = userEvent.setup()) {
  await user.click(screen.getByRole("button", { name: /Cancel the booking of Tajweed for Beginners for Yusuf/ }));
  return screen.findByRole("dialog", { name: "Cancel this booking?" });
}

describe("cancelPolicy: the words before the click", () => {
  it("refunds a parent in full 12 hours or more ahead, and not at all later", () => {
    expect(cancelPolicy("parent", lesson(), at(-1000))).toEqual({
      refund: "full",
      text: "You will be refunded $25.00 in full.",
    });
    expect(cancelPolicy("parent", lesson(), at(0))).toEqual({
      refund: "full",
      text: "You will be refunded $25.00 in full.",
    });
    expect(cancelPolicy("parent", lesson(), at(1000))).toEqual({
      refund: "none",
      text: "It starts in less than 12 hours, so the payment of $25.00 is not refunded.",
    });
  });

  // Issue 31, finding 6: a lesson on hold (its teacher's safeguarding check verified again) refunds in full.
  it("refunds a parent in full for a lesson on hold, however close its start", () => {
    expect(cancelPolicy("parent", lesson({ onHold: true }), at(11 * 3_600_000))).toEqual({
      refund: "full",
      text: "You will be refunded $25.00 in full.",
    });
  });

  it("refunds a parent in full for a lesson the teacher moved at short notice, not yet accepted", () => {
    expect(cancelPolicy("parent", lesson({ movedAtShortNotice: true }), at(11 * 3_600_000)).refund).toBe("full");
  });

  it("always refunds the family when the teacher cancels", () => {
    expect(cancelPolicy("teacher", lesson(), at(11 * 3_600_000))).toEqual({
      refund: "full",
      text: "The family is refunded $25.00 in full.",
    });
  });

  it("says nothing was paid for an unpaid lesson", () => {
    expect(cancelPolicy("parent", lesson({ paymentStatus: "pending" }), at(-1000))).toEqual({
      refund: "none",
      text: "Nothing was paid for this lesson, so there is nothing to refund.",
    });
    expect(cancelPolicy("teacher", lesson({ paymentStatus: "pending" }), at(-1000)).text).toBe(
      "The family has not paid for this lesson, so there is nothing to refund.",
    );
  });

  it("tells what happened from the server's answer", () => {
    expect(cancelledText("parent", { refund: "full", paymentStatus: "refunded", amount: "25.00" }, true)).toBe(
      "Refunded $25.00.",
    );
    expect(cancelledText("teacher", { refund: "full", paymentStatus: "refunded", amount: "25.00" }, true)).toBe(
      "Refunded $25.00 to the family.",
    );
    expect(cancelledText("parent", { refund: "full", paymentStatus: "paid", amount: "25.00" }, true)).toBe(
      "The refund of $25.00 is on its way.",
    );
    expect(cancelledText("parent", { refund: "none", paymentStatus: "paid", amount: "25.00" }, true)).toBe(
      "No refund.",
    );
    expect(cancelledText("parent", { refund: "none", paymentStatus: "pending", amount: "25.00" }, false)).toBe(
      "Nothing was paid.",
    );
  });

  it("says a weekly plan's lesson cancelled in time becomes a credit on the plan, not a refund (decision 092)", () => {
    const planLesson = lesson({ planId: 7 });
    expect(cancelPolicy("parent", planLesson, at(-1000))).toEqual({
      refund: "full",
      text: "The $25.00 paid for it becomes a credit on your weekly plan: taken off the next renewal, or refunded when the plan ends.",
    });
    expect(cancelPolicy("teacher", planLesson, at(11 * 3_600_000)).text).toBe(
      "The family's $25.00 for it becomes a credit on their weekly plan.",
    );
    // Too late for a credit: the usual words.
    expect(cancelPolicy("parent", planLesson, at(1000)).refund).toBe("none");
    expect(cancelledText("parent", { refund: "full", paymentStatus: "paid", amount: "25.00", planId: 7 }, true)).toBe(
      "$25.00 credited to the weekly plan.",
    );
    // Refunded already (the plan had ended): the refund's words.
    expect(
      cancelledText("parent", { refund: "full", paymentStatus: "refunded", amount: "25.00", planId: 7 }, true),
    ).toBe("Refunded $25.00.");
  });
});

describe("CancelBookingButton", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("at 12 hours and 1 second before the start, promises a full refund, then toasts the refund the server made", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(-1000));
    let answer: CancelOutcome | null = null;
    mockApi(
      http.patch("/api/bookings/77", () => {
        answer = { ...lesson({ status: "cancelled", paymentStatus: "refunded" }), refund: "full" };
        return HttpResponse.json(answer);
      }),
    );
    renderButton(lesson());
    const dialog = await openDialog();
    expect(within(dialog).getByText("You will be refunded $25.00 in full.")).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/You will be refunded \$25\.00 in full\./);
    expect(within(dialog).queryByText(/Contact us/i)).toBeNull();
    expect(requests("PATCH")).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(await screen.findByText("Booking Cancelled")).toBeInTheDocument();
    expect(
      screen.getByText(sentence("Tajweed for Beginners for Yusuf was cancelled. Refunded $25.00.")),
    ).toBeInTheDocument();
    // The refund the dialog promised goes with the request: the server refuses rather than cancel on other terms.
    expect(await requests("PATCH", "/api/bookings/77")[0].json()).toEqual({
      status: "cancelled",
      expectedRefund: "full",
    });
    expect(answer).not.toBeNull();
  });

  it("at 12 hours less 1 second, says before the click that the payment is not refunded, and toasts 'No refund'", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(1000));
    mockApi(
      http.patch("/api/bookings/77", () => HttpResponse.json({ ...lesson({ status: "cancelled" }), refund: "none" })),
    );
    renderButton(lesson());
    const dialog = await openDialog();
    expect(
      within(dialog).getByText("It starts in less than 12 hours, so the payment of $25.00 is not refunded."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/refunded \$25\.00 in full/)).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(
      await screen.findByText(sentence("Tajweed for Beginners for Yusuf was cancelled. No refund.")),
    ).toBeInTheDocument();
  });

  it("changes its words when the 12-hour mark passes while the dialog is open", async () => {
    // The clock moves on in real time from 1.2 s before the mark (time enough to open the dialog on a busy machine).
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(at(-1200));
    renderButton(lesson());
    const dialog = await openDialog();
    expect(within(dialog).getByText("You will be refunded $25.00 in full.")).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        "It starts in less than 12 hours, so the payment of $25.00 is not refunded.",
        {},
        { timeout: 3500 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText("You will be refunded $25.00 in full.")).toBeNull();
  });

  it("tells a parent of an unpaid booking that nothing was paid", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(1000));
    renderButton(lesson({ paymentStatus: "pending" }));
    const dialog = await openDialog();
    expect(
      within(dialog).getByText("Nothing was paid for this lesson, so there is nothing to refund."),
    ).toBeInTheDocument();
  });

  it("tells a teacher the family is refunded in full, even an hour before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.parse(START) - 3_600_000));
    mockApi(
      http.patch("/api/bookings/77", () =>
        HttpResponse.json({ ...lesson({ status: "cancelled", paymentStatus: "refunded" }), refund: "full" }),
      ),
    );
    renderButton(lesson(), "teacher");
    const dialog = await openDialog();
    expect(within(dialog).getByText("The family is refunded $25.00 in full.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(
      await screen.findByText(
        sentence("Tajweed for Beginners for Yusuf was cancelled. Refunded $25.00 to the family."),
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's terms when its clock has passed the 12-hour mark, and confirms those on the next click", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(-60_000)); // this device says 12 h 1 min before; the server, less than 12 h
    const bodies: unknown[] = [];
    mockApi(
      http.patch("/api/bookings/77", async ({ request }) => {
        const body = (await request.json()) as { expectedRefund: string };
        bodies.push(body);
        if (body.expectedRefund === "full") return HttpResponse.json({ message: REFUND_CHANGED.none }, { status: 409 });
        return HttpResponse.json({ ...lesson({ status: "cancelled" }), refund: "none" });
      }),
    );
    renderButton(lesson());
    const dialog = await openDialog();
    expect(within(dialog).getByText("You will be refunded $25.00 in full.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(
      await within(dialog).findByText("It starts in less than 12 hours, so the payment of $25.00 is not refunded."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(
      await screen.findByText(sentence("Tajweed for Beginners for Yusuf was cancelled. No refund.")),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { status: "cancelled", expectedRefund: "full" },
      { status: "cancelled", expectedRefund: "none" },
    ]);
  });

  it("keeps the dialog and says why when the server refuses", async () => {
    mockApi(
      http.patch("/api/bookings/77", () =>
        HttpResponse.json({ message: "This lesson has already started" }, { status: 409 }),
      ),
    );
    renderButton(lesson({ scheduledAt: "2099-01-01T10:00:00.000Z" }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(await screen.findByText("Cancellation failed")).toBeInTheDocument();
    expect(screen.getByText("This lesson has already started")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });

  it("toasts what happened even when the reloaded list no longer holds the lesson (its row, and this button, gone)", async () => {
    // The page's upcoming rows: once the list reloads, the cancelled lesson is not among them.
    let cancelled = false;
    mockApi(
      http.patch("/api/bookings/77", () => {
        cancelled = true;
        return HttpResponse.json({
          ...lesson({ status: "cancelled", paymentStatus: "refunded", scheduledAt: "2099-01-01T10:00:00.000Z" }),
          refund: "full",
        });
      }),
      http.get("/api/bookings", () =>
        HttpResponse.json(cancelled ? [] : [lesson({ scheduledAt: "2099-01-01T10:00:00.000Z" })]),
      ),
      // The figures come back later than the list (as on a busy server): the list re-renders first.
      http.get("/api/dashboard", async () => {
        if (cancelled) await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({ role: "parent" });
      }),
    );
    function Rows() {
      const list = useBookings();
      useDashboard();
      return (
        <>
          {(list.data ?? []).map((b) => (
            <CancelBookingButton key={b.id} booking={b} when="Thu, Jan 1, 10:00 AM" />
          ))}
        </>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Rows />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByRole("button", { name: /Cancel the booking of/ });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(
      await screen.findByText(sentence("Tajweed for Beginners for Yusuf was cancelled. Refunded $25.00.")),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Cancel the booking of/ })).toBeNull();
  });

  it("isolates a class title written right to left with an override in its own <bdi>, our words outside it", async () => {
    // A title stored before the server stripped direction controls (issue 31, finding 14).
    const title = "تجويد \u202EReply from Halaqa";
    renderButton(lesson({ classTitle: title }));
    await userEvent.click(screen.getByRole("button", { name: /^Cancel the booking of/ }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    const sentenceOf = within(dialog).getByText(
      sentence(`${title} for Yusuf, Mon, Dec 7, 2:00 PM. The time becomes free for other families.`),
    );
    expect([...sentenceOf.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual([
      title,
      "Yusuf",
      "Mon, Dec 7, 2:00 PM",
    ]);
    const ours = [...sentenceOf.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent);
    expect(ours).toEqual([" for ", ", ", ". The time becomes free for other families."]);
  });
});
