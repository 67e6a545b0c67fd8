import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes } from "@/test/msw";
import ParentDashboardPage from "./parent-dashboard";

const parent = {
  id: 4,
  username: "umm.yusuf",
  firstName: "Khadija",
  lastName: "Ali",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;

const figures: DashboardFigures = {
  role: "parent",
  children: 0,
  bookings: 0,
  completedSessions: 0,
  nextClassAt: null,
  amountSpent: "0.00",
};

beforeEach(() => localStorage.clear());

describe("ParentDashboardPage in Arabic", () => {
  it("shows the page's heading, sections and tabs in Arabic, right to left", async () => {
    await inArabic();
    mockRoutes({
      "/api/user": () => HttpResponse.json(parent),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/student/profiles": () => HttpResponse.json([]),
      "/api/bookings": () => HttpResponse.json([]),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: "/parent/dashboard" }).hook}>
          <ParentDashboardPage />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "لوحة ولي الأمر" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("region", { name: "إحصاءاتك" })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "أقسام اللوحة" }));
    expect(tabs.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "أطفالي",
      "الحجوزات",
      "الخطط",
      "التقدّم",
      "ابحث عن معلمين",
    ]);
    expect(screen.getByRole("heading", { name: "أحدث الحجوزات" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "عرض كل الحجوزات" })).toBeInTheDocument();

    await userEvent.click(tabs.getByRole("tab", { name: "ابحث عن معلمين" }));
    expect(await screen.findByRole("heading", { name: "ابحث عن معلم" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تصفح المعلمين" })).toHaveAttribute("href", "/browse-teachers");
    // Halaqa stays a Latin brand name inside the Arabic sentence.
    expect(screen.getByText(/اجتاز كل معلم على Halaqa/)).toBeInTheDocument();

    expect(screen.queryByText("Parent Dashboard")).toBeNull();
    expect(screen.queryByText("Find a Teacher")).toBeNull();
  });
});
