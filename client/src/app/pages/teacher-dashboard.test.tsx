import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { DEFAULT_WEEKLY_HOURS, type TeacherHours } from "@shared/teacher-hours";
import type { BookingItem } from "@shared/bookings";
import type { TeacherProfile } from "@shared/teachers";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { preloadLessonDetails } from "@/features/lessons";
import { createQueryClient } from "@/lib/query-client";
import { earnings, noAddress } from "@/test/earnings";
import { teacherPayouts } from "@/test/payouts";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { planItem } from "@/test/plan-item";
import TeacherDashboardPage from "./teacher-dashboard";
import { teacherProfile } from "@/test/teacher-profile";

const teacher = {
  id: 3,
  username: "ustadha.aisha",
  firstName: "Aisha",
  lastName: "Rahman",
  userType: "teacher",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;

const profile: TeacherProfile = teacherProfile({
  specializations: ["Quran Recitation", "Arabic Language"],
  availableHours: "Mon–Sat 09:00–12:00, 14:00–20:00",
  documents: [{ id: 5, documentType: "id", fileName: "passport.pdf", uploadedAt: "2025-01-02T00:00:00.000Z" }],
});

const figures: DashboardFigures = {
  role: "teacher",
  classes: 2,
  students: 5,
  bookings: 9,
  earningsThisMonth: "1250.00",
  rating: 4.8,
  reviewCount: 17,
};

function renderPage(path = "/teacher/dashboard") {
  const location = memoryLocation({ path, record: true });
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
    mockRoutes({
      "/api/user": () =>
        HttpResponse.json({ ...teacher, userType: "parent", roles: ["parent"], currentRole: "parent" }),
    });
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
    // Hours belong to a profile: none to edit yet.
    expect(screen.queryByRole("tab", { name: "Hours" })).toBeNull();
    expect(requests("GET", "/api/teacher/availability")).toHaveLength(0);
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
      "/api/teacher/profile": () =>
        HttpResponse.json({ ...profile, verificationStatus: "rejected", feedback: "Please add your qualifications." }),
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
        HttpResponse.json({
          ...profile,
          verificationStatus: "approved",
          policeCheckVerified: true,
          interviewCompleted: true,
        }),
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
    expect(screen.getByRole("link", { name: "Download passport.pdf" })).toHaveAttribute(
      "href",
      "/api/documents/5/file",
    );
    expect(screen.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/teacher/onboarding?edit=12");
    // The hours' summary is the server's; they are edited on the Hours tab.
    expect(screen.getByText("Mon–Sat 09:00–12:00, 14:00–20:00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit hours" })).toBeInTheDocument();
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

  describe("tabs in the address", () => {
    beforeAll(() => preloadLessonDetails());
    const hours: TeacherHours = {
      timeZone: "Europe/London",
      minimumNoticeHours: 12,
      weekly: DEFAULT_WEEKLY_HOURS,
      exceptions: [],
    };
    const approved = () => ({
      "/api/user": () => HttpResponse.json(teacher),
      "/api/teacher/profile": () => HttpResponse.json({ ...profile, verificationStatus: "approved" }),
      "/api/dashboard": () => HttpResponse.json(figures),
      "/api/plans": () => HttpResponse.json([planItem()], { headers: { "X-Total-Count": "1" } }),
    });
    const lesson: BookingItem = {
      id: 12,
      classId: 5,
      studentId: 7,
      parentId: 2,
      teacherId: 3,
      scheduledAt: "2030-03-04T14:00:00.000Z",
      endsAt: "2030-03-04T14:45:00.000Z",
      status: "scheduled",
      paymentStatus: "paid",
      amount: "20.00",
      notes: "Yusuf knows Al-Fatiha already",
      classTitle: "Tajweed for Beginners",
      studentName: "Yusuf",
      teacherName: "Aisha Rahman",
      createdAt: "2030-03-01T10:00:00.000Z",
      student: { id: 7, name: "Yusuf", age: 8, level: "beginner", goals: "Finish Juz 'Amma", specialNeeds: null },
      attendance: null,
      hasReport: false,
      reviewId: null,
      meetingUrl: "https://zoom.us/j/123",
      awaitingReport: false,
      onHold: false,
      movedAtShortNotice: false,
      expiresAt: null,
    };

    it("opens the tab and the booking a notification links to, and closing keeps the tab", async () => {
      mockRoutes({ ...approved(), "/api/bookings": () => HttpResponse.json([lesson]) });
      const location = renderPage("/teacher/dashboard?tab=bookings&booking=12");
      // The open dialog hides the page from assistive technology meanwhile.
      expect(await screen.findByRole("tab", { name: "Bookings", selected: true, hidden: true })).toBeInTheDocument();
      const dialog = await screen.findByRole("dialog", { name: "Lesson details" });
      expect(await within(dialog).findByText("Finish Juz 'Amma")).toBeInTheDocument();
      expect(within(dialog).getByText("Yusuf knows Al-Fatiha already")).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard?tab=bookings"));
      expect(screen.getByRole("tab", { name: "Bookings", selected: true })).toBeInTheDocument();
    });

    it("lists the plan students above the bookings, with their weekly times in the teacher's zone", async () => {
      mockRoutes({ ...approved(), "/api/bookings": () => HttpResponse.json([lesson]) });
      renderPage("/teacher/dashboard?tab=bookings");
      const roster = within(await screen.findByRole("region", { name: "Plan students" }));
      const row = within((await roster.findByRole("heading", { name: "Zayd Ali" })).closest("li")!);
      expect(row.getByRole("list", { name: "Weekly times" })).toHaveTextContent("Monday 5:00 PM");
      expect(row.getByText("8 lessons this cycle")).toBeInTheDocument();
      expect(await screen.findByRole("table", { name: "Bookings of your classes" })).toBeInTheDocument();
    });

    it("lands on My Classes from ?tab=classes, and a tab chosen goes into the address", async () => {
      mockRoutes({
        ...approved(),
        "/api/bookings": () => HttpResponse.json([lesson]),
        "/api/classes": () => HttpResponse.json([]),
      });
      const location = renderPage("/teacher/dashboard?tab=classes");
      expect(await screen.findByRole("tab", { name: "My Classes", selected: true })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("tab", { name: "Bookings" }));
      await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard?tab=bookings"));
      // Details from a row put the booking in the address too.
      const table = await screen.findByRole("table", { name: "Bookings of your classes" });
      await userEvent.click(within(table).getByRole("button", { name: /^Details for Yusuf/ }));
      await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard?tab=bookings&booking=12"));
      expect(await screen.findByRole("dialog", { name: "Lesson details" })).toBeInTheDocument();
    });

    it("has an Hours tab with the teacher's week", async () => {
      mockRoutes({
        ...approved(),
        "/api/bookings": () => HttpResponse.json([]),
        "/api/teacher/availability": () => HttpResponse.json(hours),
      });
      const location = renderPage();
      expect(requests("GET", "/api/teacher/availability")).toHaveLength(0);
      await userEvent.click(await screen.findByRole("tab", { name: "Hours" }));
      await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard?tab=hours"));
      expect(await screen.findByRole("heading", { name: "Teaching hours" })).toBeInTheDocument();
      expect(await screen.findByLabelText("Monday window 1 start", { selector: "select" })).toHaveValue("09:00");
      expect(screen.queryByLabelText("Sunday window 1 start")).toBeNull();
    });

    it("lands on Hours from ?tab=hours", async () => {
      mockRoutes({ ...approved(), "/api/teacher/availability": () => HttpResponse.json(hours) });
      renderPage("/teacher/dashboard?tab=hours");
      expect(await screen.findByRole("tab", { name: "Hours", selected: true })).toBeInTheDocument();
      expect(await screen.findByLabelText("Time zone")).toHaveValue("Europe/London");
    });

    it("goes from the profile's 'Edit hours' to the Hours tab", async () => {
      mockRoutes({ ...approved(), "/api/teacher/availability": () => HttpResponse.json(hours) });
      const location = renderPage("/teacher/dashboard?tab=profile");
      await userEvent.click(await screen.findByRole("button", { name: "Edit hours" }));
      expect(await screen.findByRole("tab", { name: "Hours", selected: true })).toBeInTheDocument();
      await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard?tab=hours"));
      expect(await screen.findByLabelText("Saturday window 2 end", { selector: "select" })).toHaveValue("20:00");
    });

    it("lands on Earnings from ?tab=earnings, its empty state leading to Bookings", async () => {
      mockRoutes({
        ...approved(),
        "/api/teacher/earnings?limit=20": () => HttpResponse.json(earnings({ items: [], total: 0 })),
        "/api/teacher/payout-method": () => HttpResponse.json(noAddress),
        "/api/teacher/payouts?limit=20": () => HttpResponse.json(teacherPayouts({ items: [], total: 0 })),
        "/api/bookings": () => HttpResponse.json([]),
      });
      const location = renderPage("/teacher/dashboard?tab=earnings");
      expect(await screen.findByRole("tab", { name: "Earnings", selected: true })).toBeInTheDocument();
      await userEvent.click(await screen.findByRole("button", { name: "Go to Bookings" }));
      await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard?tab=bookings"));
    });

    it("shows the overview for an unknown tab", async () => {
      mockRoutes({ ...approved(), "/api/bookings": () => HttpResponse.json([]) });
      renderPage("/teacher/dashboard?tab=nonsense");
      expect(await screen.findByRole("tab", { name: "Overview", selected: true })).toBeInTheDocument();
    });
  });
});
