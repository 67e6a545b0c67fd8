// The admin dashboard's Reports tab (issue 35): the reported conversations, and a party suspended from a report with
// the Users tab's own dialog (PATCH /api/admin/users/{id} with the reason).
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { listOf, report } from "@/test/messages";
import AdminDashboardPage from "./admin-dashboard";

const admin = { id: 1, firstName: "Amina", lastName: "Admin", roles: ["admin"], currentRole: "admin" } as PublicUser;
const figures: DashboardFigures = {
  role: "admin",
  teachers: 7,
  pendingApplications: 3,
  students: 42,
  classes: 11,
  bookings: 19,
};

function renderPage(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AdminDashboardPage />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
}

describe("AdminDashboardPage: Reports", () => {
  it("lists the reports from ?tab=reports and suspends the teacher with a reason", async () => {
    mockRoutes({
      "/api/user": () => HttpResponse.json(admin),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/admin/reports?limit=20": () => listOf([report()]),
      "PATCH /api/admin/users/70": () => HttpResponse.json({ user: { id: 70 }, cancelledLessons: 0, refunded: 0 }),
    });
    renderPage("/admin/dashboard?tab=reports");
    expect(await screen.findByRole("tab", { name: /Reports/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Reported conversations" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Reported conversations" });
    expect(list).toHaveTextContent("The teacher asked for my phone number.");
    await userEvent.click(within(list).getByRole("button", { name: "Suspend teacher Khadija Osman" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Khadija Osman?" });
    expect(dialog).toHaveTextContent("their upcoming lessons are cancelled");
    await userEvent.type(within(dialog).getByRole("textbox"), "Asked a family for a phone number.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend Account" }));
    await waitFor(() => expect(requests("PATCH", "/api/admin/users/70")).toHaveLength(1));
    expect(await requests("PATCH", "/api/admin/users/70")[0]!.json()).toEqual({
      suspended: true,
      reason: "Asked a family for a phone number.",
    });
    expect(await screen.findByText("Account Suspended")).toBeInTheDocument();
  });
});
