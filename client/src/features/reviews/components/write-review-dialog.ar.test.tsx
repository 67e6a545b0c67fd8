import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { sentence } from "@/test/text";
import { WriteReviewDialog } from "./write-review-dialog";

describe("WriteReviewDialog in Arabic", () => {
  it("asks for the review in Arabic, stars and their words included", async () => {
    await inArabic();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <WriteReviewDialog
          booking={{
            id: 7,
            teacherId: 3,
            teacherName: "Aisha Rahman",
            studentName: "Amina Khan",
            classTitle: "Tajweed for Beginners",
          }}
          onClose={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "اكتب تقييمًا" });
    expect(within(dialog).getByText(sentence(/كيف كان درس Amina Khan مع Aisha Rahman؟/))).toBeInTheDocument();
    expect(
      within(dialog).getByText(sentence("Tajweed for Beginners. تقييمك يساعد الأسر الأخرى على اختيار المعلم.")),
    ).toBeInTheDocument();
    const group = within(dialog).getByRole("group", { name: "تقييمك" });
    expect(within(group).getByText("اختر تقييمًا من نجمة إلى 5 نجوم")).toBeInTheDocument();
    expect(within(group).getByRole("radio", { name: "نجمة واحدة" })).toBeInTheDocument();
    expect(within(group).getByRole("radio", { name: "نجمتان" })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole("radio", { name: "4 نجوم" }));
    expect(within(group).getByText("جيد جدًا")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("تعليق (اختياري)")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "إرسال التقييم" })).toBeEnabled();
    expect(within(dialog).queryByText(/Write a review|Submit Review|Very good/)).toBeNull();
  });
});
