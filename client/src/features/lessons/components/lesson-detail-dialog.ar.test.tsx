import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { hifzHandlers } from "@/test/hifz";
import { inArabic } from "@/test/i18n";
import { mockApi } from "@/test/msw";
import { sentence } from "@/test/text";
import { lessonBooking, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

// 14:30 UTC: the lesson started half an hour ago, so it may be completed.
setUpLessonClock();

// The report form asks for the child's hifz record (its suggestions).
beforeEach(() => mockApi(...hifzHandlers()));

describe("LessonDetailDialog in Arabic", () => {
  it("shows the lesson, the child and the link in Arabic, right to left", async () => {
    await inArabic();
    renderLesson({ booking: lessonBooking() });
    const dialog = await screen.findByRole("dialog", { name: "تفاصيل الدرس" });
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const child = await within(dialog).findByRole("region", { name: "نبذة عن Yusuf" });
    expect(within(child).getByText("8 سنوات")).toBeInTheDocument();
    expect(within(child).getByText("مبتدئ")).toBeInTheDocument();
    expect(within(dialog).getByText("لم يُسجَّل بعد")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "الانضمام إلى الدرس" })).toHaveAttribute(
      "href",
      "https://zoom.us/j/123",
    );
    // The date in Arabic words, its "at" translated with it.
    expect(within(dialog).getByText(sentence(/^Tajweed for Beginners مع Yusuf، .*مارس.* الساعة /))).toBeInTheDocument();
    expect(within(dialog).queryByText("Not recorded yet")).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Lesson details" })).toBeNull();
  });

  it("offers attendance and the report's fields in Arabic", async () => {
    await inArabic();
    renderLesson({ booking: lessonBooking() });
    await userEvent.click(await screen.findByRole("button", { name: "إتمام الدرس" }));
    const form = await screen.findByRole("form", { name: "إتمام الدرس" });
    await userEvent.click(within(form).getByRole("radio", { name: "حاضر" }));
    expect(within(form).getByText("حضر الطالب في الموعد.")).toBeInTheDocument();
    expect(within(form).getByLabelText("ما تناوله الدرس")).toBeInTheDocument();
    expect(within(form).getByRole("heading", { name: "الحفظ (اختياري)" })).toBeInTheDocument();
    expect(within(form).queryByText("Attendance")).toBeNull();
  });
});
