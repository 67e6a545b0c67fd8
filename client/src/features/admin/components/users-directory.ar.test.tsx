import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { CurrencyRatesCard } from "@/features/currency";
import { nextClassFigure } from "@/features/dashboard";
import { i18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { adminUser } from "@/test/admin-user";
import { http, HttpResponse, mockApi, mockRoutes } from "@/test/msw";
import { sentence } from "@/test/text";
import { UsersDirectory } from "./users-directory";

const person = adminUser;

const me = person({
  id: 7,
  username: "admin",
  firstName: "Admin",
  lastName: "Person",
  roles: ["admin"],
  currentRole: "admin",
});
const teacher = person({
  id: 8,
  username: "yusuf.t",
  firstName: "Yusuf",
  lastName: "Teacher",
  roles: ["teacher"],
  currentRole: "teacher",
});
const banned = person({
  id: 9,
  username: "gone",
  firstName: "Gone",
  lastName: "Parent",
  suspended: true,
  suspendedReason: "Abusive messages",
});

describe("Admin screens in Arabic", () => {
  it("shows the directory, its roles and statuses, and the suspension in Arabic, right to left", async () => {
    mockApi(
      http.get("/api/user", () =>
        HttpResponse.json({
          ...me,
          emailPreferences: {},
          preferredCurrency: "USD",
          userType: "admin",
          profileImageUrl: null,
        }),
      ),
      http.get("/api/admin/users", () =>
        HttpResponse.json([me, teacher, banned], { headers: { "X-Total-Count": "45" } }),
      ),
      http.patch("/api/admin/users/:id", () =>
        HttpResponse.json({ user: { ...teacher, suspended: true }, cancelledLessons: 2, refunded: 1 }),
      ),
    );
    await inArabic();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <UsersDirectory />
        <Toaster />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole("table");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByLabelText("البحث عن المستخدمين")).toHaveAttribute(
      "placeholder",
      "الاسم أو اسم المستخدم أو البريد الإلكتروني",
    );
    expect(within(table).getByRole("columnheader", { name: "تاريخ الانضمام" })).toBeInTheDocument();
    // The role badges in the reader's words (the role names are shared by every area's file).
    expect(within(table).getByText(i18n.t("Admin"))).toBeInTheDocument();
    expect(within(table).queryByText("Admin")).toBeNull();
    expect(within(table).getByText("موقوف")).toBeInTheDocument();
    expect(within(table).getByText("أنت")).toBeInTheDocument();
    expect(screen.getByText("عرض 1–3 من 45")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "التالي" })).toBeEnabled();
    expect(screen.queryByText("Search users")).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();

    await userEvent.click(screen.getAllByRole("button", { name: "إيقاف حساب Yusuf Teacher" })[0]!);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "إيقاف حساب Yusuf Teacher؟" })).toBeInTheDocument();
    expect(within(dialog).getByText(/وتُلغى حصصه القادمة/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "إيقاف الحساب" }));
    expect(within(dialog).getByText("يُرجى ذكر سبب الإيقاف")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("السبب (يُرسل إلى المستخدم)"), "Forged documents");
    await userEvent.click(within(dialog).getByRole("button", { name: "إيقاف الحساب" }));
    // Arabic's dual for two lessons, picked by i18next's plural rules.
    expect(
      await screen.findByText(sentence(/لم يعد بإمكان Yusuf Teacher تسجيل الدخول\. أُلغيت حصتان قادمتان/)),
    ).toBeInTheDocument();
    expect(screen.getByText("أُوقف الحساب")).toBeInTheDocument();
    expect(screen.queryByText(/upcoming lessons were cancelled/)).toBeNull();
  });

  it("gives the next class figure in Arabic, the day before the month", async () => {
    await inArabic();
    expect(nextClassFigure("2026-12-07T19:00:00.000Z", "UTC").value).toBe("7 ديسمبر");
    expect(nextClassFigure(null, "UTC")).toEqual({ value: "لا يوجد", hint: "لا توجد حصة مجدولة بعد" });
  });

  it("shows the currency rates card in Arabic, with currency names and the schema's messages in Arabic", async () => {
    mockRoutes({
      "/api/currency-rates": () =>
        HttpResponse.json({
          base: "USD",
          rates: [
            { currency: "USD", rate: 1, updatedAt: "2025-10-01T00:00:00.000Z" },
            { currency: "GBP", rate: 0.744, updatedAt: "2025-10-01T00:00:00.000Z" },
          ],
        }),
    });
    await inArabic();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CurrencyRatesCard />
      </QueryClientProvider>,
    );
    const gbp = await screen.findByLabelText(/^GBP —/);
    expect(screen.getByRole("heading", { name: "أسعار صرف العملات" })).toBeInTheDocument();
    expect(screen.getByText(/جنيه إسترليني/)).toBeInTheDocument();
    expect(screen.getByText("أقدم من 30 يومًا")).toBeInTheDocument();
    expect(screen.getByText("لا تغييرات")).toBeInTheDocument();
    await userEvent.clear(gbp);
    await userEvent.type(gbp, "abc");
    expect(screen.getByText("تغيّر سعر واحد")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "حفظ الأسعار" }));
    expect(gbp).toHaveAccessibleDescription(i18n.t("Enter the rate as a number"));
    expect(gbp).not.toHaveAccessibleDescription("Enter the rate as a number");
    expect(screen.queryByText("Currency rates")).toBeNull();
    expect(screen.queryByText(/British Pound/)).toBeNull();
  });
});
