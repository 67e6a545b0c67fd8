// The Earnings tab's payouts in Arabic, right to left: the next payout, the statuses and why a payout came back,
// the statement's months and link, and the empty state, in the reader's language.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { earnings, noAddress } from "@/test/earnings";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { teacherPayouts } from "@/test/payouts";
import { TeacherEarnings } from "./teacher-earnings";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-15T12:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

function renderTab(payouts = teacherPayouts()) {
  mockRoutes({
    "/api/teacher/earnings?limit=20": () => HttpResponse.json(earnings()),
    "/api/teacher/payouts?limit=20": () => HttpResponse.json(payouts),
    "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherEarnings />
    </QueryClientProvider>,
  );
}

describe("TeacherEarnings' payouts in Arabic", () => {
  it("shows the next payout, each payout's status and why one came back, and the statement, in Arabic", async () => {
    await inArabic();
    renderTab();
    const table = await screen.findByRole("table", { name: "دفعاتك" });
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("heading", { name: "الدفعات" })).toBeInTheDocument();
    expect(screen.getByText(/^الدفعة القادمة: /)).toHaveTextContent("14 ديسمبر 2026");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("[data-slot=badge]")?.textContent)).toEqual([
      "قيد الانتظار",
      "تم الدفع",
      "فشلت",
      "لم تُستلم",
    ]);
    expect(rows[0]).toHaveTextContent(/42\.50.*\$/);
    expect(rows[2]).toHaveTextContent("عاد المبلغ إلى رصيدك المتاح.");
    expect(within(table).getByRole("columnheader", { name: "أُرسلت إلى" })).toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "الكشف الشهري" })).toBeInTheDocument();
    const month = screen.getByLabelText("الشهر");
    expect(within(month).getAllByRole("option")[0]).toHaveTextContent("ديسمبر 2026");
    expect(screen.getByRole("link", { name: "تنزيل CSV" })).toHaveAttribute(
      "href",
      "/api/teacher/statements/2026-12.csv",
    );
    expect(screen.queryByText("Paid")).toBeNull();
    expect(screen.queryByText("Monthly statement")).toBeNull();
  });

  it("says in Arabic when payouts are sent while there is none", async () => {
    await inArabic();
    renderTab(teacherPayouts({ items: [], total: 0 }));
    expect(await screen.findByRole("heading", { name: "لا دفعات بعد" })).toBeInTheDocument();
    expect(screen.getByText(/^تُرسل الدفعات أسبوعيًا عبر PayPal متى بلغ رصيدك المتاح/)).toHaveTextContent(/20\.00/);
  });
});
