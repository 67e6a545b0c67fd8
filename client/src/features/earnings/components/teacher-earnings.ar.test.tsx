// The Earnings tab in Arabic, right to left: balances, fee, statuses and the payout card in the reader's language.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { earnings } from "@/test/earnings";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { teacherPayouts } from "@/test/payouts";
import { TeacherEarnings } from "./teacher-earnings";

describe("TeacherEarnings in Arabic", () => {
  it("shows the balances, the fee and each lesson's status in Arabic", async () => {
    await inArabic();
    mockRoutes({
      "/api/teacher/earnings?limit=20": () => HttpResponse.json(earnings()),
      "/api/teacher/payouts?limit=20": () => HttpResponse.json(teacherPayouts()),
      "/api/teacher/payout-method": () =>
        HttpResponse.json({ paypalEmail: "aisha@example.com", changedAt: null, payoutsHeldUntil: null }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeacherEarnings />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole("table", { name: "حصصك وما كسبته كل منها" });
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("heading", { name: "الأرباح" })).toBeInTheDocument();
    expect(screen.getByText("قيد الانتظار", { selector: "dt" }).nextElementSibling).toHaveTextContent(/17\.00.*\$/);
    expect(screen.getByText(/^عمولة Halaqa: /)).toHaveTextContent(/15/);
    const statuses = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").at(-1)!.textContent);
    expect(statuses).toEqual(["قيد الانتظار", "متاح", "مُلغى"]);
    expect(within(table).getByRole("columnheader", { name: "تتقاضى" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("4 مارس 2030");
    expect(await screen.findByRole("heading", { name: "أين ندفع لك" })).toBeInTheDocument();
    expect(screen.getByText(/^تُرسل الدفعات إلى/)).toHaveTextContent("aisha@example.com");
    expect(screen.queryByText("Pending")).toBeNull();
  });
});
