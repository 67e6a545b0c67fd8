import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { lessonBooking, lessonReport } from "../test/lesson-fixtures";
import { reportQueryOptions, useCreateReport } from "./report";

function setUp() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe("a lesson's report", () => {
  it("reads a report, and a 404 (none yet) as no report rather than an error", async () => {
    mockApi(
      http.get("/api/bookings/12/report", () => HttpResponse.json(lessonReport())),
      http.get("/api/bookings/13/report", () => HttpResponse.json({ message: "Report not found" }, { status: 404 })),
    );
    const { client } = setUp();
    expect(await client.fetchQuery(reportQueryOptions(12))).toMatchObject({ id: 40, content: "Rules of noon sakinah" });
    expect(await client.fetchQuery(reportQueryOptions(13))).toBeNull();
  });

  it("still fails on another error", async () => {
    mockApi(
      http.get("/api/bookings/12/report", () =>
        HttpResponse.json({ message: "Internal server error" }, { status: 500 }),
      ),
    );
    const { client } = setUp();
    await expect(client.fetchQuery(reportQueryOptions(12))).rejects.toThrow();
  });

  it("once written, reloads the bookings, the figures and the child's card (its last report)", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json({ booking: lessonBooking(), report: lessonReport() }, { status: 201 }),
      ),
    );
    const { client, wrapper } = setUp();
    for (const key of [["/api/bookings"], ["/api/dashboard"], ["/api/student/profiles"]]) client.setQueryData(key, []);
    const { result } = renderHook(() => useCreateReport(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ bookingId: 12, attendance: "present", content: "Rules of noon sakinah" }),
    );
    expect(client.getQueryState(["/api/student/profiles"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/bookings"])?.isInvalidated).toBe(true);
  });
});
