import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { inArabic } from "@/test/i18n";
import { classItem } from "@/test/class-item";
import { ClassList } from "./class-list";

const klass = classItem();

describe("ClassList in Arabic", () => {
  it("lists the classes in Arabic and gives the classes cap's reason in Arabic", async () => {
    mockApi(
      http.get("/api/classes", () =>
        HttpResponse.json([klass, { ...klass, id: 8, title: "Seerah Stories", isActive: false }], {
          headers: { "X-Total-Count": "50" },
        }),
      ),
    );
    await inArabic();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ClassList createBlockedReason={null} onCreate={vi.fn()} onEdit={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Tajweed for Beginners" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "حصصي" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "إنشاء حصة" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("يمكنك إنشاء 50 حصة على الأكثر، بما فيها الحصص غير النشطة.");
    expect(screen.getByText("نشطة")).toBeInTheDocument();
    expect(screen.getByText("غير نشطة")).toBeInTheDocument();
    expect(screen.getAllByText("تلاوة القرآن الكريم")).toHaveLength(2);
    expect(screen.getAllByText("مبتدئ")).toHaveLength(2);
    expect(screen.getAllByText("45 دقيقة")).toHaveLength(2);
    expect(screen.getAllByText("بحد أقصى 4")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "إيقاف Tajweed for Beginners" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تفعيل Seerah Stories" })).toBeInTheDocument();
    expect(screen.queryByText("My Classes")).toBeNull();
    expect(screen.queryByText("45 min")).toBeNull();
  });
});
