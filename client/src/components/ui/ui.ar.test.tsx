import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { inArabic } from "@/test/i18n";
import { Calendar } from "./calendar";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu";
import { ErrorState } from "./error-state";
import { RadioGroup, RadioGroupItem } from "./radio-group";
import { StepIndicator } from "./step-indicator";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

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

  it("tabs, radio groups and menus follow the page's direction, and turn with the language (issue 32)", async () => {
    await inArabic();
    render(
      <>
        <Tabs defaultValue="one">
          <TabsList aria-label="أقسام">
            <TabsTrigger value="one">الأول</TabsTrigger>
            <TabsTrigger value="two">الثاني</TabsTrigger>
          </TabsList>
          <TabsContent value="one">اللوحة الأولى</TabsContent>
        </Tabs>
        <RadioGroup aria-label="اللغة" defaultValue="ar">
          <RadioGroupItem value="ar" aria-label="العربية" />
        </RadioGroup>
        <DropdownMenu open modal={false}>
          <DropdownMenuTrigger>القائمة</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>عنصر</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </>,
    );
    const tablist = screen.getByRole("tablist", { name: "أقسام" });
    // Radix writes a direction on its root (the nearest `dir` of the list and panel): never "ltr" in an Arabic page.
    const nearestDir = (el: Element) => el.closest("[dir]")?.getAttribute("dir");
    expect(nearestDir(tablist)).toBe("rtl");
    expect(nearestDir(screen.getByRole("tabpanel"))).toBe("rtl");
    expect(nearestDir(screen.getByRole("radiogroup", { name: "اللغة" }))).toBe("rtl");
    expect(nearestDir(await screen.findByRole("menu"))).toBe("rtl");
    // Back to English: the same tabs read left to right at once.
    await act(() => applyLanguage("en"));
    expect(nearestDir(screen.getByRole("tablist", { name: "أقسام" }))).toBe("ltr");
    expect(nearestDir(screen.getByRole("tabpanel"))).toBe("ltr");
  });
});
