import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { sentence } from "@/test/text";
import { ReviewScheduleInterview } from "./review-dialog-interview";
import { renderWith, teacher } from "./review-dialog.test-utils";
import { DEFAULT_INTERVIEW_NOTES, defaultInterviewTime } from "./use-interview-scheduler";

describe("defaultInterviewTime", () => {
  it("is 7 days ahead at 14:00 local", () => {
    expect(defaultInterviewTime(new Date(2026, 0, 28, 9, 30))).toBe("2026-02-04T14:00");
  });
});

describe("ReviewScheduleInterview", () => {
  it("schedules the interview with the teacher's user id at the chosen local time", async () => {
    mockApi(http.post("/api/interviews", () => HttpResponse.json({ id: 4 }, { status: 201 })));
    renderWith(<ReviewScheduleInterview teacher={teacher} />);
    expect(screen.getByRole("heading", { name: "Schedule Interview" })).toBeInTheDocument();
    expect(screen.getByLabelText("Notes")).toHaveValue(DEFAULT_INTERVIEW_NOTES);
    const when = screen.getByLabelText("Date and time");
    await userEvent.clear(when);
    await userEvent.type(when, "2026-03-02T10:30");
    await userEvent.click(screen.getByRole("button", { name: "Schedule Interview" }));
    expect(await screen.findByText("Interview Scheduled")).toBeInTheDocument();
    expect(screen.getByText(sentence("The interview with Aisha Rahman has been scheduled."))).toBeInTheDocument();
    expect(await Promise.all(requests("POST").map((r) => r.json()))).toEqual([
      {
        teacherId: 3,
        scheduledAt: new Date("2026-03-02T10:30").toISOString(),
        notes: DEFAULT_INTERVIEW_NOTES,
        status: "scheduled",
      },
    ]);
  });

  it("asks for a date and time when there is none", async () => {
    renderWith(<ReviewScheduleInterview teacher={teacher} />);
    await userEvent.clear(screen.getByLabelText("Date and time"));
    await userEvent.click(screen.getByRole("button", { name: "Schedule Interview" }));
    expect(await screen.findByText("Please choose a date and time.")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("says so when scheduling fails", async () => {
    mockApi(http.post("/api/interviews", () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    renderWith(<ReviewScheduleInterview teacher={teacher} />);
    await userEvent.click(screen.getByRole("button", { name: "Schedule Interview" }));
    expect(await screen.findByText("Failed to schedule interview. Please try again.")).toBeInTheDocument();
  });
});
