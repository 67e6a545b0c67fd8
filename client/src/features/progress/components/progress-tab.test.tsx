import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { hifzHandlers } from "@/test/hifz";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ProgressReportItem, StudentProgress } from "@shared/lessons";
import type { StudentItem } from "@shared/students";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests, mockApi } from "@/test/msw";
import { sentence } from "@/test/text";
import { ProgressTab } from "./progress-tab";
import { ratePercent } from "./attendance-summary";
import { ratingPoints } from "./rating-points";

const child = (id: number, name: string): StudentItem => ({
  id,
  parentId: 4,
  name,
  age: 8,
  level: "beginner",
  goals: null,
  specialNeeds: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

const report = (id: number, scheduledAt: string, over: Partial<ProgressReportItem> = {}): ProgressReportItem => ({
  id,
  bookingId: 100 + id,
  studentId: 11,
  classTitle: `Tajweed ${id}`,
  scheduledAt,
  teacherName: "Aisha Rahman",
  attendance: "present",
  content: `Covered lesson ${id}`,
  rating: 4,
  feedback: null,
  homework: null,
  nextTopics: null,
  createdAt: scheduledAt,
  updatedAt: scheduledAt,
  editableUntil: scheduledAt,
  hifz: [],
  ...over,
});

const progress = (over: Partial<StudentProgress> = {}): StudentProgress => ({
  attendance: { present: 6, late: 1, absent: 1, rate: 0.875 },
  lessons: [
    { bookingId: 103, classTitle: "Tajweed 3", scheduledAt: "2030-03-20T14:00:00.000Z", attendance: "absent" },
    { bookingId: 102, classTitle: "Tajweed 2", scheduledAt: "2030-03-10T14:00:00.000Z", attendance: "late" },
  ],
  lessonsTotal: 2,
  reports: [],
  total: 0,
  ...over,
});

function Harness({ initial }: { initial: number | null }) {
  const [childId, setChildId] = useState<number | null>(initial);
  return <ProgressTab childId={childId} onChildChange={setChildId} />;
}

function renderTab(initial: number | null = null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/parent/dashboard?tab=progress" }).hook}>
        <Harness initial={initial} />
      </Router>
    </QueryClientProvider>,
  );
}

// The pages ask for the child's hifz record and badges beside what these tests are about.
beforeEach(() => mockApi(...hifzHandlers()));

describe("progress helpers", () => {
  it("turns the rate into a percentage, and none into no figure", () => {
    expect(ratePercent(0.875)).toBe("88%");
    expect(ratePercent(1)).toBe("100%");
    expect(ratePercent(null)).toBeNull();
  });

  it("charts rated lessons only, oldest first", () => {
    const points = ratingPoints(
      [
        report(2, "2030-03-10T14:00:00.000Z", { rating: 5 }),
        report(1, "2030-03-01T14:00:00.000Z", { rating: 3 }),
        report(3, "2030-03-20T14:00:00.000Z", { rating: null }),
      ],
      "UTC",
    );
    expect(points).toEqual([
      { date: "Mar 1", rating: 3, classTitle: "Tajweed 1" },
      { date: "Mar 10", rating: 5, classTitle: "Tajweed 2" },
    ]);
  });
});

describe("ProgressTab", () => {
  it("shows the attendance rate and counts, the lessons, and the reports newest first with homework highlighted", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan")]),
      // Out of order on purpose: the timeline puts the newest lesson first whatever the order received.
      "/api/students/11/progress?limit=10": () =>
        HttpResponse.json(
          progress({
            reports: [
              report(1, "2030-03-01T14:00:00.000Z", {
                homework: "Revise Surah Al-Ikhlas",
                feedback: "Lovely recitation",
              }),
              report(2, "2030-03-10T14:00:00.000Z", { attendance: "late", nextTopics: "Surah Al-Falaq" }),
            ],
            total: 2,
          }),
        ),
    });
    renderTab();
    expect(await screen.findByText("88%")).toBeInTheDocument();
    expect(screen.getByText("attendance rate")).toBeInTheDocument();
    const byAttendance = screen.getByLabelText("Lessons by attendance");
    const count = (label: string) => within(byAttendance).getByText(label).nextElementSibling;
    expect(count("Present")).toHaveTextContent("6");
    expect(count("Late")).toHaveTextContent("1");
    expect(count("Absent")).toHaveTextContent("1");

    const lessons = screen.getByRole("list", { name: "Lessons and attendance" });
    const [first, second] = within(lessons).getAllByRole("listitem");
    expect(within(first!).getByText("Tajweed 3")).toBeInTheDocument();
    expect(within(first!).getByText("Absent")).toBeInTheDocument();
    expect(within(second!).getByText("Late")).toBeInTheDocument();

    const timeline = screen.getByRole("list", { name: "Progress reports, newest first" });
    const items = within(timeline).getAllByRole("article");
    expect(items.map((a) => within(a).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Tajweed 2",
      "Tajweed 1",
    ]);
    expect(within(items[0]!).getByText(sentence("with Aisha Rahman"))).toBeInTheDocument();
    expect(within(items[0]!).getByText("Surah Al-Falaq")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole("note", { name: "Homework" })).toBeNull();
    const homework = within(items[1]!).getByRole("note", { name: "Homework" });
    expect(homework).toHaveTextContent("Revise Surah Al-Ikhlas");
    expect(homework.className).toMatch(/bg-accent-soft/);
    expect(within(items[1]!).getByText("Covered lesson 1")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Lovely recitation")).toBeInTheDocument();
    // The chart of ratings is drawn once recharts has loaded.
    expect(await screen.findByRole("img", { name: /^Lesson ratings over time: .*4 of 5/ })).toBeInTheDocument();
  });

  it("says when the lessons listed are only the latest of more", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan")]),
      "/api/students/11/progress?limit=10": () => HttpResponse.json(progress({ lessonsTotal: 130 })),
    });
    renderTab();
    expect(
      await screen.findByText("The latest 2 of 130 lessons; the rate and counts include them all."),
    ).toBeInTheDocument();
  });

  it("says nothing of the kind when every lesson is listed", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan")]),
      "/api/students/11/progress?limit=10": () => HttpResponse.json(progress()),
    });
    renderTab();
    expect(await screen.findByRole("list", { name: "Lessons and attendance" })).toBeInTheDocument();
    expect(screen.queryByText(/The latest/)).toBeNull();
  });

  it("says 'No progress yet' with a way to Find Teachers before any lesson", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan")]),
      "/api/students/11/progress?limit=10": () =>
        HttpResponse.json(
          progress({ attendance: { present: 0, late: 0, absent: 0, rate: null }, lessons: [], reports: [], total: 0 }),
        ),
    });
    renderTab();
    expect(await screen.findByRole("heading", { name: "No progress yet" })).toBeInTheDocument();
    expect(screen.getByText(sentence(/After Amina Khan's first lesson/))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find Teachers" })).toHaveAttribute("href", "/browse-teachers");
  });

  it("says 'No progress yet' to a parent without children, asking for no progress", async () => {
    mockRoutes({ "/api/student/profiles": () => HttpResponse.json([]) });
    renderTab();
    expect(await screen.findByRole("heading", { name: "No progress yet" })).toBeInTheDocument();
    expect(requests("GET").map((r) => r.path)).toEqual(["/api/student/profiles"]);
  });

  it("opens on the child of the address, and the picker switches child", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan"), child(12, "Yusuf Khan")]),
      "/api/students/11/progress?limit=10": () =>
        HttpResponse.json(progress({ reports: [report(1, "2030-03-01T14:00:00.000Z")], total: 1 })),
      "/api/students/12/progress?limit=10": () =>
        HttpResponse.json(
          progress({ reports: [report(7, "2030-03-05T14:00:00.000Z", { classTitle: "Hifz with Yusuf" })], total: 1 }),
        ),
    });
    renderTab(12);
    expect(await screen.findByRole("heading", { name: "Hifz with Yusuf" })).toBeInTheDocument();
    const picker = screen.getByRole("combobox", { name: "Child" });
    expect(picker).toHaveValue("12");
    await userEvent.selectOptions(picker, "Amina Khan");
    expect(await screen.findByRole("heading", { name: "Tajweed 1" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Hifz with Yusuf" })).toBeNull();
  });

  it("loads the next page of reports with 'Show more reports' (limit and offset)", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan")]),
      "/api/students/11/progress?limit=10": () =>
        HttpResponse.json(
          progress({
            reports: Array.from({ length: 10 }, (_, i) =>
              report(20 - i, `2030-03-${String(20 - i).padStart(2, "0")}T14:00:00.000Z`),
            ),
            total: 11,
          }),
        ),
      "/api/students/11/progress?limit=10&offset=10": () =>
        HttpResponse.json(
          progress({
            lessons: [],
            reports: [report(9, "2030-02-01T14:00:00.000Z", { classTitle: "The oldest" })],
            total: 11,
          }),
        ),
    });
    renderTab();
    expect(await screen.findByText("Showing 10 of 11")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more reports" }));
    const timeline = screen.getByRole("list", { name: "Progress reports, newest first" });
    expect(await within(timeline).findByRole("heading", { name: "The oldest" })).toBeInTheDocument();
    expect(within(timeline).getAllByRole("article")).toHaveLength(11);
    expect(within(timeline).getAllByRole("article").at(-1)).toHaveAccessibleName(/^The oldest/);
    expect(screen.queryByRole("button", { name: "Show more reports" })).toBeNull();
  });

  it("shows an error with 'Try again' when the progress cannot be read", async () => {
    mockRoutes({
      "/api/student/profiles": () => HttpResponse.json([child(11, "Amina Khan")]),
      "/api/students/11/progress?limit=10": () =>
        HttpResponse.json({ message: "Internal server error" }, { status: 500 }),
    });
    renderTab();
    expect(await screen.findByText(sentence("Amina Khan's progress could not be loaded."))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
