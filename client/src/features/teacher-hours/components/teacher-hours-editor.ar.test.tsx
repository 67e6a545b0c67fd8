import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WEEKLY_HOURS, type TeacherHours } from "@shared/teacher-hours";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { TeacherHoursEditor } from "./teacher-hours-editor";

const hours: TeacherHours = {
  timeZone: "Europe/London",
  minimumNoticeHours: 12,
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [{ date: "2026-03-20", windows: [] }],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());
vi.setConfig({ testTimeout: 20_000 });

describe("TeacherHoursEditor in Arabic", () => {
  it("shows the week, the notice, the exceptions and a day's overlap in Arabic", async () => {
    await inArabic();
    mockApi(http.get("/api/teacher/availability", () => HttpResponse.json(hours)));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeacherHoursEditor />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText("بداية فترة الاثنين 1", { selector: "select" })).toHaveValue("09:00");
    expect(screen.getByRole("heading", { name: "ساعات التدريس" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "الساعات الأسبوعية" })).toBeInTheDocument();
    const days = within(screen.getByRole("list", { name: "الساعات الأسبوعية" })).getAllByRole("heading", { level: 4 });
    expect(days.map((h) => h.textContent)).toEqual([
      "الاثنين",
      "الثلاثاء",
      "الأربعاء",
      "الخميس",
      "الجمعة",
      "السبت",
      "الأحد",
    ]);
    // 9 hours a day: Arabic's "few" plural form.
    expect(screen.getAllByText("9 ساعات")).toHaveLength(6);
    expect(screen.getByText("غير متاح")).toBeInTheDocument();
    expect(screen.getByLabelText("أدنى مهلة للحجز")).toHaveDisplayValue("12 ساعة");
    expect(screen.getByRole("button", { name: "إضافة فترة يوم الاثنين" })).toBeInTheDocument();
    // The exception's date in Arabic month and day names, and its badge.
    const exceptions = within(screen.getByRole("list", { name: "الاستثناءات القادمة" }));
    expect(exceptions.getByText("يوم إجازة")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "الاستثناءات القادمة" }).querySelector("time")).toHaveTextContent(
      "الجمعة، 20 مارس 2026",
    );
    expect(exceptions.getByRole("button", { name: "إزالة الاستثناء يوم الجمعة، 20 مارس 2026" })).toBeInTheDocument();
    expect(screen.getByText("ساعاتك محفوظة.")).toBeInTheDocument();

    // A schema message placed by its English day name, shown in Arabic.
    await userEvent.selectOptions(screen.getByLabelText("بداية فترة الاثنين 2", { selector: "select" }), "11:00");
    expect(await screen.findByText("الاثنين: الفترات متداخلة")).toBeInTheDocument();
    expect(screen.getByText("لديك تغييرات غير محفوظة.")).toBeInTheDocument();

    expect(screen.queryByText("Weekly hours")).toBeNull();
    expect(screen.queryByText("Unavailable")).toBeNull();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});
