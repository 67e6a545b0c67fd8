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
