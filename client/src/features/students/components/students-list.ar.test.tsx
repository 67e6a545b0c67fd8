import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { StudentWithSummary } from "../api/get-students";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { StudentsList } from "./students-list";

const child: StudentWithSummary = {
  id: 2,
  parentId: 4,
  name: "Yusuf Khan",
  age: 8,
  level: "intermediate",
  goals: "Finish Juz 'Amma",
  specialNeeds: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  summary: {
    nextLesson: {
      bookingId: 9,
      classTitle: "Hifz Circle",
      teacherName: "Aisha Rahman",
      scheduledAt: "2030-03-04T14:00:00.000Z",
    },
    lastReport: {
      bookingId: 8,
      classTitle: "Tajweed Basics",
      scheduledAt: "2030-02-18T15:00:00.000Z",
      createdAt: "2030-02-20T15:00:00.000Z",
      rating: 4,
      homework: "Revise Al-Fatiha",
    },
  },
};

describe("My Children in Arabic", () => {
  it("shows each child's card, next lesson and last report in Arabic", async () => {
    mockApi(http.get("/api/student/profiles", () => HttpResponse.json([child])));
    await inArabic();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StudentsList onAdd={vi.fn()} onEdit={vi.fn()} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: "أطفالك" });
    expect(screen.getByRole("heading", { name: "أطفالي" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إضافة طفل" })).toBeInTheDocument();
    const card = within(list).getByRole("listitem");
    expect(within(card).getByText("العمر: 8")).toBeInTheDocument();
    expect(within(card).getByText("متوسط")).toBeInTheDocument();
    expect(within(card).getByText("الأهداف")).toBeInTheDocument();
    const next = within(card).getByRole("region", { name: "الدرس القادم" });
    expect(next).toHaveTextContent("مع Aisha Rahman،");
    expect(next.querySelector("time")).toHaveAttribute("dateTime", "2030-03-04T14:00:00.000Z");
    const last = within(card).getByRole("region", { name: "آخر تقرير" });
    expect(within(last).getByText("التقييم 4 من 5")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "تعديل Yusuf Khan" })).toBeInTheDocument();
    expect(screen.queryByText("My Children")).toBeNull();
    expect(screen.queryByText(/with Aisha Rahman/)).toBeNull();
  });
});
