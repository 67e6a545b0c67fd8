// The parent dashboard's child cards (GET /api/student/profiles) must not stay stale after a booking, cancellation,
// reschedule or payment made elsewhere in the app (the report: lessons/api/report.test.tsx).
import { QueryClientProvider, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useCreateBooking } from "@/features/bookings/api/create-booking";
import { useUpdateBooking } from "@/features/bookings/api/update-booking";
import { booking } from "@/features/bookings/test/booking-test-utils";
import { useCaptureOrder } from "@/features/payments/api/capture-order";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";

const CHILDREN: QueryKey = ["/api/student/profiles"];

/** A client holding the children's list, as the parent's dashboard has it. */
function setUp() {
  const client = createQueryClient();
  client.setQueryData(CHILDREN, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const stale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe("what a booking's change reloads", () => {
  it("a new booking reloads the children's cards", async () => {
    mockApi(http.post("/api/bookings", () => HttpResponse.json(booking(), { status: 201 })));
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useCreateBooking(), { wrapper });
    expect(stale(client, CHILDREN)).toBe(false);
    await act(() => result.current.mutateAsync({ classId: 5, studentId: 1, scheduledAt: "2026-12-07T19:00:00.000Z" }));
    expect(stale(client, CHILDREN)).toBe(true);
  });

  it("a cancellation or a reschedule reloads the children's cards", async () => {
    mockApi(http.patch("/api/bookings/:id", () => HttpResponse.json(booking({ status: "cancelled" }))));
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useUpdateBooking(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 1, status: "cancelled" }));
    expect(stale(client, CHILDREN)).toBe(true);
  });

  it("a captured payment reloads the children's cards", async () => {
    mockApi(
      http.post("/order/:id/capture", () =>
        HttpResponse.json({ id: "ORDER-1", status: "COMPLETED", bookingId: 1, paymentStatus: "paid" }),
      ),
    );
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useCaptureOrder(), { wrapper });
    await act(() => result.current.mutateAsync("ORDER-1"));
    expect(stale(client, CHILDREN)).toBe(true);
  });
});
