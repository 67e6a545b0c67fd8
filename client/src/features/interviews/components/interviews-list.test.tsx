import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { InterviewItem } from "@shared/bookings";
import { formatEventTime } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { TeacherInterviews } from "./interviews-list";

function renderInterviews() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherInterviews />
    </QueryClientProvider>,
  );
}

describe("TeacherInterviews", () => {
  it("shows time, status, result, notes and feedback", async () => {
    const interview: InterviewItem = {
      id: 1,
      teacherId: 3,
      adminId: 1,
      scheduledAt: "2030-05-01T13:00:00.000Z",
      status: "completed",
      notes: "Initial teacher evaluation interview",
      result: "approved",
      feedback: "Clear and patient explanations.",
      meetingUrl: "https://zoom.us/j/1",
      teacherName: "Aisha Rahman",
      createdAt: "2030-04-20T00:00:00.000Z",
    };
    mockApi(http.get("/api/interviews", () => HttpResponse.json([interview])));
    renderInterviews();
    expect(await screen.findByText(formatEventTime(interview.scheduledAt))).toBeInTheDocument();
    expect(screen.getByText("Completed")).toBeInTheDocument();
    expect(screen.getByText("Passed")).toBeInTheDocument();
    expect(screen.getByText("Initial teacher evaluation interview")).toBeInTheDocument();
    expect(screen.getByText("Clear and patient explanations.")).toBeInTheDocument();
    // The call is over: its link is not offered any more.
    expect(screen.queryByRole("link", { name: "https://zoom.us/j/1" })).not.toBeInTheDocument();
  });

  it("shows the meeting link the admin set on an interview still to come, opening in a new tab", async () => {
    const interview: InterviewItem = {
      id: 2,
      teacherId: 3,
      adminId: 1,
      scheduledAt: "2030-05-01T13:00:00.000Z",
      status: "scheduled",
      notes: null,
      result: null,
      feedback: null,
      meetingUrl: "https://meet.example.org/halaqa-7",
      teacherName: "Aisha Rahman",
      createdAt: "2030-04-20T00:00:00.000Z",
    };
    mockApi(http.get("/api/interviews", () => HttpResponse.json([interview])));
    renderInterviews();
    const link = await screen.findByRole("link", { name: "https://meet.example.org/halaqa-7" });
    expect(link).toHaveAttribute("href", "https://meet.example.org/halaqa-7");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Meeting link:")).toBeInTheDocument();
  });

  it("explains the empty list", async () => {
    mockApi(http.get("/api/interviews", () => HttpResponse.json([])));
    renderInterviews();
    expect(
      await screen.findByText(
        "No interviews scheduled yet. An admin will schedule one after reviewing your application.",
      ),
    ).toBeInTheDocument();
  });
});
