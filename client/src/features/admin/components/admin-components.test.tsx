import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { InterviewItem } from "@shared/bookings";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { AdminInterviews } from "./admin-interviews";

function renderWith(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("AdminInterviews", () => {
  const interview: InterviewItem = {
    id: 4,
    teacherId: 3,
    adminId: 1,
    scheduledAt: "2026-02-04T14:00:00.000Z",
    status: "scheduled",
    notes: "Initial teacher evaluation interview",
    result: null,
    feedback: null,
    meetingUrl: null,
    teacherName: "Aisha Rahman",
    createdAt: "2026-01-28T09:30:00.000Z",
  };

  it("marks an interview completed with a result and feedback", async () => {
    mockRoutes({
      "/api/interviews": () => HttpResponse.json([interview]),
      "PATCH /api/interviews/4": () => HttpResponse.json({ ...interview, status: "completed", result: "approved" }),
    });
    renderWith(<AdminInterviews />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark interview with Aisha Rahman completed" }));
    await userEvent.selectOptions(screen.getByLabelText("Result"), "rejected");
    await userEvent.type(screen.getByLabelText("Feedback"), "Needs more tajweed practice.");
    await userEvent.click(screen.getByRole("button", { name: "Save Result" }));
    expect(await screen.findByText("Interview Completed")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/interviews/4");
    expect(await patch.json()).toEqual({
      status: "completed",
      result: "rejected",
      feedback: "Needs more tajweed practice.",
    });
  });

  it("offers retry when the list fails", async () => {
    mockRoutes({ "/api/interviews": () => HttpResponse.json({ message: "boom" }, { status: 500 }) });
    renderWith(<AdminInterviews />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Interviews could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
