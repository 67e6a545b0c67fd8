import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { sentence } from "@/test/text";
import { canReview, WriteReviewDialog, type ReviewedBooking } from "./write-review-dialog";

const booking: ReviewedBooking = {
  id: 7,
  teacherId: 3,
  teacherName: "Aisha Rahman",
  studentName: "Amina Khan",
  classTitle: "Tajweed for Beginners",
};

function renderDialog() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <WriteReviewDialog booking={booking} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose, invalidate };
}

const DAY = 86_400_000;

describe("canReview", () => {
  const now = Date.parse("2030-03-10T12:00:00Z");
  const held = { reviewDue: false, reviewId: null, attendance: "present" as const, endsAt: "2030-03-01T15:00:00Z" };
  it("follows the server's reviewDue, and still offers a dismissed request's lesson within 60 days", () => {
    expect(canReview({ ...held, reviewDue: true, attendance: null }, now)).toBe(true);
    expect(canReview(held, now)).toBe(true);
    expect(canReview({ ...held, attendance: "late" }, now)).toBe(true);
    expect(canReview({ ...held, attendance: "absent" }, now)).toBe(false);
    expect(canReview({ ...held, attendance: null }, now)).toBe(false);
    expect(canReview({ ...held, reviewId: 4 }, now)).toBe(false);
    expect(canReview(held, Date.parse(held.endsAt) + 61 * DAY)).toBe(false);
  });
});

describe("WriteReviewDialog", () => {
  it("asks for a rating before sending anything", async () => {
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });
    expect(within(dialog).getByText(sentence(/How was Amina Khan's lesson with Aisha Rahman\?/))).toBeInTheDocument();
    expect(within(dialog).getByText("Choose a rating from 1 to 5 stars")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    const group = within(dialog).getByRole("group", { name: "Your rating" });
    await waitFor(() => expect(group).toHaveAccessibleDescription("Choose a rating from 1 to 5 stars"));
    expect(group).toHaveAttribute("aria-invalid", "true");
    // The form takes the parent to the field to fix: the first star.
    expect(within(dialog).getByRole("radio", { name: "1 star" })).toHaveFocus();
    expect(requests("POST")).toEqual([]);
  });

  it("is a keyboard-operable radio group of five stars", async () => {
    renderDialog();
    const group = await screen.findByRole("group", { name: "Your rating" });
    const stars = within(group).getAllByRole("radio");
    expect(stars.map((s) => s.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    await userEvent.click(within(group).getByRole("radio", { name: "3 stars" }));
    expect(within(group).getByRole("radio", { name: "3 stars" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    expect(within(group).getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(within(group).getByText("Very good")).toBeInTheDocument();
  });

  it("posts {bookingId, rating, comment}, thanks the parent, closes and refreshes the bookings and the teacher's reviews", async () => {
    mockApi(http.post("/api/reviews", () => HttpResponse.json({ id: 1 }, { status: 201 })));
    const { onClose, invalidate } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    await userEvent.type(within(dialog).getByLabelText("Comment (optional)"), "  Patient and kind  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Thank you for your review")).toBeInTheDocument();
    const [post] = requests("POST", "/api/reviews");
    expect(await post!.json()).toEqual({ bookingId: 7, rating: 5, comment: "Patient and kind" });
    expect(onClose).toHaveBeenCalled();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([["/api/bookings"], ["teachers", 3, "reviews"], ["teachers", 3]]));
  });

  it("leaves an empty comment out", async () => {
    mockApi(http.post("/api/reviews", () => HttpResponse.json({ id: 1 }, { status: 201 })));
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "2 stars" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(requests("POST", "/api/reviews")).toHaveLength(1));
    expect(await requests("POST", "/api/reviews")[0]!.json()).toEqual({ bookingId: 7, rating: 2 });
  });

  it.each([
    [409, "You have already reviewed this lesson"],
    [404, "Booking not found"],
  ])("shows the server's %i message in the dialog and stays open", async (status, message) => {
    mockApi(http.post("/api/reviews", () => HttpResponse.json({ message }, { status })));
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Review not sent");
    expect(alert).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText("Thank you for your review")).toBeNull();
  });
});
