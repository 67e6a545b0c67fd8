import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherProfile } from "@shared/teachers";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import TeacherDashboardPage from "./teacher-dashboard";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

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

function stubApi(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string) => {
    const answer = answers[url];
    return answer ? answer() : json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

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

afterEach(() => vi.unstubAllGlobals());

describe("TeacherDashboardPage", () => {
  it("sends a user without the teacher role to /", async () => {
    stubApi({ "/api/user": () => json({ ...teacher, userType: "parent", roles: ["parent"], currentRole: "parent" }) });
    const location = renderPage();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("asks a teacher without a profile to complete it", async () => {
    stubApi({ "/api/user": () => json(teacher), "/api/teacher/profile": () => json({ message: "Not found" }, 404) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Complete Your Teacher Profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Complete Profile" })).toHaveAttribute("href", "/teacher/onboarding");
  });

  it("shows a pending teacher the review notice, real figures, and a disabled 'Create Class' with the reason", async () => {
    stubApi({
      "/api/user": () => json(teacher),
      "/api/teacher/profile": () => json(profile),
      "/api/dashboard": () => json(figures),
      "/api/bookings": () => json([]),
      "/api/classes": () => json([]),
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
    stubApi({
      "/api/user": () => json(teacher),
      "/api/teacher/profile": () => json({ ...profile, verificationStatus: "rejected", feedback: "Please add your qualifications." }),
      "/api/dashboard": () => json(figures),
      "/api/bookings": () => json([]),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Profile Needs Improvement" })).toBeInTheDocument();
    expect(screen.getByText("Please add your qualifications.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Update Profile" })).toHaveAttribute("href", "/teacher/onboarding?edit=12");
  });

  it("lets an approved teacher open the class modal and shows the profile tab", async () => {
    stubApi({
      "/api/user": () => json(teacher),
      "/api/teacher/profile": () =>
        json({ ...profile, verificationStatus: "approved", policeCheckVerified: true, interviewCompleted: true }),
      "/api/dashboard": () => json(figures),
      "/api/bookings": () => json([]),
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
    const fetch = stubApi({
      "/api/user": () => json(both),
      "/api/teacher/profile": () => json({ ...profile, verificationStatus: "approved" }),
      "/api/user/role": () => json({ user: { ...both, currentRole: "teacher" } }),
      "/api/dashboard": () => json(figures),
      "/api/bookings": () => json([]),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "You are viewing Halaqa as Parent" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith("/api/bookings", expect.anything());
    await userEvent.click(screen.getByRole("button", { name: "Switch to Teacher" }));
    expect(await screen.findByRole("tablist", { name: "Dashboard sections" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/user/role", expect.objectContaining({ method: "PATCH", body: '{"role":"teacher"}' }));
  });
});
