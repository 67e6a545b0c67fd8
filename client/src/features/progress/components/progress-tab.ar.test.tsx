import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ProgressReportItem, StudentProgress } from "@shared/lessons";
import { createQueryClient } from "@/lib/query-client";
import { hifzHandlers } from "@/test/hifz";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockApi, mockRoutes } from "@/test/msw";
import { sentence } from "@/test/text";
import { ProgressTab } from "./progress-tab";

const report: ProgressReportItem = {
  id: 1,
  bookingId: 101,
  studentId: 11,
  classTitle: "Tajweed 1",
  scheduledAt: "2030-03-01T14:00:00.000Z",
  teacherName: "Aisha Rahman",
  attendance: "late",
  content: "Covered lesson 1",
  rating: 4,
  feedback: null,
  homework: "Revise Surah Al-Ikhlas",
  nextTopics: null,
  createdAt: "2030-03-01T14:00:00.000Z",
  updatedAt: "2030-03-01T14:00:00.000Z",
  editableUntil: "2030-03-01T14:00:00.000Z",
  hifz: [],
};

const progress: StudentProgress = {
  attendance: { present: 6, late: 1, absent: 1, rate: 0.875 },
  lessons: [{ bookingId: 101, classTitle: "Tajweed 1", scheduledAt: "2030-03-01T14:00:00.000Z", attendance: "late" }],
  lessonsTotal: 130,
  reports: [report],
  total: 1,
};

beforeEach(() => mockApi(...hifzHandlers()));

describe("ProgressTab in Arabic", () => {
  it("shows the attendance, the ratings and the reports in Arabic", async () => {
    await inArabic();
    mockRoutes({
      "/api/student/profiles": () =>
        HttpResponse.json([
          {
            id: 11,
            parentId: 4,
            name: "Amina Khan",
            age: 8,
            level: "beginner",
            goals: null,
            specialNeeds: null,
            createdAt: "2025-01-01T00:00:00.000Z",
            updatedAt: "2025-01-01T00:00:00.000Z",
          },
        ]),
      "/api/students/11/progress?limit=10": () => HttpResponse.json(progress),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/parent/dashboard?tab=progress" }).hook}>
          <ProgressTab childId={null} onChildChange={() => {}} />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("نسبة الحضور")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "التقدّم" })).toBeInTheDocument();
    const byAttendance = screen.getByLabelText("الدروس حسب الحضور");
    expect(within(byAttendance).getByText("حاضر").nextElementSibling).toHaveTextContent("6");
    expect(screen.getByText("تظهر هنا أحدث الدروس (1 من 130)؛ والنسبة والأعداد تشملها كلها.")).toBeInTheDocument();
    const timeline = screen.getByRole("list", { name: "تقارير التقدّم، الأحدث أولًا" });
    const card = within(timeline).getByRole("article");
    expect(within(card).getByText(sentence("مع Aisha Rahman"))).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "التقييم 4 من 5" })).toBeInTheDocument();
    expect(within(card).getByRole("note", { name: "الواجب" })).toHaveTextContent("Revise Surah Al-Ikhlas");
    expect(within(card).getAllByText("متأخر").length).toBeGreaterThan(0);
    expect(screen.queryByText("attendance rate")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Progress reports" })).toBeNull();
    expect(await screen.findByRole("img", { name: /^تقييمات الدروس عبر الزمن: .*4 من 5/ })).toBeInTheDocument();
  });
});
