import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { Calendar } from "./calendar";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { ErrorState } from "./error-state";
import { StepIndicator } from "./step-indicator";

describe("the shared UI in Arabic", () => {
  it("the calendar names months, days and its arrows in Arabic, right to left", async () => {
    await inArabic();
    render(
      <Calendar mode="single" month={new Date(2027, 2, 1)} today={new Date(2027, 2, 3)} showOutsideDays={false} />,
    );
    expect(screen.getByRole("button", { name: "الأربعاء، 3 مارس 2027" })).toHaveAttribute("aria-current", "date");
    expect(screen.getByRole("button", { name: "الشهر السابق" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "الشهر التالي" })).toBeInTheDocument();
    expect(screen.getByRole("grid")).toHaveAccessibleName("مارس 2027");
    expect(screen.getByRole("button", { name: "الشهر السابق" }).closest("[dir]")).toHaveAttribute("dir", "rtl");
    expect(screen.queryByRole("button", { name: "Wednesday, March 3, 2027" })).toBeNull();
  });

  it("a dialog's close button, a failed read's retry and a wizard's steps speak Arabic", async () => {
    await inArabic();
    render(
      <>
        <ErrorState message="تعذّر تحميل الحصص." onRetry={() => undefined} />
        <StepIndicator titles={["الموعد", "التفاصيل", "الدفع"]} current={1} label="خطوات الحجز" />
        <Dialog open>
          <DialogContent>
            <DialogTitle>عنوان</DialogTitle>
            <DialogDescription>وصف</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    expect(await screen.findByRole("button", { name: "إغلاق" })).toBeInTheDocument();
    expect(screen.getByText("الخطوة 1، مكتملة:")).toBeInTheDocument();
    expect(screen.getByText("الخطوة 2:")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});
