import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InterviewItem } from "@shared/bookings";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { AdminInterviews } from "./admin-interviews";
import { ReviewScheduleInterview } from "./review-dialog-interview";
import { teacher } from "./review-dialog.test-utils";

function renderWith(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const interview = (overrides: Partial<InterviewItem> = {}): InterviewItem => ({
  id: 4,
  teacherId: 3,
  adminId: 1,
  scheduledAt: inMinutes(7 * 24 * 60),
  status: "scheduled",
  notes: null,
  result: null,
  feedback: null,
  meetingUrl: "https://zoom.us/j/1",
  teacherName: "Aisha Rahman",
  createdAt: "2026-01-28T09:30:00.000Z",
  ...overrides,
});
const local = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

afterEach(() => vi.useRealTimers());

describe("AdminInterviews: an open interview's controls (issue 32)", () => {
  it("offers 'Mark completed' only from the start time, and then without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    mockRoutes({ "/api/interviews": () => HttpResponse.json([interview({ scheduledAt: inMinutes(5) })]) });
    renderWith(<AdminInterviews />);
    expect(await screen.findByRole("button", { name: "Reschedule the interview with Aisha Rahman" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Mark interview with Aisha Rahman completed" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 + 1000));
    expect(screen.getByRole("button", { name: "Mark interview with Aisha Rahman completed" })).toBeVisible();
  });

  it("shows the link, and reschedules sending only what changed", async () => {
    const item = interview({ scheduledAt: "2030-02-04T14:00:00.000Z" });
    mockRoutes({
      "/api/interviews": () => HttpResponse.json([item]),
      "PATCH /api/interviews/4": () => HttpResponse.json(item),
    });
    renderWith(<AdminInterviews />);
    expect(await screen.findByRole("link", { name: "https://zoom.us/j/1" })).toHaveAttribute(
      "href",
      "https://zoom.us/j/1",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reschedule the interview with Aisha Rahman" }));
    expect(screen.getByLabelText("New date and time")).toHaveValue(local(item.scheduledAt));
    // Nothing changed yet: said, nothing sent.
    await userEvent.click(screen.getByRole("button", { name: "Save and tell the teacher" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Change the time or the link first.");
    // A link that is not https is refused before sending.
    await userEvent.clear(screen.getByLabelText("Meeting link"));
    await userEvent.type(screen.getByLabelText("Meeting link"), "http://zoom.us/j/2");
    await userEvent.click(screen.getByRole("button", { name: "Save and tell the teacher" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Use an https link such as https://zoom.us/j/123");
    expect(requests("PATCH")).toEqual([]);
    await userEvent.clear(screen.getByLabelText("Meeting link"));
    await userEvent.type(screen.getByLabelText("Meeting link"), "https://meet.example.org/x");
    await userEvent.click(screen.getByRole("button", { name: "Save and tell the teacher" }));
    expect(await screen.findByText("Interview Updated")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/interviews/4");
    expect(await patch.json()).toEqual({ meetingUrl: "https://meet.example.org/x" });
  });

  it("cancels after asking, and shows the server's reason when it refuses", async () => {
    let refuse = true;
    mockRoutes({
      "/api/interviews": () => HttpResponse.json([interview()]),
      "PATCH /api/interviews/4": () =>
        refuse
          ? HttpResponse.json({ message: "A completed interview cannot be cancelled" }, { status: 409 })
          : HttpResponse.json(interview({ status: "cancelled" })),
    });
    renderWith(<AdminInterviews />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel the interview with Aisha Rahman" }));
    expect(requests("PATCH")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Cancel interview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A completed interview cannot be cancelled");
    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Cancel interview" }));
    expect(await screen.findByText("Interview Cancelled")).toBeInTheDocument();
    const patches = await Promise.all(requests("PATCH").map((r) => r.json()));
    expect(patches).toEqual([{ status: "cancelled" }, { status: "cancelled" }]);
  });

  it("offers nothing to change on a cancelled interview", async () => {
    mockRoutes({ "/api/interviews": () => HttpResponse.json([interview({ status: "cancelled" })]) });
    renderWith(<AdminInterviews />);
    const row = (await screen.findByRole("heading", { name: "Aisha Rahman" })).closest("li")!;
    expect(within(row).getByText("Cancelled")).toBeInTheDocument();
    expect(within(row).queryAllByRole("button")).toEqual([]);
  });
});

describe("ReviewScheduleInterview: a refusal (issue 32)", () => {
  it("shows the server's reason, not 'Failed to schedule interview', and sends the link", async () => {
    mockRoutes({
      "POST /api/interviews": () =>
        HttpResponse.json({ message: "This teacher already has an interview pending or scheduled" }, { status: 409 }),
    });
    renderWith(<ReviewScheduleInterview teacher={teacher} />);
    await userEvent.type(screen.getByLabelText("Meeting link (optional)"), "https://zoom.us/j/9");
    await userEvent.click(screen.getByRole("button", { name: "Schedule Interview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This teacher already has an interview pending or scheduled",
    );
    expect(screen.queryByText("Failed to schedule interview. Please try again.")).toBeNull();
    const [post] = requests("POST");
    expect(await post.json()).toMatchObject({ teacherId: 3, meetingUrl: "https://zoom.us/j/9" });
  });
});
