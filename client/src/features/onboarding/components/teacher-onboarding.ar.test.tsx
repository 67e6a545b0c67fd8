import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { DocumentInfo } from "@shared/teachers";
import type { PublicUser } from "@shared/users";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { DocumentsStep } from "./documents-step";
import { TeacherOnboarding } from "./teacher-onboarding";

const teacher = {
  id: 7,
  username: "amina",
  firstName: "Amina",
  lastName: "Yusuf",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;

describe("teacher onboarding in Arabic", () => {
  it("shows the new application's heading, step and actions in Arabic", async () => {
    mockApi(
      http.get("/api/teacher/profile", () =>
        HttpResponse.json({ message: "Teacher profile not found" }, { status: 404 }),
      ),
      http.get("/api/documents", () => HttpResponse.json([])),
    );
    await inArabic();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/teacher/onboarding" }).hook}>
          <TeacherOnboarding user={teacher} editId={null} />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "إعداد ملف المعلم" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "المعلومات الشخصية" })).toBeInTheDocument();
    expect(screen.getByText("الخطوة 1 من 4")).toBeInTheDocument();
    expect(screen.getByLabelText("رقم الهاتف")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "التالي" })).toBeInTheDocument();
    expect(screen.queryByText("Teacher Profile Setup")).toBeNull();
    expect(screen.queryByText(/Personal Information/)).toBeNull();
  });

  it("names the documents, and warns in Arabic before a verified one is replaced", async () => {
    vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
    const documents = {
      police_check: {
        id: 4,
        documentType: "police_check",
        fileName: "dbs.pdf",
        uploadedAt: "2026-01-10T10:06:00.000Z",
      },
    } satisfies Record<string, DocumentInfo>;
    await inArabic();
    render(
      <DocumentsStep documents={documents} states={{}} onChoose={vi.fn()} verified={{ police_check: true }} approved />,
    );
    expect(screen.getByText(/يمكنك إرسال طلبك الآن وإضافة الهوية الحكومية لاحقًا/)).toBeInTheDocument();
    const police = within(screen.getByRole("listitem", { name: "شهادة حسن السيرة والسلوك" }));
    expect(police.getByText("موثَّق")).toBeInTheDocument();
    await userEvent.click(police.getByRole("button", { name: "استبدال شهادة حسن السيرة والسلوك" }));
    const dialog = await screen.findByRole("dialog", {
      name: "هل تريد استبدال مستندك الموثَّق (شهادة حسن السيرة والسلوك)؟",
    });
    expect(dialog).toHaveTextContent("يعيد ملفك الشخصي إلى المراجعة");
    expect(within(dialog).getByRole("button", { name: "الاستبدال على أي حال" })).toBeInTheDocument();
    expect(screen.queryByText(/Replace/)).toBeNull();
  });
});
