import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { useCreateReview } from "./create-review";

describe("useCreateReview", () => {
  it("reloads the bookings, the teacher's pages and the class pages that show the rating", async () => {
    mockApi(
      http.post("/api/reviews", () =>
        HttpResponse.json(
          {
            id: 3,
            rating: 5,
            comment: null,
            reply: null,
            repliedAt: null,
            createdAt: "2030-03-05T10:00:00.000Z",
            reviewerName: "Fatima K.",
          },
          { status: 201 },
        ),
      ),
    );
    const client = createQueryClient();
    const keys = [["/api/bookings"], ["teachers", 70], ["/api/teachers"], ["/api/classes", 5], ["/api/classes"]];
    for (const key of keys) client.setQueryData(key, null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateReview(), { wrapper });
    await act(() => result.current.mutateAsync({ input: { bookingId: 12, rating: 5 }, teacherId: 70 }));
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });
});
