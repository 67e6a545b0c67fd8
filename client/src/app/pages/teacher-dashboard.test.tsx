import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherProfile } from "@shared/teachers";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import TeacherDashboardPage from "./teacher-dashboard";

const teacher = {
  id: 3,
  username: "ustadha.aisha",
  firstName: "Aisha",
  lastName: "Rahman",
  userType: "teacher",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;

const profile: TeacherProfile = {
  id: 12,
  userId: 3,
  bio: "Hafiza teaching for ten years.",
  qualifications: "Ijazah in Hafs",
  experience: 10,
  hourlyRate: "30.00",
  currency: "USD",
  phoneNumber: "+44 20 7946 0000",
  specializations: ["Quran Recitation", "Arabic Language"],
  languages: ["English", "Arabic"],
  verificationStatus: "pending",
  idVerified: true,
  policeCheckVerified: false,
  interviewCompleted: false,
  feedback: null,
  availableHours: "Weekdays after 4pm",
  timeZone: "Europe/London",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  documents: [{ id: 5, documentType: "id", fileName: "passport.pdf", uploadedAt: "2025-01-02T00:00:00.000Z" }],
};

const figures: DashboardFigures = {
  role: "teacher",
  classes: 2,
  students: 5,
  bookings: 9,
  earningsThisMonth: "1250.00",
  rating: 4.8,
  reviewCount: 17,
};

function renderPage() {
  const location = memoryLocation({ path: "/teacher/dashboard", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <TeacherDashboardPage />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe("TeacherDashboardPage", () => {
  it("sends a user without the teacher role to /", async () => {
    mockRoutes({ "/api/user": () => HttpResponse.json({ ...teacher, userType: "parent", roles: ["parent"], currentRole: "parent" }) });
    const location = renderPage();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("asks a teacher without a profile to complete it", async () => {
    mockRoutes({
      "/api/user": () => HttpResponse.json(teacher),
      "/api/teacher/profile": () => HttpResponse.json({ message: "Not found" }, { status: 404 }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Complete Your Teacher Profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Complete Profile" })).toHaveAttribute("href", "/teacher/onboarding");
  });

  it("shows a pending teacher the review notice, real figures, and a disabled 'Create Class' with the reason", async () => {
    mockRoutes({
      "/api/user": () => HttpResponse.json(teacher),
      "/api/teacher/profile": () => HttpResponse.json(profile),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/bookings": () => HttpResponse.json([]),
      "/api/classes": () => HttpResponse.json([]),
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Teacher Dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Profile Under Review" })).toBeInTheDocument();
    expect(await screen.findByText("$1,250.00")).toBeInTheDocument();
    expect(screen.getByText("4.8")).toBeInTheDocument();
    expect(screen.getByText("17 reviews")).toBeInTheDocument();
    expect(screen.queryByText("Verified")).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "My Classes" }));
    const create = await screen.findByRole("button", { name: "Create Class" });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(/Your profile must be approved before you can create classes/);
  });

  it("shows the rejected teacher's feedback and 'Update Profile'", async () => {
    mockRoutes({
      "/api/user": () => HttpResponse.json(teacher),
      "/api/teacher/profile": () => HttpResponse.json({ ...profile, verificationStatus: "rejected", feedback: "Please add your qualifications." }),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/bookings": () => HttpResponse.json([]),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Profile Needs Improvement" })).toBeInTheDocument();
    expect(screen.getByText("Please add your qualifications.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Update Profile" })).toHaveAttribute("href", "/teacher/onboarding?edit=12");
  });

  it("lets an approved teacher open the class modal and shows the profile tab", async () => {
    mockRoutes({
      "/api/user": () => HttpResponse.json(teacher),
      "/api/teacher/profile": () =>
        HttpResponse.json({ ...profile, verificationStatus: "approved", policeCheckVerified: true, interviewCompleted: true }),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/bookings": () => HttpResponse.json([]),
    });
    renderPage();
    expect(await screen.findByText("Verified")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: /Create New Class/ }));
    expect(await screen.findByRole("dialog", { name: "Create New Class" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("tab", { name: "Profile" }));
    expect(await screen.findByText("Hafiza teaching for ten years.")).toBeInTheDocument();
    expect(screen.getByText("$30.00 per hour")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download passport.pdf" })).toHaveAttribute("href", "/api/documents/5/file");
    expect(screen.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/teacher/onboarding?edit=12");
  });
  it("asks a user holding the teacher role but acting as parent to switch, then shows the dashboard", async () => {
    const both = { ...teacher, roles: ["parent", "teacher"], currentRole: "parent" } as PublicUser;
    mockRoutes({
      "/api/user": () => HttpResponse.json(both),
      "/api/teacher/profile": () => HttpResponse.json({ ...profile, verificationStatus: "approved" }),
      "PATCH /api/user/role": () => HttpResponse.json({ user: { ...both, currentRole: "teacher" } }),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/bookings": () => HttpResponse.json([]),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "You are viewing Halaqa as Parent" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(requests("GET", "/api/bookings")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Switch to Teacher" }));
    expect(await screen.findByRole("tablist", { name: "Dashboard sections" })).toBeInTheDocument();
    const [patch] = requests("PATCH", "/api/user/role");
    expect(await patch.text()).toBe('{"role":"teacher"}');
  });
});
