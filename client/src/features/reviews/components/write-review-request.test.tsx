import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { WriteReviewRequests } from "./write-review-request";

const booking = (id: number, reviewDue: boolean) => ({
  id,
  teacherId: 3,
  teacherName: "Aisha Rahman",
  studentName: id === 1 ? "Amina Khan" : "Yusuf Khan",
  classTitle: `Class ${id}`,
  reviewDue,
});

function renderRequests(bookings = [booking(1, true), booking(2, false)]) {
  const onWrite = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WriteReviewRequests bookings={bookings} onWrite={onWrite} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onWrite };
}

describe("WriteReviewRequests", () => {
  it("asks only about bookings with reviewDue, and 'Write a review' hands that booking over", async () => {
    const { onWrite } = renderRequests();
    const region = screen.getByRole("region", { name: "Review requests" });
    expect(
      within(region).getByRole("heading", { name: "How was Amina Khan's lesson with Aisha Rahman?" }),
    ).toBeInTheDocument();
    expect(within(region).queryByText(/Yusuf Khan/)).toBeNull();
    await userEvent.click(within(region).getByRole("button", { name: "Write a review of Class 1" }));
    expect(onWrite).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it("shows nothing when no review is due", () => {
    renderRequests([booking(2, false)]);
    expect(screen.queryByRole("region", { name: "Review requests" })).toBeNull();
  });

  it("'Dismiss' posts the dismissal and hides the request", async () => {
    mockApi(http.post("/api/bookings/1/review-request/dismiss", () => new HttpResponse(null, { status: 204 })));
    renderRequests();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss the review request for Class 1" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Review requests" })).toBeNull());
    expect(requests("POST").map((r) => r.path)).toEqual(["/api/bookings/1/review-request/dismiss"]);
  });

  it("keeps the request and says so when the dismissal fails", async () => {
    mockApi(
      http.post("/api/bookings/1/review-request/dismiss", () =>
        HttpResponse.json({ message: "Booking not found" }, { status: 404 }),
      ),
    );
    renderRequests();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss the review request for Class 1" }));
    expect(await screen.findByText("Could not dismiss")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "How was Amina Khan's lesson with Aisha Rahman?" })).toBeInTheDocument();
  });
});
