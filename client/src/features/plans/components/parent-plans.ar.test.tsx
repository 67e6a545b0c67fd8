import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { planItem } from "@/test/plan-item";
import { ParentPlans } from "./parent-plans";

describe("ParentPlans in Arabic", () => {
  it("shows a plan's status, weekly times, cycle and renewal in Arabic", async () => {
    await inArabic();
    mockRoutes({ "/api/plans": () => HttpResponse.json([planItem()], { headers: { "X-Total-Count": "1" } }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/parent/dashboard" }).hook}>
          <ParentPlans zone="Europe/London" />
        </Router>
      </QueryClientProvider>,
    );
    const plan = within((await screen.findByRole("heading", { name: "Hifz Juz 'Amma" })).closest("li")!);
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(plan.getByText("نشط")).toBeInTheDocument();
    const times = within(plan.getByRole("list", { name: "المواعيد الأسبوعية" }));
    expect(times.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["الاثنين 12:00 م", "الثلاثاء 10:00 م"]);
    expect(plan.getByText(/^الدورة 1/)).toHaveTextContent("الدورة 1: من 4 مارس 2030 إلى 31 مارس 2030");
    expect(plan.getByText("8 حصص في هذه الدورة")).toBeInTheDocument();
    expect(plan.getByText(/تتجدد في/)).toHaveTextContent(/تتجدد في.*29 مارس 2030 · نحو.*100\.00/);
    expect(plan.getByRole("button", { name: /إلغاء الخطة/ })).toBeInTheDocument();
    expect(screen.queryByText("Active")).toBeNull();
  });
});
