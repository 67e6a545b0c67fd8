import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherListItem } from "@shared/teachers";
import type { DashboardFigures, PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { batch, summary } from "@/test/payouts";
import AdminDashboardPage from "./admin-dashboard";

const admin = {
  id: 1,
  username: "admin",
  email: "admin@halaqa.test",
  firstName: "Amina",
  lastName: "Admin",
  userType: "admin",
  roles: ["admin"],
  currentRole: "admin",
} as PublicUser;

const figures: DashboardFigures = {
  role: "admin",
  teachers: 7,
  pendingApplications: 3,
  students: 42,
  classes: 11,
  bookings: 19,
};

function teacher(over: Partial<TeacherListItem> = {}): TeacherListItem {
  return {
    id: 12,
    userId: 3,
    firstName: "Aisha",
    lastName: "Rahman",
    bio: "Hafiza teaching for ten years.",
    qualifications: "Ijazah in Hafs",
    experience: 10,
    hourlyRate: "30.00",
    currency: "USD",
    specializations: [
      "Quran Recitation",
      "Arabic Language",
      "Hadith Studies",
      "Islamic History",
      "Seerah (Prophet's Biography)",
    ],
    languages: ["English", "Arabic"],
    verificationStatus: "pending",
    availableHours: "",
    timeZone: "Europe/London",
    classes: [],
    classCount: 0,
    rating: null,
    reviewCount: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    email: "aisha@example.com",
    phoneNumber: "+44 20 7946 0000",
    idVerified: true,
    policeCheckVerified: false,
    interviewCompleted: false,
    feedback: null,
    lastReminderSent: null,
    documents: [{ id: 5, documentType: "id", fileName: "passport.pdf", uploadedAt: "2025-01-02T00:00:00.000Z" }],
    ...over,
  };
}

type Answer = (request: Request) => Response | Promise<Response>;

const baseAnswers = (over: Record<string, Answer> = {}): Record<string, Answer> => ({
  "/api/user": () => HttpResponse.json(admin),
  "/api/dashboard": () => HttpResponse.json(figures),
  "/api/teachers?status=pending&limit=50": () => HttpResponse.json([teacher()]),
  "/api/teachers?status=approved&limit=50": () => HttpResponse.json([]),
  "/api/notifications": () => HttpResponse.json([]),
  "/api/bookings?filter=awaiting_report": () => HttpResponse.json([]),
  "/api/bookings?filter=teacher_absent": () => HttpResponse.json([]),
  "/api/admin/recent-users": () => HttpResponse.json([]),
  "/api/admin/analytics": () =>
    HttpResponse.json(
      Array.from({ length: 12 }, (_, i) => ({
        weekStart: `2026-09-${String(i + 1).padStart(2, "0")}`,
        signups: 0,
        bookings: 0,
      })),
    ),
  "/api/admin/incomplete-applications": () => HttpResponse.json([]),
  "/api/interviews": () => HttpResponse.json([]),
  ...over,
});

function renderPage(path = "/admin/dashboard") {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <AdminDashboardPage />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe("AdminDashboardPage", () => {
  it("sends a user without the admin role to /", async () => {
    mockRoutes({
      "/api/user": () =>
        HttpResponse.json({ ...admin, userType: "teacher", roles: ["teacher"], currentRole: "teacher" }),
    });
    const location = renderPage();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("shows the title, real figures and pending cards with 3 specializations plus '+N more'", async () => {
    mockRoutes(baseAnswers());
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("42")).toBeInTheDocument();
    const card = (await screen.findByRole("heading", { name: "Aisha Rahman" })).closest("li")!;
    const specs = within(card).getByRole("list", { name: "Specializations" });
    expect(within(specs).getAllByRole("listitem")).toHaveLength(4);
    expect(within(specs).getByText("Hadith Studies")).toBeInTheDocument();
    expect(within(specs).queryByText("Islamic History")).toBeNull();
    expect(within(specs).getByText("+2 more")).toBeInTheDocument();
  });

  it("links each teacher card's name to the teacher's profile page (by user id)", async () => {
    mockRoutes(baseAnswers());
    renderPage();
    const heading = await screen.findByRole("heading", { name: "Aisha Rahman" });
    expect(within(heading).getByRole("link", { name: "Aisha Rahman" })).toHaveAttribute("href", "/teachers/3");
  });

  it("tells apart, on the pending cards, applicants who uploaded their documents from those who did not", async () => {
    mockRoutes(
      baseAnswers({
        "/api/teachers?status=pending&limit=50": () =>
          HttpResponse.json([teacher(), teacher({ id: 13, userId: 4, firstName: "Omar", documents: [] })]),
      }),
    );
    renderPage();
    const aisha = (await screen.findByRole("heading", { name: "Aisha Rahman" })).closest("li")!;
    const omar = screen.getByRole("heading", { name: "Omar Rahman" }).closest("li")!;
    expect(within(aisha).getByRole("list", { name: "Required documents" })).toHaveTextContent(
      "Government ID: uploaded",
    );
    expect(within(omar).getByRole("list", { name: "Required documents" })).toHaveTextContent(
      "Government ID: not uploaded",
    );
    expect(within(omar).getByRole("list", { name: "Required documents" })).toHaveTextContent(
      "Police clearance: not uploaded",
    );
  });

  it("shows no '+N more' when a pending teacher has exactly 3 specializations", async () => {
    mockRoutes(
      baseAnswers({
        "/api/teachers?status=pending&limit=50": () =>
          HttpResponse.json([teacher({ specializations: ["Quran Recitation", "Arabic Language", "Hadith Studies"] })]),
      }),
    );
    renderPage();
    const card = (await screen.findByRole("heading", { name: "Aisha Rahman" })).closest("li")!;
    expect(within(card).getByText("Hadith Studies")).toBeInTheDocument();
    expect(within(card).queryByText(/more$/)).toBeNull();
  });

  it("shows approved cards with 2 specializations plus '+N more'", async () => {
    mockRoutes(
      baseAnswers({
        "/api/teachers?status=approved&limit=50": () =>
          HttpResponse.json([teacher({ id: 20, firstName: "Yusuf", verificationStatus: "approved" })]),
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: /Approved Teachers/ }));
    const card = (await screen.findByRole("heading", { name: "Yusuf Rahman" })).closest("li")!;
    expect(within(card).getByText("+3 more")).toBeInTheDocument();
    expect(within(card).queryByText("Hadith Studies")).toBeNull();
  });

  it("keeps the review dialog's panels in one cell, only the chosen one reachable, so its height does not jump", async () => {
    mockRoutes(baseAnswers());
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Review Aisha Rahman" }));
    const dialog = await screen.findByRole("dialog");
    const panels = dialog.querySelectorAll('[role="tabpanel"]');
    // All four are drawn (the tallest sets the height), stacked in the same grid cell.
    expect(panels).toHaveLength(4);
    expect([...panels].every((p) => p.className.includes("[grid-area:1/1]"))).toBe(true);
    // Only the chosen panel can be reached: the Decision's buttons are not, until its tab is chosen.
    expect(within(dialog).queryByRole("button", { name: "Approve" })).toBeNull();
    expect([...panels].filter((p) => !p.hasAttribute("inert")).map((p) => p.getAttribute("data-state"))).toEqual([
      "active",
    ]);
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    expect(within(dialog).getByRole("button", { name: "Approve" })).toBeInTheDocument();
  });

  it("refuses to reject without feedback: toast 'Feedback Required' and no PATCH", async () => {
    mockRoutes(baseAnswers());
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Review Aisha Rahman" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Feedback Required")).toBeInTheDocument();
    // Said in the toast, and in the dialog beside the feedback field.
    expect(within(dialog).getByText("Please provide feedback for rejection.")).toBeInTheDocument();
    expect(requests("PATCH")).toHaveLength(0);
  });

  it("shows the server's 409 reason inline when approval is refused", async () => {
    mockRoutes(
      baseAnswers({
        "PATCH /api/teacher/profile/12": () =>
          HttpResponse.json(
            { message: "Cannot approve before the checks are complete: missing police check, interview" },
            { status: 409 },
          ),
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Review Aisha Rahman" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText(/missing police check, interview/)).toBeInTheDocument();
    expect(await screen.findByText("Failed to update teacher status. Please try again.")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(await patch.json()).toEqual({ verificationStatus: "approved" });
  });

  it("links each document to its file in a new tab", async () => {
    mockRoutes(baseAnswers());
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Review Aisha Rahman" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Documents" }));
    const link = within(dialog).getByRole("link", { name: "passport.pdf" });
    expect(link).toHaveAttribute("href", "/api/documents/5/file");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("schedules an interview 7 days ahead at 14:00 with the default notes", async () => {
    mockRoutes(baseAnswers({ "POST /api/interviews": () => HttpResponse.json({ id: 1 }, { status: 201 }) }));
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Review Aisha Rahman" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule Interview" }));
    expect(await screen.findByText("Interview Scheduled")).toBeInTheDocument();
    const [post] = requests("POST");
    const body = (await post.json()) as { scheduledAt: string };
    expect(body).toMatchObject({ teacherId: 3, status: "scheduled", notes: "Initial teacher evaluation interview" });
    const at = new Date(body.scheduledAt);
    expect(at.getHours()).toBe(14);
    expect(at.getMinutes()).toBe(0);
  });

  it("marks a notification read with PATCH {read: true}", async () => {
    mockRoutes(
      baseAnswers({
        "/api/notifications": () =>
          HttpResponse.json([
            {
              id: 9,
              type: "new_application",
              title: "New teacher application",
              message: "Aisha Rahman applied to teach.",
              data: null,
              read: false,
              userId: 3,
              createdAt: "2025-01-03T10:00:00.000Z",
            },
          ]),
        "PATCH /api/notifications/9": () => HttpResponse.json({ id: 9, read: true }),
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: /Notifications/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Mark Read: New teacher application" }));
    await waitFor(() => expect(requests("PATCH")).toHaveLength(1));
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/notifications/9");
    expect(await patch.json()).toEqual({ read: true });
  });

  it("sends a reminder, then says it was sent instead of offering it again; shows the server's refusal within 24 h", async () => {
    let remindedAisha = false;
    const app = (id: number, firstName: string, lastReminderDays: number | null) => ({
      id,
      firstName,
      lastName: "Rahman",
      email: `${firstName.toLowerCase()}@example.com`,
      missingItems: { phoneNumber: false, bio: false, qualifications: true, idVerification: false, policeCheck: true },
      daysSinceApplication: id === 3 ? 4 : 0,
      lastReminderDays,
    });
    mockRoutes(
      baseAnswers({
        "/api/admin/incomplete-applications": () =>
          HttpResponse.json([app(3, "Aisha", remindedAisha ? 0 : null), app(4, "Hafsa", null)]),
        "POST /api/admin/send-reminder": async (request: Request) => {
          const { teacherId } = (await request.json()) as { teacherId: number };
          if (teacherId === 3) {
            remindedAisha = true;
            return HttpResponse.json({ sent: true });
          }
          // Another admin reminded Hafsa a moment ago.
          return HttpResponse.json(
            { message: "A reminder was sent to this teacher in the last 24 hours. Try again in 23 hours." },
            { status: 429 },
          );
        },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: /Incomplete Apps/ }));
    const missing = (await screen.findAllByRole("list", { name: "Missing items" }))[0];
    expect(within(missing).getByText("Qualifications")).toBeInTheDocument();
    // The missing document is named as on the upload step (shared DOCUMENT_LABELS), no longer "Police check".
    expect(within(missing).getByText("Police clearance")).toBeInTheDocument();
    expect(within(missing).queryByText("Bio")).toBeNull();
    expect(screen.getAllByText("Never")).toHaveLength(2);
    expect(screen.getByText("4 days ago")).toBeInTheDocument();
    // Applied within the last day: "today", never "0 days ago".
    expect(screen.getByText("today")).toBeInTheDocument();
    expect(screen.queryByText(/0 days ago/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send reminder to Aisha Rahman" }));
    expect(await screen.findByText("Reminder Sent")).toBeInTheDocument();
    const done = await screen.findByRole("button", { name: "Reminder sent to Aisha Rahman today" });
    expect(done).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Send reminder to Aisha Rahman" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send reminder to Hafsa Rahman" }));
    expect(await screen.findByText(/in the last 24 hours/)).toBeInTheDocument();
  });

  it("shows an honest empty state on Analytics", async () => {
    mockRoutes(baseAnswers());
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: /Analytics/ }));
    expect(await screen.findByRole("heading", { name: "Charts appear once there is activity" })).toBeInTheDocument();
  });

  it("lands on Payouts from ?tab=payouts: the money, the batches and the platform fee in force", async () => {
    mockRoutes(
      baseAnswers({
        "/api/admin/platform-fee": () => HttpResponse.json({ percent: 15, setAt: null }),
        "/api/admin/payouts/summary": () => HttpResponse.json(summary()),
        "/api/admin/payout-batches?limit=20": () => HttpResponse.json({ total: 1, items: [batch()] }),
      }),
    );
    renderPage("/admin/dashboard?tab=payouts");
    expect(await screen.findByRole("tab", { name: /Payouts/, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Platform fee" })).toBeInTheDocument();
    expect(await screen.findByText("15%")).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: "Payout batches" })).toHaveTextContent("halaqa-2026-W50");
    expect(screen.getByRole("button", { name: "Run payouts now" })).toBeEnabled();
    expect(await screen.findByRole("heading", { name: "Money owed and paid" })).toBeInTheDocument();
  });
});
